import { describe, expect, it } from 'vitest'
import { NAME_SUFFIX } from '../constants.ts'
import { buildOnrampUrl } from './buildOnrampUrl.ts'
import { buildRegisterNameMessage } from './buildRegisterNameMessage.ts'

describe('buildRegisterNameMessage (SPEC §7)', () => {
  it('holds the name with the shared suffix, the attributes and a unix time in seconds', () => {
    const message = buildRegisterNameMessage({
      name: 'ada',
      attributes: { bio: 'hi' },
      timestamp: new Date(1_700_000_000_999),
    })
    expect(message).toBe('{"name":"ada.foyer.id","attributes":{"bio":"hi"},"timestamp":1700000000}')
    expect(NAME_SUFFIX).toBe('.foyer.id')
  })

  it('defaults to no attributes and the current time, in seconds', () => {
    const before = Math.floor(Date.now() / 1000)
    const parsed = JSON.parse(buildRegisterNameMessage({ name: 'ada' }))
    expect(parsed.attributes).toEqual({})
    expect(parsed.timestamp).toBeGreaterThanOrEqual(before)
    expect(parsed.timestamp).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000))
  })

  it('does not append the suffix twice, and honours another suffix', () => {
    const at = new Date(0)
    expect(JSON.parse(buildRegisterNameMessage({ name: 'ada.foyer.id', timestamp: at })).name).toBe(
      'ada.foyer.id',
    )
    expect(
      JSON.parse(buildRegisterNameMessage({ name: 'ada', suffix: '.test', timestamp: at })).name,
    ).toBe('ada.test')
  })
})

describe('buildOnrampUrl (SPEC §7)', () => {
  const walletAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

  it('buys USDC on EVM chains', () => {
    const url = new URL(
      buildOnrampUrl({
        baseUrl: 'https://pay.test/buy',
        publicKey: 'pk',
        walletAddress,
        namespace: 'eip155',
      }),
    )
    expect(url.origin + url.pathname).toBe('https://pay.test/buy')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      publicKey: 'pk',
      destinationCurrencyCode: 'USDC',
      walletAddress,
    })
  })

  it('buys SOL on Solana and keeps parameters already on the URL', () => {
    const url = new URL(
      buildOnrampUrl({
        baseUrl: 'https://pay.test/buy?theme=dark',
        publicKey: 'p k&x',
        walletAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
        namespace: 'solana',
      }),
    )
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('SOL')
    expect(url.searchParams.get('theme')).toBe('dark')
    expect(url.searchParams.get('publicKey')).toBe('p k&x')
  })
})
