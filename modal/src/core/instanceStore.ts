import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Foyer } from './foyer.ts'

/**
 * A store that belongs to each instance but is made only when first asked for, for features
 * whose state lives outside the first load (email login, sign-in). It lives on the instance,
 * under `name`, so `foyer.listStores()` (devtools) sees it.
 * @example export const siweStore = instanceStore<SiweState>('siwe', () => ({ status: 'unknown' }))
 */
export function instanceStore<T>(name: string, initial: () => T): (foyer: Foyer) => StoreApi<T> {
  return (foyer) => {
    const stores = foyer._internal.featureStores
    let store = stores.get(name) as StoreApi<T> | undefined
    if (!store) {
      store = createStore<T>(initial)
      stores.set(name, store as StoreApi<unknown>)
    }
    return store
  }
}
