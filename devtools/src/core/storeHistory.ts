/** A store as the instance lists it (`foyer.listStores()`): read and subscribe, never write. */
export type ListedStore = {
  getState(): unknown
  subscribe(listener: (state: unknown, previous: unknown) => void): () => void
}

/** The instance, as far as the State tab's stores need it. */
export type StoresFoyer = { listStores?: (() => Record<string, ListedStore>) | undefined }

/** One change of a store: the top-level keys that changed, before and after (made safe to show). */
export type StoreChange = {
  time: number
  changed: { key: string; before: unknown; after: unknown }[]
}

export type StoreEntry = {
  name: string
  /** The store's state now, made safe to show. */
  state: unknown
  /** Its changes since the panel attached (or the store was made), oldest first. */
  history: readonly StoreChange[]
  /** Changes the history let go to stay within `MAX_STORE_HISTORY`. */
  dropped: number
}

/** How many changes the panel keeps per store. */
export const MAX_STORE_HISTORY = 50

// Text under a key like these is never shown: a code, a token, a key share, a pairing's key.
const SECRET_KEY = /^(otp|code)$|token$|secret|share|private|recovery|password|mnemonic|seed/i
const SECRET_VALUE = /symKey=|^\d{6}$/
const MAX_DEPTH = 4
const MAX_ITEMS = 20
const MAX_TEXT = 200

/**
 * A store's value as plain JSON for the panel: secrets replaced by `[redacted]` (by their key, a
 * WalletConnect URI's symKey), functions `ƒ`, bigints as text, Maps and Sets as objects and lists,
 * other class instances by their name; at most 4 levels, 20 items and 200 characters a string.
 */
export function safeValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') {
    if (SECRET_VALUE.test(value)) return '[redacted]'
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value
  }
  if (typeof value === 'bigint') return `${value}n`
  if (typeof value === 'function') return 'ƒ'
  if (typeof value !== 'object' || value === null) return value
  if (seen.has(value)) return '[cycle]'
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? `[${value.length} items]` : '{…}'
  seen.add(value)
  const inner = (v: unknown) => safeValue(v, depth + 1, seen)
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map(inner)
    return value.length > MAX_ITEMS ? [...items, `… ${value.length - MAX_ITEMS} more`] : items
  }
  if (value instanceof Set) return inner([...value])
  if (value instanceof Date) return value.toISOString()
  if (value instanceof Error) return `${value.name}: ${value.message}`
  const entries =
    value instanceof Map
      ? [...value.entries()].map(([k, v]) => [String(k), v] as const)
      : Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null
        ? Object.entries(value)
        : undefined
  if (!entries) return `[${value.constructor?.name ?? 'object'}]`
  return Object.fromEntries(
    entries
      .slice(0, MAX_ITEMS)
      .map(([k, v]) => [
        k,
        SECRET_KEY.test(k) && typeof v === 'string' && v !== '' ? '[redacted]' : inner(v),
      ]),
  )
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The top-level keys whose safe values differ between two states. */
function changesOf(before: unknown, after: unknown): StoreChange['changed'] {
  const a = safeValue(before)
  const b = safeValue(after)
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null)
    return same(a, b) ? [] : [{ key: '(state)', before: a, after: b }]
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])]
  return keys.flatMap((key) => {
    const x = (a as Record<string, unknown>)[key]
    const y = (b as Record<string, unknown>)[key]
    return same(x, y) ? [] : [{ key, before: x, after: y }]
  })
}

export type StoreHistory = {
  getSnapshot(): readonly StoreEntry[]
  subscribe(listener: () => void): () => void
  /** Looks for stores the instance made since (features make theirs when first used). */
  refresh(): void
  detach(): void
}

/**
 * Follows every store of the instance (`foyer.listStores()`), read-only: its state and each
 * change, by the keys that changed. New stores are picked up on `refresh` (the panel calls it on
 * each bus event).
 */
export function createStoreHistory(
  foyer: StoresFoyer,
  { now = Date.now }: { now?: () => number } = {},
): StoreHistory {
  const entries = new Map<string, StoreEntry>()
  const stops: (() => void)[] = []
  const listeners = new Set<() => void>()
  let snapshot: readonly StoreEntry[] = []
  const publish = () => {
    snapshot = [...entries.values()].sort((a, b) => a.name.localeCompare(b.name))
    for (const listener of listeners) listener()
  }
  const refresh = () => {
    const stores = foyer.listStores?.() ?? {}
    let added = false
    for (const [name, store] of Object.entries(stores)) {
      if (entries.has(name)) continue
      added = true
      entries.set(name, { name, state: safeValue(store.getState()), history: [], dropped: 0 })
      stops.push(
        store.subscribe((state, previous) => {
          const entry = entries.get(name)
          const changed = changesOf(previous, state)
          if (!entry || changed.length === 0) return
          const history = [...entry.history, { time: now(), changed }]
          const over = Math.max(0, history.length - MAX_STORE_HISTORY)
          entries.set(name, {
            name,
            state: safeValue(state),
            history: history.slice(over),
            dropped: entry.dropped + over,
          })
          publish()
        }),
      )
    }
    if (added) publish()
  }
  refresh()
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    refresh,
    detach() {
      for (const stop of stops.splice(0)) stop()
    },
  }
}
