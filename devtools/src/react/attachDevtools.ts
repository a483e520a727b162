import { armWalletRejection, type Bus } from '@foyer/modal/internal'
import { createEventStore, type EventStore } from '../core/createEventStore.ts'
import { createEgressLog, type EgressLog } from '../core/egress.ts'
import { createFaultController, FAULT_SWITCHES, type FaultController } from '../core/faults.ts'
import { followFrameEgress, relayBus } from '../core/relay.ts'
import { createStoreHistory, type StoresFoyer } from '../core/storeHistory.ts'
import { watchVisitorActions } from '../core/visitorActions.ts'
import { watchPageEgress } from '../core/watchPageEgress.ts'
import type { HotChannel } from '../exports/protocol.ts'
import type { FloatingDevtoolsProps } from './FloatingDevtools.tsx'
import { DEVTOOLS_HOST_ATTRIBUTE, mountDevtools } from './mountDevtools.tsx'

export type AttachDevtoolsOptions = {
  /** How many events the panel keeps. @default 1000 */
  maxEvents?: number | undefined
  /** The dev server's channel (`import.meta.hot`): events also go to the standalone page. */
  hot?: HotChannel | undefined
  /** Where the panel's position and open state persist. @default localStorage */
  storage?: FloatingDevtoolsProps['storage']
}

export type AttachDevtoolsReturnType = {
  store: EventStore
  /** The requests of the page and its wallet frame (the Egress tab); none in production. */
  egress?: EgressLog | undefined
  /** The fault switches (the Faults tab); none in production. */
  faults?: FaultController | undefined
  detach: () => void
}

/**
 * Shows the devtools panel for a Foyer instance. It only subscribes to `foyer.bus`: it never
 * changes the modal. Renders nothing in a production build (`import.meta.env.PROD`).
 * @example
 * const foyer = createFoyer(config)
 * if (import.meta.env.DEV) attachDevtools(foyer, { maxEvents: 5000 })
 */
export function attachDevtools(
  foyer: {
    bus: Pick<Bus, 'subscribe'>
    /** The instance's slots: the wallet's fault switch is armed there. */
    _internal?: { slots: Map<symbol, unknown> } | undefined
    /** Every store of the instance (the State tab), read-only. */
    listStores?: StoresFoyer['listStores']
  },
  options: AttachDevtoolsOptions = {},
): AttachDevtoolsReturnType {
  const location = globalThis.location
  const store = createEventStore({
    maxEvents: options.maxEvents,
    // Without its query: a callback's code or token is not part of a session.
    url: location ? `${location.origin}${location.pathname}` : undefined,
  })
  if (import.meta.env?.PROD) return { store, detach() {} }
  const stopRelay = options.hot ? relayBus(foyer.bus, options.hot) : undefined
  const egress = createEgressLog({ page: location?.origin ?? '' })
  const stopWatching = watchPageEgress(egress)
  const stopFrame = options.hot ? followFrameEgress(options.hot, egress) : undefined
  // What the visitor does, for an exported test; never inside the panel itself.
  const stopActions = globalThis.document
    ? watchVisitorActions(document, store.pushAction, {
        ignore: (element) => element.hasAttribute(DEVTOOLS_HOST_ATTRIBUTE),
      })
    : undefined
  // The fault switches; each one turned is a line of the recorded session.
  const faults = createFaultController({
    foyer,
    hot: options.hot,
    page: globalThis.window,
    armWalletRejection,
    onSwitch: (name, on) =>
      store.pushAction({
        time: Date.now(),
        kind: 'fault',
        scope: 'page',
        role: 'checkbox',
        name: FAULT_SWITCHES.find((fault) => fault.name === name)?.label ?? name,
        value: on ? 'on' : 'off',
      }),
  })
  // Every store, read-only; a feature's store is found on the first bus event after it is made.
  const stores = createStoreHistory(foyer)
  const unsubscribe = foyer.bus.subscribe((event) => {
    store.push(event)
    faults.observe(event)
    stores.refresh()
  })
  const panel = mountDevtools(store, { storage: options.storage, egress, faults, stores })
  return {
    store,
    egress,
    faults,
    detach() {
      unsubscribe()
      stopRelay?.()
      stopWatching()
      stopFrame?.()
      stopActions?.()
      faults.detach()
      stores.detach()
      panel.unmount()
    },
  }
}
