import { useStore } from 'zustand'
import type { ReadonlyStore } from '../core/foyer.ts'

/**
 * Reads a slice of one of the instance's stores and re-renders when it changes (zustand's
 * `useStore`). The selector must return a stable value (a primitive or a part of the state),
 * not a new object.
 * @example const open = useFoyerState(foyer.modal, (s) => s.open)
 */
export function useFoyerState<S, T>(store: ReadonlyStore<S>, selector: (state: S) => T): T {
  return useStore(store, selector)
}
