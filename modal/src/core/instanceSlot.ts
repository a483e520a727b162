/**
 * What an instance keeps that is no store: the abort controller of a run in progress, a lazy load
 * on its way, the number of the latest request. Held in `foyer._internal.slots`, so a second
 * instance never shares one and it goes away with its instance. State a view or devtools shows
 * belongs in a store (`instanceStore`), not here. No import of the instance's type: the
 * connection's first-load code (request ids, pending connect) uses it too.
 */
export type InstanceSlots = Map<symbol, unknown>

/** Anything that has the instance's slots: the instance itself (`Foyer`). */
export type HasInstanceSlots = { readonly _internal: { readonly slots: InstanceSlots } }

/** One value per instance, read and written like a `WeakMap` keyed by the instance. */
export type InstanceSlot<T> = {
  get(foyer: HasInstanceSlots): T | undefined
  set(foyer: HasInstanceSlots, value: T): void
  delete(foyer: HasInstanceSlots): void
}

/**
 * A slot of every instance, named for the debugger (its key is a fresh symbol: two slots never
 * collide, whatever their names).
 * @example
 * const runs = instanceSlot<AbortController>('socialLogin.run')
 * runs.get(foyer)?.abort()
 * runs.set(foyer, new AbortController())
 */
export function instanceSlot<T>(name: string): InstanceSlot<T> {
  const key = Symbol(name)
  return {
    get: (foyer) => foyer._internal.slots.get(key) as T | undefined,
    set: (foyer, value) => {
      foyer._internal.slots.set(key, value)
    },
    delete: (foyer) => {
      foyer._internal.slots.delete(key)
    },
  }
}

/** A count per instance: each call of `next` numbers one more request; `latest` is the last. */
export type InstanceCounter = {
  next(foyer: HasInstanceSlots): number
  latest(foyer: HasInstanceSlots): number
}

/**
 * Numbers requests per instance, from 1, e.g. so that an older request that answers late is
 * dropped (`latest(foyer) === mine`).
 * @example
 * const reads = instanceCounter('balances.read')
 * const mine = reads.next(foyer)
 * await read()
 * if (reads.latest(foyer) === mine) show()
 */
export function instanceCounter(name: string): InstanceCounter {
  const slot = instanceSlot<number>(name)
  return {
    next: (foyer) => {
      const count = (slot.get(foyer) ?? 0) + 1
      slot.set(foyer, count)
      return count
    },
    latest: (foyer) => slot.get(foyer) ?? 0,
  }
}
