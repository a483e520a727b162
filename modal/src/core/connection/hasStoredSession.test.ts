import { describe, expect, it } from 'vitest'
import { hasStoredSession } from './hasStoredSession.ts'

function storageWith(value: string | null): Storage {
  const map = new Map<string, string>()
  if (value !== null) map.set('@foyer/wagmi.store', value)
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: () => null,
    length: map.size,
  }
}

describe('hasStoredSession', () => {
  it('is true only when the last visit ended connected', () => {
    expect(hasStoredSession(storageWith('{"state":{"current":"abc"},"version":2}'))).toBe(true)
    expect(hasStoredSession(storageWith('{"state":{"current":null},"version":2}'))).toBe(false)
    expect(hasStoredSession(storageWith(null))).toBe(false)
    expect(hasStoredSession(undefined)).toBe(false)
  })

  it('treats corrupted or unreadable storage as no session, without throwing', () => {
    expect(hasStoredSession(storageWith('{not json'))).toBe(false)
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    } as unknown as Storage
    expect(hasStoredSession(throwing)).toBe(false)
  })
})
