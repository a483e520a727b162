import type { BusEvent } from '@foyer/modal/internal'

/**
 * One line of a flow's timeline: a step the CLI took, or an event of the page's Foyer bus
 * (router history, RPC allow-list decisions, tracking events, connection changes).
 */
export type TimelineEntry = {
  /** Milliseconds since the flow started. */
  at: number
  source: 'flow' | 'router' | 'rpc' | 'tracking' | 'connection' | 'storage'
  text: string
}

/**
 * A bus event as it crosses from the page (see `subscribeToBusScript`): a JSON copy, so values
 * the typed channels leave open (frame and storage payloads) carry bigints as strings.
 */
export type PageBusEvent = BusEvent

/** Turns a bus event into a timeline line; `undefined` for events not worth a line. */
export function describeBusEvent(event: PageBusEvent): Omit<TimelineEntry, 'at'> | undefined {
  switch (event.channel) {
    case 'router': {
      const { action, after } = event.payload
      return {
        source: 'router',
        text: `${action} → ${after.map((r) => r.view).join(' › ') || '(empty)'}`,
      }
    }
    case 'tracking': {
      const { event: name, properties } = event.payload
      const shown = Object.entries(properties)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
      return { source: 'tracking', text: [name, ...shown].join(' ') }
    }
    case 'rpc': {
      const { method, decision, outcome } = event.payload
      // 'pending' is followed by the outcome; one line per decision is enough.
      if (outcome === 'pending') return undefined
      return { source: 'rpc', text: `${method} ${decision} → ${outcome}` }
    }
    case 'connection': {
      const p = event.payload
      const status =
        p.type === 'status' || p.type === 'change' || p.type === 'restored' ? p.status : undefined
      const message =
        p.type === 'connect_error'
          ? p.message
          : p.type === 'announcement_rejected'
            ? p.reason
            : undefined
      const who =
        p.type === 'announcement_rejected'
          ? p.rdns
          : p.type === 'restored'
            ? undefined
            : p.connectorId
      return {
        source: 'connection',
        text: [p.type, status, who, message].filter(Boolean).join(' '),
      }
    }
    default:
      return undefined
  }
}

export type FlowSendResult = {
  ok: boolean
  /** Set when the transaction was sent, whether it was then confirmed or reverted. */
  hash: string | undefined
  blockNumber: number | undefined
  /** Why the flow failed, in the modal's words where it gave some. */
  reason: string | undefined
  /** An EVM chain id, or a Solana network's CAIP-2 id (then `blockNumber` is the slot). */
  chainId: number | string
  token: string
  amount: string
  to: string
  from: string
  url: string
  timeline: TimelineEntry[]
}

/** The text `foyer flow send` prints: the timeline, then the outcome. */
export function renderFlowResult(result: FlowSendResult): string {
  const lines = renderTimeline(result.timeline)
  const what = `${result.amount} ${result.token} from ${result.from} to ${result.to} on chain ${result.chainId}`
  const outcome = result.ok
    ? [
        `Sent ${what}.`,
        `tx ${result.hash} confirmed in ${typeof result.chainId === 'string' ? 'slot' : 'block'} ${result.blockNumber}`,
      ]
    : [`Send failed: ${result.reason}`, ...(result.hash ? [`tx ${result.hash}`] : []), `(${what})`]
  return `${['Timeline:', ...lines, '', ...outcome].join('\n')}\n`
}

/** A flow's timeline, a line per entry: seconds since the start, the source, the text. */
export function renderTimeline(timeline: TimelineEntry[]): string[] {
  return timeline.map(
    (e) => `  ${`+${(e.at / 1000).toFixed(2)}s`.padStart(8)}  ${e.source.padEnd(10)} ${e.text}`,
  )
}
