import { createContext, useContext, useMemo } from 'react'
import type { EventStore } from '../../core/createEventStore.ts'
import type { EgressLog } from '../../core/egress.ts'
import type { FaultController } from '../../core/faults.ts'
import { type EventFilter, filterEvents } from '../../core/filterEvents.ts'
import type { StoreHistory } from '../../core/storeHistory.ts'
import { useEventStore } from '../useEventStore.ts'

export type PanelContextValue = { store: EventStore; filter: EventFilter }

/** The requests of the page and its wallet frame, for the Egress tab (none on the standalone page). */
export const EgressContext = createContext<EgressLog | undefined>(undefined)

/** The fault switches of the page, for the Faults tab (none on the standalone page). */
export const FaultsContext = createContext<FaultController | undefined>(undefined)

/** Every store of the instance with its history, for the State tab (none on the standalone page). */
export const StoresContext = createContext<StoreHistory | undefined>(undefined)

/** The store and the filter, for the tabs. */
export const PanelContext = createContext<PanelContextValue | null>(null)

/**
 * What a tab shows: the filtered events (oldest first), the session start and the state.
 * Read here, not passed as props: React's development build diffs changed props for its
 * performance tracks, and diffing 1,000 events per incoming event costs frames.
 */
export function useTabData() {
  const context = useContext(PanelContext)
  if (!context) throw new Error('A devtools tab must be rendered inside DevtoolsPanel.')
  const snapshot = useEventStore(context.store)
  const events = useMemo(
    () => filterEvents(snapshot.events, context.filter),
    [snapshot.events, context.filter],
  )
  return { events, startedAt: snapshot.startedAt, state: snapshot.state }
}
