// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { type BusEvent, createBus } from '../bus/createBus.ts'
import { clearLoginData } from '../embedded/clearLoginData.ts'
import { STORAGE_PREFIX } from './constants.ts'
import { createFoyerStorage, type StorageBackend } from './createFoyerStorage.ts'
import { type PersistedKey, persistedKeys } from './persistedKeys.ts'

function setup(backend: StorageBackend | undefined) {
  const bus = createBus()
  const events: BusEvent[] = []
  bus.subscribe((e) => events.push(e))
  const storage = createFoyerStorage({ storage: backend, bus })
  const payloads = () => events.filter((e) => e.channel === 'storage').map((e) => e.payload)
  return { storage, payloads }
}

const defaults = {
  email: undefined,
  loginUsed: false,
  lastEmailLoginTime: undefined,
  lastUsedChain: undefined,
  socialUsername: undefined,
  authProvider: undefined,
  smartAccountEnabledNetworks: [],
  recentConnectorId: undefined,
  embeddedSession: undefined,
}

const keys = Object.keys(persistedKeys) as PersistedKey[]
const readAll = (storage: ReturnType<typeof createFoyerStorage>) =>
  Object.fromEntries(keys.map((key) => [key, storage.get(key)]))

afterEach(() => localStorage.clear())

describe('createFoyerStorage (SPEC §3)', () => {
  it('owns every persisted key, each under the storage prefix', () => {
    expect(
      Object.fromEntries(keys.map((key) => [key, persistedKeys[key].storageKey])),
    ).toMatchInlineSnapshot(`
      {
        "authProvider": "@foyer/auth-provider",
        "email": "@foyer/email",
        "embeddedSession": "@foyer/embedded-session",
        "lastEmailLoginTime": "@foyer/last-email-login-time",
        "lastUsedChain": "@foyer/last-used-chain",
        "loginUsed": "@foyer/login-used",
        "recentConnectorId": "@foyer/recent-connector-id",
        "smartAccountEnabledNetworks": "@foyer/smart-account-enabled-networks",
        "socialUsername": "@foyer/social-username",
      }
    `)
    for (const key of keys)
      expect(persistedKeys[key].storageKey.startsWith(STORAGE_PREFIX)).toBe(true)
  })

  it('round-trips each value through localStorage', () => {
    const { storage } = setup(localStorage)
    const values = {
      email: 'ada@example.com',
      loginUsed: true,
      lastEmailLoginTime: 1_700_000_000_000,
      lastUsedChain: 137,
      socialUsername: 'ada',
      authProvider: 'github',
      smartAccountEnabledNetworks: [1, 8453],
      recentConnectorId: 'io.metamask',
      embeddedSession: 'session-token',
    } as const
    for (const key of keys) expect(storage.set(key, values[key] as never)).toBe(true)
    expect(readAll(storage)).toEqual(values)
    expect(localStorage.getItem('@foyer/last-used-chain')).toBe('137')
    storage.set('lastUsedChain', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(storage.get('lastUsedChain')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  it('gives defaults when nothing is stored, and after remove', () => {
    const { storage } = setup(localStorage)
    expect(readAll(storage)).toEqual(defaults)
    storage.set('loginUsed', true)
    storage.remove('loginUsed')
    expect(storage.get('loginUsed')).toBe(false)
  })

  it('falls back to defaults on garbage values, never throwing', () => {
    const garbage: Record<PersistedKey, string> = {
      email: '"',
      loginUsed: '"yes"',
      lastEmailLoginTime: '-5',
      lastUsedChain: '2147483648',
      socialUsername: '{}',
      authProvider: '"myspace"',
      smartAccountEnabledNetworks: '[1,"two"]',
      recentConnectorId: 'io.metamask', // written without JSON by hand: not JSON, so ignored
      embeddedSession: '""',
    }
    for (const key of keys) localStorage.setItem(persistedKeys[key].storageKey, garbage[key])
    expect(readAll(setup(localStorage).storage)).toEqual(defaults)
  })

  it('gives defaults when the storage throws on read, and reports failed writes', () => {
    const throwing: StorageBackend = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('blocked')
      },
    }
    const { storage, payloads } = setup(throwing)
    expect(readAll(storage)).toEqual(defaults)
    expect(storage.set('lastUsedChain', 1)).toBe(false)
    expect(storage.remove('lastUsedChain')).toBe(false)
    expect(payloads()).toEqual([
      {
        action: 'set',
        key: 'lastUsedChain',
        storageKey: '@foyer/last-used-chain',
        value: 1,
        error: 'Quota exceeded',
      },
      {
        action: 'remove',
        key: 'lastUsedChain',
        storageKey: '@foyer/last-used-chain',
        error: 'blocked',
      },
    ])
  })

  it('works without a storage: defaults on read, writes refused', () => {
    const { storage, payloads } = setup(undefined)
    expect(storage.get('smartAccountEnabledNetworks')).toEqual([])
    expect(storage.set('loginUsed', true)).toBe(false)
    expect(payloads()[0]).toMatchObject({ error: 'no storage available' })
  })

  it('never hands out a shared default', () => {
    const { storage } = setup(localStorage)
    storage.get('smartAccountEnabledNetworks').push(1)
    expect(storage.get('smartAccountEnabledNetworks')).toEqual([])
  })

  it('emits each write, with the email and social username redacted', () => {
    const { storage, payloads } = setup(localStorage)
    storage.set('email', 'ada@example.com')
    storage.set('socialUsername', 'ada')
    storage.set('recentConnectorId', 'io.metamask')
    storage.remove('email')
    expect(payloads()).toEqual([
      { action: 'set', key: 'email', storageKey: '@foyer/email', value: '[redacted]' },
      {
        action: 'set',
        key: 'socialUsername',
        storageKey: '@foyer/social-username',
        value: '[redacted]',
      },
      {
        action: 'set',
        key: 'recentConnectorId',
        storageKey: '@foyer/recent-connector-id',
        value: 'io.metamask',
      },
      { action: 'remove', key: 'email', storageKey: '@foyer/email' },
    ])
    expect(JSON.stringify(payloads())).not.toContain('ada@example.com')
  })
})

describe('clearLoginData', () => {
  it('forgets the cached login and keeps the rest', () => {
    const { storage } = setup(localStorage)
    storage.set('email', 'ada@example.com')
    storage.set('loginUsed', true)
    storage.set('lastUsedChain', 1)
    storage.set('socialUsername', 'ada')
    storage.set('lastEmailLoginTime', 5)
    storage.set('smartAccountEnabledNetworks', [1])
    storage.set('recentConnectorId', 'foyer-embedded')
    clearLoginData(storage)
    expect(readAll(storage)).toEqual({
      ...defaults,
      lastEmailLoginTime: 5,
      smartAccountEnabledNetworks: [1],
      recentConnectorId: 'foyer-embedded',
    })
  })
})
