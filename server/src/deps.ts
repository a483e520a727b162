import type { ServerConfig } from './config.ts'
import type { ServerIdentity } from './http/identity.ts'
import type { DevMailbox } from './mail/devMailbox.ts'
import type { Mailer } from './mail/sendMail.ts'
import type { PriceSource } from './onramp/priceSource.ts'
import type { Storage } from './storage/database.ts'

// The dependencies every route group gets, in a module that imports no route: route groups
// import these types, and `app.ts` imports the route groups, without a circle.

/** An answered request, as `onRequest` is told of it: never a header value but these, nor a body. */
export type ObservedRequest = {
  method: string
  /** The URL as requested (the Host it named), query included. */
  url: string
  status: number
  /** Bytes of the response body, when its Content-Length says. */
  size?: number | undefined
  /** When it came, in ms since epoch. */
  startedAt: number
  /** `Sec-Fetch-Site`: `same-origin` for the wallet frame's own requests. */
  fetchSite?: string | undefined
  /** `Sec-Fetch-Dest`: `empty` (fetch), `script`, `style`, `iframe`, `document`, … */
  fetchDest?: string | undefined
}

/**
 * Faults a developer switches on from the devtools (the Vite plugin's `vite dev` server only),
 * read on every request: the chain nodes unreachable, the SMTP server down, every answer 503.
 */
export type ServerFaults = {
  chainDown?: boolean | undefined
  mailDown?: boolean | undefined
  serverDown?: boolean | undefined
}

/** What every route group gets. */
export type ServerDeps = {
  storage: Storage
  config: ServerConfig
  /** Upstream calls (RPC). @default globalThis.fetch */
  fetch?: typeof fetch
  /**
   * Where unexpected errors are reported (never to the client), their secrets redacted (a plain
   * Error: message and stack of the error and its causes). @default console.error
   */
  logError?: (error: unknown) => void
  /** USD prices for on-ramp quotes and `/v1/onramp/price` (a live feed). @default config.onramp.pricesUsd */
  prices?: PriceSource
  /** Sends login mail. @default a pooled transport to config.email.smtpUrl or SMTP_URL */
  mailer?: Mailer
  /** The dev mailbox listed at `/__mailbox` (email.devMailbox; `startServer` starts it). */
  mailbox?: DevMailbox
  /**
   * The built wallet frame served at `/frame` (its `index.html` and `assets/`).
   * @default the copy shipped in this package, else the monorepo's `frame/dist` (`findFrameDir`)
   */
  frameDir?: string
  /**
   * More app origins, read on every request and added to `config.appOrigins` (the Vite plugin's
   * dev server, whose port is known once it listens).
   */
  appOrigins?: () => readonly string[]
  /** Told of every answered request (the Vite plugin's devtools list the frame's). */
  onRequest?: (request: ObservedRequest) => void
  /** Dev only: faults switched on from the devtools (`ServerFaults`). @default none */
  faults?: ServerFaults
  /** Where the server listens once it does (`startServer`): the public URL when the config has none. */
  listenUrl?: () => string | undefined
}

/** What route groups get: the dependencies and the server's identity (who it is, whom it serves). */
export type AppDeps = ServerDeps & { identity: ServerIdentity }
