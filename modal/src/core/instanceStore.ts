import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Foyer } from './instantiateFoyer.ts'

/**
 * A store that belongs to each instance but is made only when first asked for, for features
 * whose state lives outside the first load (email login, sign-in).
 * @example export const siweStore = instanceStore<SiweState>(() => ({ status: 'unknown' }))
 */
export function instanceStore<T>(initial: () => T): (foyer: Foyer) => StoreApi<T> {
  const stores = new WeakMap<Foyer, StoreApi<T>>()
  return (foyer) => {
    let store = stores.get(foyer)
    if (!store) {
      store = createStore<T>(initial)
      stores.set(foyer, store)
    }
    return store
  }
}
