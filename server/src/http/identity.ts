import { isIP } from 'node:net'
import type { Context } from 'hono'
import type { ServerConfig } from '../config.ts'
import { isAppOrigin } from '../config.ts'
import { HttpError } from './errors.ts'

/** What the identity needs of the server's dependencies. */
export type IdentityDeps = {
  config: Pick<ServerConfig, 'publicUrl' | 'appOrigins' | 'trustedProxies'>
  /** More app origins, read on every request (the Vite plugin's dev server, once it listens). */
  appOrigins?: (() => readonly string[]) | undefined
  /** Where the server listens, once it does (`startServer`): the public URL when none is set. */
  listenUrl?: (() => string | undefined) | undefined
}

/**
 * Who this server is, decided by its configuration and never by a request: the URL it is
 * reached at (every absolute URL it builds starts with it) and the apps it serves. `Host` and
 * `X-Forwarded-*` are what an attacker chooses, so they are only ever checked against this, and
 * `X-Forwarded-*` is read only from a configured trusted proxy.
 */
export type ServerIdentity = {
  /** `config.publicUrl`, else where `startServer` listens, else `http://localhost`; no trailing slash. */
  publicUrl(): string
  /** The origin of `publicUrl()`: the wallet frame's origin. */
  publicOrigin(): string
  /** The origins of the apps this server serves (`config.appOrigins` and the dev server's). */
  appOrigins(): string[]
  /** The hosts (`app.example.com`, `localhost:5173`) of the app origins: SIWE's domains. */
  appHosts(): string[]
  /** True when a request may name `host`: the public URL's, or an app's (behind its proxy). */
  isAllowedHost(host: string | undefined): boolean
  /** The client's IP address: the socket's, or, from a trusted proxy, the nearest one it names. */
  clientIp(c: Context): string
  /** Whether the browser reached this server over https (publicUrl's scheme, or a trusted proxy's word). */
  isHttps(c: Context): boolean
}

const FALLBACK_URL = 'http://localhost'

/** The socket address of the request (`@hono/node-server`), or undefined (tests calling `app.request`). */
function socketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  const address = env?.incoming?.socket?.remoteAddress
  // IPv4 clients of a dual-stack socket come as ::ffff:1.2.3.4.
  return address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
}

/** The server's identity from its config; see {@link ServerIdentity}. */
export function serverIdentity(deps: IdentityDeps): ServerIdentity {
  const { config } = deps
  const trusted = new Set(config.trustedProxies)
  const publicUrl = () =>
    (config.publicUrl ?? deps.listenUrl?.() ?? FALLBACK_URL).replace(/\/+$/, '')
  const appOrigins = () => [
    ...new Set([...config.appOrigins, ...(deps.appOrigins?.() ?? []).filter(isAppOrigin)]),
  ]
  const fromTrustedProxy = (c: Context) => {
    const address = socketAddress(c)
    return address !== undefined && trusted.has(address)
  }
  const identity: ServerIdentity = {
    publicUrl,
    publicOrigin: () => new URL(publicUrl()).origin,
    appOrigins,
    appHosts: () => appOrigins().map((origin) => new URL(origin).host),
    isAllowedHost(host) {
      if (!host) return false
      const wanted = host.toLowerCase()
      if (new URL(publicUrl()).host === wanted) return true
      return identity.appHosts().includes(wanted)
    },
    clientIp(c) {
      const address = socketAddress(c) ?? 'unknown'
      if (!fromTrustedProxy(c)) return address
      // Proxies append: the nearest address that is not one of ours is the client.
      const chain = (c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => isIP(part) !== 0)
      for (let i = chain.length - 1; i >= 0; i--) {
        const hop = chain[i] as string
        if (!trusted.has(hop)) return hop
      }
      return chain[0] ?? address
    },
    isHttps(c) {
      if (publicUrl().startsWith('https:')) return true
      if (!fromTrustedProxy(c)) return false
      return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https'
    },
  }
  return identity
}

/**
 * Throws a 404 `error` unless the request came to the server's own origin (its publicUrl's host),
 * rather than through an app's proxy: what an app's scripts must never read on their own origin
 * (the wallet frame's keys, the dev mailbox's sign-in codes). `describe` says where it is served
 * instead, for the host the request named.
 */
export function onPublicOrigin(
  c: Context,
  identity: Pick<ServerIdentity, 'publicUrl'>,
  error: string,
  describe: (host: string) => string,
): void {
  const host = new URL(c.req.url).host
  if (host === new URL(identity.publicUrl()).host) return
  const description = describe(host)
  throw new HttpError(404, error, description, [
    { field: 'header.host', rule: 'public_url', value: host, description },
  ])
}
