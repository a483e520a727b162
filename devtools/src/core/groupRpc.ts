import type { RpcChannel } from '@foyer/modal/internal'
import type { DevtoolsEvent } from './types.ts'

type Rpc = RpcChannel

/** One RPC request with every outcome it went through (pending → approved). */
export type RpcRow = {
  key: string
  id: string
  method: string
  decision: Rpc['decision']
  list: Rpc['list']
  source: Rpc['source']
  /** Where a node request went (`/__foyer/api/rpc?chainId=1&projectId=…`). */
  url: string | undefined
  outcomes: Rpc['outcome'][]
  /** The last outcome's latency. */
  latencyMs: number | undefined
  answeredFrom: Rpc['answeredFrom']
  /** What it asked (an eth_call's contract and function), when the event said. */
  params: string | undefined
  /** The answer, or why it failed, from the last outcome that said. */
  result: string | undefined
  error: string | undefined
  /** Time of the first event. */
  time: number
}

/** The RPC tab's rows: the `rpc` events of one request folded together, newest request first. */
export function groupRpc(events: readonly DevtoolsEvent[]): RpcRow[] {
  const rows = new Map<string, RpcRow>()
  for (const event of events) {
    if (event.channel !== 'rpc') continue
    const p = event.payload
    const key = `${event.session ?? ''}:${p.source ?? 'gate'}:${p.id}`
    const row = rows.get(key)
    const result = p.outcome === 'pending' ? undefined : p.result
    const error = p.outcome === 'pending' ? undefined : p.error
    if (row) {
      row.outcomes.push(p.outcome)
      if (p.latencyMs !== undefined) row.latencyMs = p.latencyMs
      if (p.answeredFrom) row.answeredFrom = p.answeredFrom
      row.params ??= p.params
      if (result !== undefined) row.result = result
      if (error !== undefined) row.error = error
    } else {
      rows.set(key, {
        key,
        id: p.id,
        method: p.method,
        decision: p.decision,
        list: p.list,
        source: p.source,
        url: p.url,
        outcomes: [p.outcome],
        latencyMs: p.latencyMs,
        answeredFrom: p.answeredFrom,
        params: p.params,
        result,
        error,
        time: event.time,
      })
    }
  }
  return [...rows.values()].reverse()
}
