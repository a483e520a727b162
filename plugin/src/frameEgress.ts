import { type EgressMessage, redactUrl } from '@foyer/devtools/protocol'
import type { ObservedRequest } from '@foyer/server'

/**
 * A request the wallet frame made of its own server (`Sec-Fetch-Site: same-origin`: its code,
 * styles and API calls), as the devtools' Egress tab lists it; undefined for the rest (the app's
 * requests through the dev server's proxy, the frame's page itself, which the page's own list
 * has, and non-browser clients such as a test reading the mailbox).
 */
export function frameEgress(
  request: ObservedRequest,
  serverOrigin: string,
): EgressMessage | undefined {
  if (request.fetchSite !== 'same-origin') return undefined
  const url = new URL(request.url)
  const kinds: Record<string, string> = { empty: 'fetch', style: 'link' }
  return {
    server: serverOrigin,
    time: request.startedAt,
    method: request.method,
    // Redacted here: the websocket reaches every page of the dev server.
    url: redactUrl(`${serverOrigin}${url.pathname}${url.search}`),
    kind: kinds[request.fetchDest ?? ''] ?? request.fetchDest ?? 'other',
    status: request.status,
    size: request.size,
  }
}
