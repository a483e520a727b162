import type { Bus } from '../bus/createBus.ts'
import { type PersistedKey, type PersistedValues, persistedKeys } from './persistedKeys.ts'

/** What Foyer needs of a storage: `localStorage`, `sessionStorage` or `createCookieStorage()`. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Typed access to every persisted value. Reads never throw; writes report whether they stuck. */
export type FoyerStorage = {
  /** The stored value, or its default when missing, unreadable or corrupted. */
  get<K extends PersistedKey>(key: K): PersistedValues[K]
  /** Stores a value. False when the storage refused it (quota, privacy mode, no storage). */
  set<K extends PersistedKey>(key: K, value: NonNullable<PersistedValues[K]>): boolean
  /** Removes a value. False when the storage refused it. */
  remove(key: PersistedKey): boolean
}

export type CreateFoyerStorageParameters = {
  /** Where values live. Without one, reads give defaults and writes do nothing. */
  storage: StorageBackend | undefined
  /** Each write is emitted on the `storage` channel. */
  bus?: Pick<Bus, 'emit'> | undefined
}

const REDACTED = '[redacted]'

// Not `instanceof Error`: a DOMException from another realm (iframe, jsdom) is not one.
function message(error: unknown): string {
  const text = (error as { message?: unknown } | null)?.message
  return typeof text === 'string' ? text : String(error)
}

/**
 * The one owner of every key Foyer persists under STORAGE_PREFIX (SPEC §3). Values are JSON and
 * checked on read, so a value another version or a person wrote by hand falls
 * back to the default instead of breaking the modal.
 * @example
 * const storage = createFoyerStorage({ storage: localStorage, bus: foyer.bus })
 * storage.set('lastUsedChain', 137)
 * storage.get('smartAccountEnabledNetworks') // [] when nothing valid is stored
 */
export function createFoyerStorage({ storage, bus }: CreateFoyerStorageParameters): FoyerStorage {
  const write = (key: PersistedKey, action: 'set' | 'remove', value?: unknown): boolean => {
    const { storageKey, redact } = persistedKeys[key]
    let error: string | undefined
    try {
      if (!storage) error = 'no storage available'
      else if (action === 'set') storage.setItem(storageKey, JSON.stringify(value))
      else storage.removeItem(storageKey)
    } catch (e) {
      error = message(e)
    }
    const common = { key, storageKey, ...(error === undefined ? {} : { error }) }
    bus?.emit(
      'storage',
      action === 'set'
        ? { ...common, action, value: redact ? REDACTED : value }
        : { ...common, action },
    )
    return error === undefined
  }

  return {
    get(key) {
      const { storageKey, isValid, fallback } = persistedKeys[key]
      try {
        const raw = storage?.getItem(storageKey)
        if (raw === null || raw === undefined) return fallback()
        const value: unknown = JSON.parse(raw)
        return isValid(value) ? (value as PersistedValues[typeof key]) : fallback()
      } catch {
        // Blocked storage (SecurityError) or a value that is not JSON: same as nothing stored.
        return fallback()
      }
    },
    set: (key, value) => write(key, 'set', value),
    remove: (key) => write(key, 'remove'),
  }
}
