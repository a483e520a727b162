import { compactJson, formatMs, historyLabel, shortHex } from './format.ts'
import type { DevtoolsEvent } from './types.ts'

export type EventSummary = { title: string; detail: string }

/** The Timeline's words for one event. */
export function describeEvent(event: DevtoolsEvent): EventSummary {
  switch (event.channel) {
    case 'router': {
      const { action, before, after } = event.payload
      return { title: action, detail: `${historyLabel(before)} → ${historyLabel(after)}` }
    }
    case 'rpc': {
      const p = event.payload
      const list = p.list ? ` (${p.list} list)` : ''
      const latency = p.latencyMs === undefined ? '' : ` · ${formatMs(p.latencyMs)}`
      const source = p.source ? ` · ${p.source}${p.url ? ` ${p.url}` : ''}` : ''
      // The modal's own wallet calls are reported, not gated (see the RPC tab).
      const decision =
        p.decision === 'disallowed' && p.source === 'modal' ? 'not listed (not gated)' : p.decision
      return { title: p.method, detail: `${decision}${list} → ${p.outcome}${latency}${source}` }
    }
    case 'frame': {
      const p = event.payload
      const arrow = p.direction === 'app-to-frame' ? 'app → frame' : 'frame → app'
      const reply = p.replyTo ? ` · reply to #${p.replyTo} in ${formatMs(p.roundTripMs)}` : ''
      return { title: p.type, detail: `${arrow} · #${p.id}${reply}` }
    }
    case 'tracking':
      return { title: event.payload.event, detail: compactJson(event.payload.properties) }
    case 'connection': {
      const p = event.payload
      if (p.type === 'change')
        return {
          title: 'change',
          detail: `${p.status} · ${shortHex(p.address)} · chain ${p.chainId ?? '—'} · ${p.connections.length} connection(s)`,
        }
      if (p.type === 'connect_error')
        return { title: 'connect_error', detail: `${p.connectorId}: ${p.message}` }
      if (p.type === 'connect_success')
        return { title: 'connect_success', detail: `${p.connectorId}: ${shortHex(p.address)}` }
      if (p.type === 'status')
        return { title: 'status', detail: [p.status, p.connectorId].filter(Boolean).join(' · ') }
      if (p.type === 'restored') return { title: 'restored', detail: p.status }
      if (p.type === 'announcement_rejected')
        return {
          title: 'announcement rejected',
          detail: `${p.rdns ?? 'no rdns'}: ${p.reason}`,
        }
      return { title: 'disconnect', detail: p.connectorId }
    }
    case 'flow': {
      if (event.payload.type === 'user_operation') {
        const { hash, chainId, sponsor } = event.payload
        return {
          title: 'UserOperation',
          detail: `${hash} · chain ${chainId}${sponsor ? ` · gas paid by ${sponsor}` : ''}`,
        }
      }
      const { type, ...rest } = event.payload
      return { title: type, detail: Object.keys(rest).length > 0 ? compactJson(rest) : '' }
    }
    case 'storage': {
      const p = event.payload
      const value = p.action === 'set' ? ` = ${compactJson(p.value)}` : ''
      return {
        title: `${p.action} ${p.key}`,
        detail: `${p.storageKey}${value}${p.error ? ` (failed: ${p.error})` : ''}`,
      }
    }
  }
}

const searchTexts = new WeakMap<DevtoolsEvent, string>()

/** Everything a text filter matches against, lower-cased; computed once per event. */
export function searchText(event: DevtoolsEvent): string {
  let text = searchTexts.get(event)
  if (text === undefined) {
    const { title, detail } = describeEvent(event)
    text = `${event.channel} ${title} ${detail} ${compactJson(event.payload)}`.toLowerCase()
    searchTexts.set(event, text)
  }
  return text
}
