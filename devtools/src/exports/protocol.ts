// Shared by the page, the standalone page and the Vite plugin, which relays between them over
// the dev server's websocket. No React, no DOM: the plugin imports this in Node.

/** page → server → standalone pages: one bus event. */
export const RELAY_EVENT = 'foyer:devtools:event'
/** standalone page → server: send me what you have. */
export const HELLO_EVENT = 'foyer:devtools:hello'
/** server → one standalone page: the events relayed so far. */
export const HISTORY_EVENT = 'foyer:devtools:history'
/** server → pages: a request the wallet frame made of the Foyer server (the Egress tab). */
export const EGRESS_EVENT = 'foyer:devtools:egress'
/** page → server: the fault switches that act in the Foyer server (`ServerFaults`). */
export const FAULTS_EVENT = 'foyer:devtools:faults'
/** Path of the standalone page on the dev server. */
export const STANDALONE_PATH = '/__foyer/devtools'

/** One relayed bus event. `n` numbers the events of one page load (`session`). */
export type RelayMessage = {
  session: string
  n: number
  /** The page's URL, to tell several tabs apart. */
  url: string
  event: { channel: string; time: number; payload: unknown }
}

/** One request of the wallet frame, as the Foyer server in `vite dev` answered it. */
export type EgressMessage = {
  /** The Foyer server's origin, as the browser reaches it. */
  server: string
  /** When it came, in ms since epoch. */
  time: number
  method: string
  url: string
  /** `fetch`, `script`, `link`, `document`, … */
  kind: string
  status: number
  size?: number | undefined
}

/** The devtools' fault switches (the Faults tab). */
export type FaultName =
  | 'walletRejects'
  | 'chainDown'
  | 'relayDown'
  | 'popupBlocked'
  | 'mailDown'
  | 'serverDown'
export type FaultState = Record<FaultName, boolean>
/** The switches the Foyer server acts on, as the page sends them (`FAULTS_EVENT`). */
export type ServerFaultsMessage = Pick<FaultState, 'chainDown' | 'mailDown' | 'serverDown'>

/** The part of `import.meta.hot` the relay uses. */
export type HotChannel = {
  send(event: string, data?: unknown): void
  // biome-ignore lint/suspicious/noExplicitAny: matches import.meta.hot's listener signature.
  on(event: string, listener: (data: any) => void): void
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  off?(event: string, listener: (data: any) => void): void
}

/** Query parameters whose values say nothing secret and help read the list. */
const SHOWN_PARAMS = new Set(['chainId', 'projectId'])

/**
 * `url` without its hash and with each query value replaced by `…` unless its name is a chain or
 * project id: a code, token or state in a URL never reaches the panel (or an exported session).
 * @example redactUrl('https://x.dev/cb?code=123&chainId=1#a') // 'https://x.dev/cb?code=…&chainId=1'
 */
export function redactUrl(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return url.split(/[?#]/)[0] ?? ''
  }
  const query = [...parsed.searchParams.keys()].map(
    (key) =>
      `${encodeURIComponent(key)}=${SHOWN_PARAMS.has(key) ? encodeURIComponent(parsed.searchParams.get(key) ?? '') : '…'}`,
  )
  return `${parsed.origin}${parsed.pathname}${query.length ? `?${[...new Set(query)].join('&')}` : ''}`
}
