import { useSyncExternalStore } from 'react'
import type { StoreApi } from 'zustand/vanilla'

/**
 * Reads a slice of one of the instance's stores and re-renders when it changes. The selector
 * must return a stable value (a primitive or a part of the state), not a new object.
 * @example const open = useFoyerState(foyer.modal, (s) => s.open)
 */
export function useFoyerState<S, T>(store: StoreApi<S>, selector: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getInitialState()),
  )
}
