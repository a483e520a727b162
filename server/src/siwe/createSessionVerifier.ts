import { type SiweSession, siweApiSchemas } from '@foyer/modal/contracts'
import { sessionCookieOf } from './getSiweSession.ts'
import { isSessionToken, SESSION_COOKIE } from './sessionToken.ts'

/** Options of {@link createSessionVerifier}. */
export type SessionVerifierOptions = {
  /** Where the Foyer server answers, e.g. `https://foyer.internal:8787` or `https://app.example/__foyer/api`. */
  serverUrl: string
  /**
   * The app's host as its SIWE messages name it (`app.example.com`): a session signed in for
   * another app of the same server is not this app's.
   */
  domain: string
  /** @default globalThis.fetch */
  fetch?: typeof fetch
}

/**
 * A function that asks a running Foyer server whose session a request carries: it forwards the
 * request's `foyer_session` cookie (and no other) to `GET {serverUrl}/v1/siwe/session?domain=`. For a
 * host backend that does not share Foyer's database. It resolves `null` when the request is not
 * signed in, and throws when the server cannot answer (an outage is not a sign-out).
 * @example
 * import { createSessionVerifier } from '@foyer/server'
 * const verifySession = createSessionVerifier({
 *   serverUrl: 'http://127.0.0.1:8787',
 *   domain: 'app.example.com',
 * })
 * app.get('/api/me', async (c) => {
 *   const session = await verifySession(c.req.raw)
 *   if (!session) return c.json({ error: 'sign in first' }, 401)
 *   return c.json({ address: session.address, chainId: session.chainId })
 * })
 */
export function createSessionVerifier(
  options: SessionVerifierOptions,
): (request: Request) => Promise<SiweSession | null> {
  const base = options.serverUrl.endsWith('/') ? options.serverUrl : `${options.serverUrl}/`
  const url = new URL('v1/siwe/session', base).toString()
  const asked = `${url}?${new URLSearchParams({ domain: options.domain })}`
  const fetchFn = options.fetch ?? globalThis.fetch
  return async (request) => {
    const token = sessionCookieOf(request)
    if (!isSessionToken(token)) return null
    let response: Response
    try {
      response = await fetchFn(asked, { headers: { cookie: `${SESSION_COOKIE}=${token}` } })
    } catch (error) {
      throw new Error(`Could not reach the Foyer server at ${url} to check a session`, {
        cause: error,
      })
    }
    if (response.status === 401) {
      await response.body?.cancel()
      return null
    }
    if (!response.ok) {
      await response.body?.cancel()
      throw new Error(`The Foyer server at ${url} answered ${response.status} to a session check`)
    }
    const parsed = siweApiSchemas.session.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success)
      throw new Error(`The Foyer server at ${url} answered a session check with an unexpected body`)
    return parsed.data
  }
}
