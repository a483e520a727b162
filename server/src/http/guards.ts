import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { errorResponse, HttpError } from './errors.ts'
import type { ServerIdentity } from './identity.ts'

/** Methods that change something: their browser requests must come from an app of this server. */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Paths whose state-changing requests come from elsewhere by design: an OAuth provider's
 * `form_post` (Apple) comes from the provider's own page.
 */
const CROSS_ORIGIN_POSTS = [/^\/v1\/auth\/social\/callback\/[a-z]+$/]

/**
 * The checks every request passes before a route reads it:
 * - its `Host` must be this server's (`publicUrl`) or an app's (a request through the app's
 *   proxy): else 421, so a phishing host, DNS rebinding or a poisoned `Host` never reaches a
 *   route (`/health` is exempt: load balancers probe it by address);
 * - a browser's state-changing request (it has an `Origin`) must come from an app of this server
 *   or the server's own pages: else 403, a cross-site form or fetch (login CSRF) changes nothing.
 */
export function requestGuards(identity: ServerIdentity): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url)
    if (url.pathname !== '/health' && !identity.isAllowedHost(url.host)) {
      const expected = new URL(identity.publicUrl()).host
      const description = `This server answers for ${expected} (its publicUrl) and the hosts of its apps (appOrigins), not for "${url.host}"`
      return errorResponse(
        c,
        new HttpError(421, 'misdirected_request', description, [
          { field: 'header.host', rule: 'public_url', value: url.host, description },
        ]),
      )
    }
    const origin = c.req.header('origin')
    if (
      origin !== undefined &&
      UNSAFE_METHODS.has(c.req.method) &&
      !CROSS_ORIGIN_POSTS.some((path) => path.test(url.pathname)) &&
      origin !== identity.publicOrigin() &&
      !identity.appOrigins().includes(origin)
    ) {
      const description = `A request that changes something must come from an app of this server (appOrigins) or from the server's own pages; this one came from ${origin.slice(0, 100)}`
      return errorResponse(
        c,
        new HttpError(403, 'origin_not_allowed', description, [
          { field: 'header.origin', rule: 'allow_list', value: origin.slice(0, 100), description },
        ]),
      )
    }
    await next()
  }
}

/**
 * CORS for this server's apps (and its own pages) only, without credentials: another site's
 * scripts can neither read the answers nor spend the operator's quota through a visitor's browser.
 */
export function appCors(identity: ServerIdentity): MiddlewareHandler {
  return cors({
    origin: (origin) =>
      origin === identity.publicOrigin() || identity.appOrigins().includes(origin) ? origin : null,
    credentials: false,
  })
}
