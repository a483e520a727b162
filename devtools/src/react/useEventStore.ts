import { useSyncExternalStore } from 'react'
import type { EventStore, EventStoreSnapshot } from '../core/createEventStore.ts'

/** The store's current snapshot; re-renders on every change. */
export function useEventStore(store: EventStore): EventStoreSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}
