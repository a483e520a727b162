// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { createCookieStorage } from './createCookieStorage.ts'
import { createFoyerStorage } from './createFoyerStorage.ts'

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    // biome-ignore lint/suspicious/noDocumentCookie: test clean-up of whatever the test wrote
    if (name) document.cookie = `${name}=; path=/; max-age=0`
  }
}

afterEach(clearCookies)

describe('createCookieStorage (SPEC §9)', () => {
  it('stores, reads and removes values through document.cookie', () => {
    const cookies = createCookieStorage()
    cookies.setItem('@foyer/email', '"ada@example.com"')
    cookies.setItem('other', 'x=y; z')
    expect(document.cookie).toContain('%40foyer%2Femail=%22ada%40example.com%22')
    expect(cookies.getItem('@foyer/email')).toBe('"ada@example.com"')
    expect(cookies.getItem('other')).toBe('x=y; z')
    expect(cookies.getItem('missing')).toBeNull()
    cookies.removeItem('@foyer/email')
    expect(cookies.getItem('@foyer/email')).toBeNull()
    expect(cookies.getItem('other')).toBe('x=y; z')
  })

  it('writes with path / and SameSite Lax', () => {
    const written: string[] = []
    const fake = {
      get cookie() {
        return ''
      },
      set cookie(value: string) {
        written.push(value)
      },
    }
    const cookies = createCookieStorage({ document: fake })
    cookies.setItem('@foyer/login-used', 'true')
    cookies.removeItem('@foyer/login-used')
    expect(written).toEqual([
      '%40foyer%2Flogin-used=true; path=/; SameSite=Lax',
      '%40foyer%2Flogin-used=; path=/; SameSite=Lax; max-age=0',
    ])
  })

  it('reads malformed cookies as missing', () => {
    const cookies = createCookieStorage({ document: { cookie: 'a=%E0%A4%A; b; =c; d=1' } })
    expect(cookies.getItem('a')).toBeNull()
    expect(cookies.getItem('b')).toBeNull()
    expect(cookies.getItem('d')).toBe('1')
  })

  it('backs the typed storage, which falls back on a corrupted cookie', () => {
    const storage = createFoyerStorage({ storage: createCookieStorage() })
    storage.set('lastUsedChain', 10)
    expect(storage.get('lastUsedChain')).toBe(10)
    // biome-ignore lint/suspicious/noDocumentCookie: plants a corrupted cookie as another page would
    document.cookie = '%40foyer%2Flast-used-chain=%7Bnot-json; path=/'
    expect(storage.get('lastUsedChain')).toBeUndefined()
  })

  it('does nothing on the server, where there is no document', () => {
    const original = globalThis.document
    // @ts-expect-error: simulate a server render
    delete globalThis.document
    try {
      const cookies = createCookieStorage()
      expect(() => cookies.setItem('k', 'v')).not.toThrow()
      expect(cookies.getItem('k')).toBeNull()
    } finally {
      globalThis.document = original
    }
  })
})
