import type { StorageBackend } from './createFoyerStorage.ts'

export type CreateCookieStorageParameters = {
  /** @default globalThis.document; without one (on the server) reads give null, writes nothing */
  document?: Pick<Document, 'cookie'> | undefined
}

function readCookie(cookies: string, key: string): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=')
    if (at < 0) continue
    if (safeDecode(part.slice(0, at).trim()) === key) return safeDecode(part.slice(at + 1).trim())
  }
  return null
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/**
 * A storage over `document.cookie` (path `/`, SameSite Lax; SPEC §9), for hosts that render on the
 * server and need the session in the request. Same interface as `localStorage`.
 * @example createFoyer(config, { storage: createCookieStorage() })
 */
export function createCookieStorage(
  parameters: CreateCookieStorageParameters = {},
): StorageBackend {
  const doc = () => parameters.document ?? globalThis.document
  const write = (key: string, value: string, extra = '') => {
    const target = doc()
    if (!target) return
    target.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; path=/; SameSite=Lax${extra}`
  }
  return {
    getItem(key) {
      const cookies = doc()?.cookie
      return cookies ? readCookie(cookies, key) : null
    },
    setItem: (key, value) => write(key, value),
    removeItem: (key) => write(key, '', '; max-age=0'),
  }
}
