import type { SiweSession } from '@foyer/modal/contracts'
import { parse } from 'hono/utils/cookie'
import type { Storage } from '../storage/openStorage.ts'
import { findSession } from './sessions.ts'
import { SESSION_COOKIE } from './sessionToken.ts'

/** The `foyer_session` cookie of a request, if any. */
export function sessionCookieOf(request: Request): string | undefined {
  const header = request.headers.get('cookie')
  return header ? parse(header, SESSION_COOKIE)[SESSION_COOKIE] : undefined
}

/**
 * The signed-in session of a request (its `foyer_session` cookie) for the app `domain`, or
 * `null` when it has none, it expired or was signed out, or it was signed in for another domain.
 * For a host backend that shares Foyer's database; one that does not uses
 * {@link createSessionVerifier}.
 * @example
 * import { getSiweSession, openStorage } from '@foyer/server'
 * const storage = await openStorage({ databaseUrl: process.env.DATABASE_URL })
 * app.get('/api/me', async (c) => {
 *   const session = await getSiweSession(c.req.raw, { storage, domain: 'app.example.com' })
 *   if (!session) return c.json({ error: 'sign in first' }, 401)
 *   return c.json({ address: session.address })
 * })
 */
export async function getSiweSession(
  request: Request,
  {
    storage,
    domain,
  }: {
    storage: Storage
    /** The app's host as its SIWE messages name it (`app.example.com`, `localhost:5173`). */
    domain: string
  },
): Promise<SiweSession | null> {
  return findSession(storage.db, sessionCookieOf(request), domain)
}
