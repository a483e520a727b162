import { redactUrl } from '../exports/protocol.ts'

export { redactUrl }

/** Who made a request: the host page (the modal, the app, the dev server's client) or the frame. */
export type EgressSource = 'page' | 'frame'

/** One request that left the page or the wallet frame, as the Egress tab lists it. */
export type EgressEntry = {
  /** Order of arrival in this panel. */
  seq: number
  /** When it started, in ms since epoch. */
  time: number
  from: EgressSource
  method: string
  /** The URL, its query values other than chain and project ids replaced by `…`, no hash. */
  url: string
  /** What asked for it: `fetch`, `script`, `link`, `img`, `iframe`, `document`, … */
  kind: string
  /** Bytes of the response body, when the browser or the server could tell. */
  size?: number | undefined
  /** The HTTP status, when known (the frame's requests, as the server answered them). */
  status?: number | undefined
  /** Why it was made, in words. */
  why: string
  /** Not the app's origin nor the Foyer server's: what a developer should look at. */
  external: boolean
}

/** The origins the panel knows: the page's own, and the Foyer server's (the frame's). */
export type KnownOrigins = { page: string; server?: string | undefined }

// The Foyer server's routes, by path prefix, and what a request to each is for.
const SERVER_ROUTES: [string, string][] = [
  ['/rpc', 'chain reads and transactions, through the Foyer server'],
  ['/v1/auth/email/change', 'email change'],
  ['/v1/auth/social', 'social login'],
  ['/v1/auth/passkey', 'passkey login'],
  ['/v1/auth', 'email login and session'],
  ['/v1/keys', 'the wallet key shares'],
  ['/v1/user-operations', 'smart account'],
  ['/v1/profile', 'account names'],
  ['/v1/names', 'account names'],
  ['/v1/onramp', 'buy crypto (on-ramp)'],
  ['/v1/siwe', 'sign in with Ethereum'],
  ['/health', 'server health'],
  ['/frame/assets', 'the wallet frame’s code'],
  ['/frame', 'the wallet frame’s page'],
  ['/assets', 'the wallet frame’s code'],
]

/** The Vite dev server's own paths (its client, pre-bundled dependencies, source modules). */
const VITE_PATHS = ['/@vite/', '/@id/', '/@fs/', '/@react-refresh', '/node_modules/.vite/']

function serverRoute(path: string): string | undefined {
  return SERVER_ROUTES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1]
}

/**
 * Why a request was made, in words, and whether it went outside the page's and the Foyer
 * server's origins.
 * @example describeEgress({ url: 'http://127.0.0.1:5173/__foyer/api/rpc?chainId=1', from: 'page', kind: 'fetch' }, origins).why // 'chain reads and transactions, through the Foyer server'
 */
export function describeEgress(
  request: { url: string; from: EgressSource; kind: string },
  origins: KnownOrigins,
): { why: string; external: boolean } {
  let url: URL
  try {
    url = new URL(request.url)
  } catch {
    return { why: request.kind, external: true }
  }
  const path = url.pathname
  if (url.origin === origins.server)
    return {
      why:
        request.kind === 'iframe' ? 'the wallet frame' : (serverRoute(path) ?? 'the Foyer server'),
      external: false,
    }
  if (url.origin === origins.page) {
    if (path.startsWith('/__foyer/api/'))
      return {
        why: serverRoute(path.slice('/__foyer/api'.length)) ?? 'the Foyer server',
        external: false,
      }
    if (path.startsWith('/__foyer/devtools') || path.startsWith('/@foyer/devtools'))
      return { why: 'this devtools panel', external: false }
    if (/foyer/i.test(path) && (request.kind === 'script' || request.kind === 'other'))
      return { why: 'Foyer’s code', external: false }
    if (VITE_PATHS.some((prefix) => path.startsWith(prefix)))
      return { why: 'the dev server (Vite)', external: false }
    if (['script', 'link', 'css', 'other'].includes(request.kind))
      return { why: 'the app’s code and styles', external: false }
    return { why: `the app (${request.kind})`, external: false }
  }
  return { why: `${url.host} (${request.kind})`, external: true }
}

/** The Egress tab's list: entries in order, and who is told when one comes. */
export type EgressLog = {
  getSnapshot(): readonly EgressEntry[]
  subscribe(listener: () => void): () => void
  /** Adds a request (redacting its URL and saying why); a duplicate `key` is ignored. */
  add(
    request: Omit<EgressEntry, 'seq' | 'why' | 'external' | 'url'> & { url: string },
    key?: string,
  ): void
  /** The Foyer server's origin, once known (the frame's requests name it). */
  setServerOrigin(origin: string): void
}

/**
 * A bounded list of requests (the oldest dropped past `max`), for the Egress tab.
 * @example const log = createEgressLog({ page: location.origin })
 */
export function createEgressLog(origins: KnownOrigins, { max = 2_000 } = {}): EgressLog {
  let entries: EgressEntry[] = []
  let seq = 0
  const known = new Set<string>()
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  return {
    getSnapshot: () => entries,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    add(request, key) {
      if (key !== undefined) {
        if (known.has(key)) return
        known.add(key)
      }
      const entry: EgressEntry = {
        ...request,
        seq: ++seq,
        url: redactUrl(request.url),
        ...describeEgress(request, origins),
      }
      entries = [...entries, entry].sort((a, b) => a.time - b.time || a.seq - b.seq)
      if (entries.length > max) entries = entries.slice(entries.length - max)
      notify()
    },
    setServerOrigin(origin) {
      if (origins.server === origin) return
      origins = { ...origins, server: origin }
      // Entries already in were described without it.
      entries = entries.map((e) => ({ ...e, ...describeEgress(e, origins) }))
      notify()
    },
  }
}

/** The entries with every word of `text` (any case) in who asked, method, URL, status or why. */
export function filterEgress(
  entries: readonly EgressEntry[],
  text: string,
): readonly EgressEntry[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return entries
  return entries.filter((entry) => {
    const haystack = [
      entry.from === 'frame' ? 'wallet frame' : 'page',
      entry.method,
      entry.url,
      entry.status ?? '',
      entry.why,
      entry.external ? 'external' : '',
    ]
      .join(' ')
      .toLowerCase()
    return words.every((word) => haystack.includes(word))
  })
}
