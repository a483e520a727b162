import { stringToHex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { isOneClickSignIn, ONE_CLICK_WINDOW_MS } from './oneClickSignIn.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const appOrigin = 'http://127.0.0.1:5173'
const now = Date.UTC(2026, 10, 26, 12, 0, 0)

const message = (overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) =>
  createSiweMessage({
    domain: '127.0.0.1:5173',
    uri: 'http://127.0.0.1:5173',
    address,
    chainId: 1,
    nonce: 'abcdefgh12345678',
    version: '1',
    issuedAt: new Date(now - 1_000),
    expirationTime: new Date(now + 600_000),
    ...overrides,
  })

const check = (text: string, extra: { loggedInAt?: number; appOrigin?: string } = {}) =>
  isOneClickSignIn({
    params: [stringToHex(text), address],
    appOrigin: extra.appOrigin ?? appOrigin,
    address,
    chains: [1, 137],
    loggedInAt: 'loggedInAt' in extra ? extra.loggedInAt : now - 5_000,
    now,
  })

describe('isOneClickSignIn', () => {
  it("signs the embedding app's own fresh sign-in right after an email login", () => {
    expect(check(message())).toBe(true)
  })

  it('asks as usual without a login in this page, or after the window', () => {
    expect(check(message(), { loggedInAt: undefined })).toBe(false)
    expect(check(message(), { loggedInAt: now - ONE_CLICK_WINDOW_MS - 1 })).toBe(false)
  })

  it.each([
    ['another domain', { domain: 'evil.example' }],
    ['another uri', { uri: 'https://evil.example/login' }],
    ['another address', { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const }],
    ['a chain the wallet does not serve', { chainId: 10 }],
    ['an old issuedAt', { issuedAt: new Date(now - 10 * 60_000), expirationTime: undefined }],
    ['an expired message', { expirationTime: new Date(now - 1) }],
    ['a notBefore in the future', { notBefore: new Date(now + 60_000) }],
  ])('asks as usual for %s', (_, overrides) => {
    expect(check(message(overrides))).toBe(false)
  })

  it('asks as usual for a message that is not a sign-in, or an unknown app', () => {
    expect(check('Transfer everything to me')).toBe(false)
    expect(check(message(), { appOrigin: '' })).toBe(false)
  })
})
