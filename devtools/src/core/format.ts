import type { RouterChannel } from '@foyer/modal/internal'

type Route = RouterChannel['after'][number]

/** `Connect` or `RegisterAccountNameSuccess {"name":"ada"}`. */
export function routeLabel(route: Route): string {
  return 'params' in route ? `${route.view} ${compactJson(route.params)}` : route.view
}

/** A history as the views in order: `Account › Networks`; `(empty)` when there is none. */
export function historyLabel(history: readonly Route[]): string {
  return history.length ? history.map(routeLabel).join(' › ') : '(empty)'
}

/** Time since the session started: `+1.234 s`, `+2:03.400`. */
export function relativeTime(time: number, startedAt: number): string {
  const ms = Math.max(0, time - startedAt)
  if (ms < 60_000) return `+${(ms / 1000).toFixed(3)} s`
  const minutes = Math.floor(ms / 60_000)
  return `+${minutes}:${((ms % 60_000) / 1000).toFixed(3).padStart(6, '0')}`
}

/** The wall-clock time, for a row's tooltip. */
export function clockTime(time: number): string {
  return new Date(time).toISOString().slice(11, 23)
}

export function formatMs(ms: number | undefined): string {
  if (ms === undefined) return '—'
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`
}

/** One-line JSON that survives bigints and cycles; for rows and the text filter. */
export function compactJson(value: unknown): string {
  if (value === undefined) return ''
  const seen = new WeakSet<object>()
  try {
    return JSON.stringify(value, (_key, v: unknown) => {
      if (typeof v === 'bigint') return `${v}n`
      if (typeof v === 'object' && v !== null) {
        if (seen.has(v)) return '[cycle]'
        seen.add(v)
      }
      return v
    })
  } catch {
    return String(value)
  }
}

/** `0x1234…abcd`. */
export function shortHex(value: string | undefined): string {
  if (!value) return '—'
  return value.length > 14 ? `${value.slice(0, 6)}…${value.slice(-4)}` : value
}
