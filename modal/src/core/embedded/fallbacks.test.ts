import { describe, expect, it } from 'vitest'
import { createFoyerStorage } from '../storage/createFoyerStorage.ts'
import { checkEmbeddedConnection } from './checkEmbeddedConnection.ts'
import { loadSmartAccountEnabledNetworks } from './loadSmartAccountEnabledNetworks.ts'

function memoryStorage() {
  const map = new Map<string, string>()
  return createFoyerStorage({
    storage: {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    },
  })
}

function loggedIn() {
  const storage = memoryStorage()
  storage.set('email', 'ada@example.com')
  storage.set('loginUsed', true)
  storage.set('lastUsedChain', 1)
  storage.set('socialUsername', 'ada')
  storage.set('authProvider', 'github')
  return storage
}

describe('fallback behaviours (SPEC §8)', () => {
  it('a failed connection check clears the cached login data', async () => {
    const storage = loggedIn()
    const connected = await checkEmbeddedConnection({
      isConnected: () => Promise.reject(new Error('frame timeout')),
      storage,
    })
    expect(connected).toBe(false)
    expect(storage.get('email')).toBeUndefined()
    expect(storage.get('loginUsed')).toBe(false)
    expect(storage.get('lastUsedChain')).toBeUndefined()
    expect(storage.get('socialUsername')).toBeUndefined()
    expect(storage.get('authProvider')).toBeUndefined()
  })

  it('a check that finds no session also clears it; a live session keeps it', async () => {
    const gone = loggedIn()
    expect(await checkEmbeddedConnection({ isConnected: async () => false, storage: gone })).toBe(
      false,
    )
    expect(gone.get('email')).toBeUndefined()
    const alive = loggedIn()
    expect(await checkEmbeddedConnection({ isConnected: async () => true, storage: alive })).toBe(
      true,
    )
    expect(alive.get('email')).toBe('ada@example.com')
  })

  it('a failed smart-account-networks lookup stores an empty list', async () => {
    const storage = memoryStorage()
    storage.set('smartAccountEnabledNetworks', [1, 137])
    expect(
      await loadSmartAccountEnabledNetworks({
        getNetworks: () => Promise.reject(new Error('no')),
        storage,
      }),
    ).toEqual([])
    expect(storage.get('smartAccountEnabledNetworks')).toEqual([])
    expect(
      await loadSmartAccountEnabledNetworks({ getNetworks: async () => [8453], storage }),
    ).toEqual([8453])
    expect(storage.get('smartAccountEnabledNetworks')).toEqual([8453])
  })
})
