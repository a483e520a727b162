import type { Bus } from '@foyer/modal/internal'
import {
  EGRESS_EVENT,
  type EgressMessage,
  HELLO_EVENT,
  HISTORY_EVENT,
  type HotChannel,
  RELAY_EVENT,
  type RelayMessage,
} from '../exports/protocol.ts'
import type { EventStore } from './createEventStore.ts'
import type { EgressLog } from './egress.ts'
import { isObject, readBusEvent } from './readBusEvent.ts'
import type { BusEvent } from './types.ts'

/** A copy that survives JSON: bigints (token amounts) become decimal strings. */
function toWire(event: BusEvent): RelayMessage['event'] {
  return JSON.parse(
    JSON.stringify(event, (_key, value) => (typeof value === 'bigint' ? value.toString() : value)),
  )
}

/**
 * Page side: sends every event of `bus` to the dev server, which passes it on to the standalone
 * devtools pages. Returns the unsubscribe function.
 */
export function relayBus(
  bus: Pick<Bus, 'subscribe'>,
  hot: HotChannel,
  { session = Math.random().toString(36).slice(2, 10), url = globalThis.location?.href ?? '' } = {},
): () => void {
  let n = 0
  return bus.subscribe((event) => {
    const message: RelayMessage = { session, n: ++n, url, event: toWire(event) }
    hot.send(RELAY_EVENT, message)
  })
}

/**
 * Standalone side: records the events the dev server relays, starting with those it relayed
 * before this page opened. Each event is recorded once. Returns the stop function.
 */
export function followRelay(
  hot: HotChannel,
  store: EventStore,
  { historyTimeoutMs = 2_000 } = {},
): () => void {
  // Live events wait until the history is in: they may be in it too, and they are newer.
  let waiting: RelayMessage[] | undefined = []
  const push = (message: RelayMessage) => {
    // The dev server passes on whatever a page sent: only bus events are recorded.
    const event = readBusEvent(message.event)
    if (event) store.push(event, message.session)
  }
  const flush = (history: RelayMessage[]) => {
    if (!waiting) return
    const known = new Set(history.map((m) => `${m.session}:${m.n}`))
    const live = waiting.filter((m) => !known.has(`${m.session}:${m.n}`))
    waiting = undefined
    clearTimeout(timer)
    for (const message of [...history, ...live]) push(message)
  }
  const onEvent = (message: RelayMessage) => {
    if (waiting) waiting.push(message)
    else push(message)
  }
  const onHistory = (history: RelayMessage[]) => flush(history)
  // A server that never answers (an older plugin) must not hold the live events back forever.
  const timer = setTimeout(() => flush([]), historyTimeoutMs)
  hot.on(RELAY_EVENT, onEvent)
  hot.on(HISTORY_EVENT, onHistory)
  hot.send(HELLO_EVENT, {})
  return () => {
    clearTimeout(timer)
    hot.off?.(RELAY_EVENT, onEvent)
    hot.off?.(HISTORY_EVENT, onHistory)
  }
}

const isEgressMessage = (m: unknown): m is EgressMessage =>
  isObject(m) &&
  typeof m.server === 'string' &&
  typeof m.time === 'number' &&
  typeof m.method === 'string' &&
  typeof m.url === 'string' &&
  typeof m.kind === 'string' &&
  typeof m.status === 'number' &&
  (m.size === undefined || typeof m.size === 'number')

/**
 * Page side: adds the wallet frame's requests, which the dev server's Foyer server reports, to
 * `log`, once the page holds a frame of that server. Returns the stop function.
 */
export function followFrameEgress(hot: HotChannel, log: EgressLog): () => void {
  const onEgress = (message: unknown) => {
    if (!isEgressMessage(message)) return
    // The server tells every page of the dev server: only one holding its frame lists it.
    const framed = [...(globalThis.document?.querySelectorAll('iframe') ?? [])].some((frame) =>
      frame.src.startsWith(`${message.server}/`),
    )
    if (!framed) return
    log.setServerOrigin(message.server)
    log.add({
      time: message.time,
      from: 'frame',
      method: message.method,
      url: message.url,
      kind: message.kind,
      status: message.status,
      size: message.size,
    })
  }
  hot.on(EGRESS_EVENT, onEgress)
  return () => hot.off?.(EGRESS_EVENT, onEgress)
}
