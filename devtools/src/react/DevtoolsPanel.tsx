import {
  type ComponentType,
  type ReactNode,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import type { EventStore } from '../core/createEventStore.ts'
import type { EgressLog } from '../core/egress.ts'
import type { FaultController } from '../core/faults.ts'
import { type EventFilter, filterEvents } from '../core/filterEvents.ts'
import { TABS, type Tab } from '../core/panelPrefs.ts'
import type { StoreHistory } from '../core/storeHistory.ts'
import { CHANNELS } from '../core/types.ts'
import { downloadText } from './downloadText.ts'
import { Toolbar } from './Toolbar.tsx'
import { EgressTab } from './tabs/EgressTab.tsx'
import { FaultsTab } from './tabs/FaultsTab.tsx'
import { FrameTab } from './tabs/FrameTab.tsx'
import { RouterTab } from './tabs/RouterTab.tsx'
import { RpcTab } from './tabs/RpcTab.tsx'
import { StateTab } from './tabs/StateTab.tsx'
import { TimelineTab } from './tabs/TimelineTab.tsx'
import { TrackingTab } from './tabs/TrackingTab.tsx'
import { EgressContext, FaultsContext, PanelContext, StoresContext } from './tabs/useTabData.ts'
import { useEventStore } from './useEventStore.ts'

const VIEWS: Record<Tab, { label: string; View: ComponentType }> = {
  timeline: { label: 'Timeline', View: TimelineTab },
  router: { label: 'Router', View: RouterTab },
  rpc: { label: 'RPC', View: RpcTab },
  frame: { label: 'Frame', View: FrameTab },
  tracking: { label: 'Tracking', View: TrackingTab },
  state: { label: 'State', View: StateTab },
  egress: { label: 'Egress', View: EgressTab },
  faults: { label: 'Faults', View: FaultsTab },
}

export type DevtoolsPanelProps = {
  store: EventStore
  tab: Tab
  onTabChange(tab: Tab): void
  /** Shows a close button. */
  onClose?: (() => void) | undefined
  /** Saves an exported session. @default a browser download */
  onExport?: ((name: string, text: string) => void) | undefined
  /** Extra words in the status line (e.g. the standalone page's connection). */
  status?: ReactNode
  /** The requests of the page and its wallet frame; the standalone page has none. */
  egress?: EgressLog | undefined
  /** The page's fault switches; the standalone page has none. */
  faults?: FaultController | undefined
  /** Every store of the instance with its history (State); the standalone page has none. */
  stores?: StoreHistory | undefined
}

/** How many events are kept, shown, dropped or skipped, and whether the session is imported. */
function StatusLine(props: { store: EventStore; filter: EventFilter; extra: ReactNode }) {
  const snapshot = useEventStore(props.store)
  const shown = useMemo(
    () => filterEvents(snapshot.events, props.filter).length,
    [snapshot.events, props.filter],
  )
  const status = [
    `${snapshot.events.length} of ${snapshot.capacity} events`,
    shown !== snapshot.events.length ? `${shown} shown` : '',
    snapshot.dropped ? `${snapshot.dropped} oldest dropped` : '',
    snapshot.source === 'imported' ? 'imported session (Resume returns to live)' : '',
    snapshot.paused && snapshot.source === 'live' ? 'paused' : '',
    snapshot.skipped ? `${snapshot.skipped} not recorded while paused` : '',
  ].filter(Boolean)
  return (
    <div className="status" role="status">
      {status.join(' · ')}
      {props.extra ? <> · {props.extra}</> : null}
    </div>
  )
}

/** The panel's content: tabs, toolbar, status line and the current tab. No positioning. */
export function DevtoolsPanel(props: DevtoolsPanelProps) {
  const { store, tab, onTabChange } = props
  // Only the pause switch here: the status line and the tab follow the store themselves, so an
  // incoming event leaves the header and toolbar alone.
  const paused = useSyncExternalStore(store.subscribe, () => store.getSnapshot().paused)
  const [filter, setFilter] = useState<EventFilter>(() => ({
    text: '',
    channels: new Set(CHANNELS),
  }))
  const [importError, setImportError] = useState<string | undefined>()
  const context = useMemo(() => ({ store, filter }), [store, filter])
  const id = useId()
  const { View } = VIEWS[tab]

  return (
    <>
      <header>
        <h2>Foyer devtools</h2>
        <div role="tablist" aria-label="Devtools tabs">
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${id}-${name}`}
              aria-selected={name === tab}
              aria-controls={`${id}-panel`}
              onClick={() => onTabChange(name)}
            >
              {VIEWS[name].label}
            </button>
          ))}
        </div>
        <Toolbar
          store={store}
          paused={paused}
          filter={filter}
          onFilterChange={setFilter}
          onExport={props.onExport ?? downloadText}
          onImportError={setImportError}
        />
        {props.onClose ? (
          <button type="button" aria-label="Close devtools" onClick={props.onClose}>
            ×
          </button>
        ) : null}
      </header>
      <StatusLine store={store} filter={filter} extra={props.status} />
      {importError ? (
        <div className="alert" role="alert">
          {importError}
        </div>
      ) : null}
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        <PanelContext.Provider value={context}>
          <EgressContext.Provider value={props.egress}>
            <FaultsContext.Provider value={props.faults}>
              <StoresContext.Provider value={props.stores}>
                <View />
              </StoresContext.Provider>
            </FaultsContext.Provider>
          </EgressContext.Provider>
        </PanelContext.Provider>
      </div>
    </>
  )
}
