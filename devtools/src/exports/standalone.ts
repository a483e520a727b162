// The standalone page at /__foyer/devtools: the panel full-page, following the events of the
// app's pages through the dev server, so it can live in a second window.
import { createEventStore } from '../core/createEventStore.ts'
import { followRelay } from '../core/relay.ts'
import { mountStandalonePanel } from '../react/mountDevtools.tsx'
import type { HotChannel } from './protocol.ts'

export type MountStandaloneOptions = {
  /** `import.meta.hot` of the page. */
  hot: HotChannel
  /** @default 1000 */
  maxEvents?: number | undefined
}

/** Shows the panel full-page and follows the app's events over the dev server's websocket. */
export function mountStandalone({ hot, maxEvents }: MountStandaloneOptions) {
  const store = createEventStore({ maxEvents, startAtFirstEvent: true })
  const stop = followRelay(hot, store)
  const panel = mountStandalonePanel(store, { status: 'following the dev server' })
  return {
    store,
    unmount() {
      stop()
      panel.unmount()
    },
  }
}
