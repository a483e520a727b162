import type { Bus } from '@foyer/modal/internal'
import { createEventStore, type EventStore } from '../core/createEventStore.ts'
import { createEgressLog, type EgressLog } from '../core/egress.ts'
import { followFrameEgress, relayBus } from '../core/relay.ts'
import { watchPageEgress } from '../core/watchPageEgress.ts'
import type { HotChannel } from '../exports/protocol.ts'
import type { FloatingDevtoolsProps } from './FloatingDevtools.tsx'
import { mountDevtools } from './mountDevtools.tsx'

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
  foyer: { bus: Pick<Bus, 'subscribe'> },
  options: AttachDevtoolsOptions = {},
): AttachDevtoolsReturnType {
  const store = createEventStore({ maxEvents: options.maxEvents })
  if (import.meta.env?.PROD) return { store, detach() {} }
  const unsubscribe = foyer.bus.subscribe((event) => store.push(event))
  const stopRelay = options.hot ? relayBus(foyer.bus, options.hot) : undefined
  const egress = createEgressLog({ page: globalThis.location?.origin ?? '' })
  const stopWatching = watchPageEgress(egress)
  const stopFrame = options.hot ? followFrameEgress(options.hot, egress) : undefined
  const panel = mountDevtools(store, { storage: options.storage, egress })
  return {
    store,
    egress,
    detach() {
      unsubscribe()
      stopRelay?.()
      stopWatching()
      stopFrame?.()
      panel.unmount()
    },
  }
}
