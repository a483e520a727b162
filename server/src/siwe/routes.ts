import { siweApiSchemas } from '@foyer/modal/frame-protocol'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { Hex } from 'viem'
import type { AppDeps } from '../app.ts'
import { HttpError } from '../http/errors.ts'
import { readBody } from '../http/validate.ts'
import { messageProblem, parseMessage } from './checkSiweMessage.ts'
import { consumeNonce, issueNonce, unusableNonceError } from './nonces.ts'
import { findSession, insertSession, revokeSession } from './sessions.ts'
import { newSessionToken, SESSION_COOKIE } from './sessionToken.ts'
import { siweClients } from './siweClients.ts'

function noSession(description: string): HttpError {
  return new HttpError(401, 'no_session', description)
}

/**
 * Sign in with Ethereum (EIP-4361), mounted at `/v1/siwe`:
 * - `GET /nonce` → `{ nonce }`, single use, valid `config.siwe.nonceTtlSeconds`.
 * - `POST /verify` `{ message, signature }` → `{ address, chainId, expiresAt }` and the
 *   `foyer_session` cookie (HttpOnly, SameSite=Lax, Path=/, Secure on https).
 * - `GET /session` → the cookie's session, or 401 `no_session`.
 * - `POST /signout` → ends the session and clears the cookie; 200 signed in or not.
 *
 * Every attempt the server can judge burns the message's nonce, whatever else fails: a nonce
 * then buys exactly one try, and no message can be tried again (replay, or guessing at a
 * signature). Only a node outage (502) leaves it, since the server judged nothing. Consuming the
 * nonce and inserting the session share one transaction: a database failure writes neither.
 */
export function siweRoutes({ storage, config, fetch, identity }: AppDeps): Hono {
  const { db } = storage
  // Secure when the browser reached us over https: publicUrl's scheme, or a trusted proxy's word.
  const cookieOptions = (c: Context) =>
    ({ httpOnly: true, sameSite: 'Lax', path: '/', secure: identity.isHttps(c) }) as const
  const clientFor = siweClients(config, fetch)
  const chainIds = config.chains.map((chain) => chain.id)

  /**
   * Which app's session a request asks about: `?domain=` (a host backend's verifier), else the
   * app whose page sent it (`Origin`), else the app host it came through (its proxy).
   */
  const sessionDomain = (c: Context): string => {
    const asked = c.req.query('domain')
    if (asked) return asked
    const origin = c.req.header('origin')
    if (origin && identity.appOrigins().includes(origin)) return new URL(origin).host
    return new URL(c.req.url).host
  }

  return new Hono()
    .get('/nonce', async (c) => {
      const nonce = await issueNonce(db, config.siwe.nonceTtlSeconds)
      c.header('Cache-Control', 'no-store')
      return c.json(siweApiSchemas.nonceResponse.parse({ nonce }))
    })
    .post('/verify', async (c) => {
      const body = await readBody(c, siweApiSchemas.verifyRequest)
      const message = parseMessage(body.message)
      // The apps this server serves, from its config: never the request's Host, which a
      // phishing site that got a victim's signature for its own domain would simply set.
      let problem = messageProblem(message, {
        domains: identity.appHosts(),
        origins: identity.appOrigins(),
        chainIds,
      })

      if (!problem) {
        const client = clientFor(message.chainId)
        const unreachable = () =>
          new HttpError(
            502,
            'upstream_unavailable',
            `Could not check the signature: the node of chain ${message.chainId} did not answer. The nonce was not used: try again.`,
          )
        const valid = await client
          .verifySiweMessage({ message: body.message, signature: body.signature as Hex })
          .catch(() => {
            throw unreachable()
          })
        if (!valid) {
          // viem reads a failed eth_call as "not valid": make sure the node answered before
          // calling the signature wrong (and burning the nonce).
          await client.request({ method: 'eth_chainId' }).catch(() => {
            throw unreachable()
          })
          const description = `The signature is not ${message.address}'s signature of this message`
          problem = new HttpError(401, 'invalid_signature', description, [
            { field: 'body.signature', rule: 'signature', description },
          ])
        }
      }

      const token = newSessionToken()
      const outcome = await db.transaction(async (tx) => {
        if (!(await consumeNonce(tx, message.nonce))) return { nonceRefused: true as const }
        if (problem) return { nonceRefused: false as const }
        const session = await insertSession(tx, {
          token,
          address: message.address,
          chainId: message.chainId,
          domain: message.domain,
          ttlSeconds: config.siwe.sessionTtlSeconds,
          notAfter: message.expirationTime,
        })
        return { nonceRefused: false as const, session }
      })
      if (problem) throw problem
      if (outcome.nonceRefused) throw await unusableNonceError(db, message.nonce)
      if (!outcome.session) throw new Error('SIWE verify ended with neither a session nor a reason')

      const ttl = config.siwe.sessionTtlSeconds
      const maxAge = message.expirationTime
        ? Math.max(
            0,
            Math.min(ttl, Math.floor((message.expirationTime.getTime() - Date.now()) / 1000)),
          )
        : ttl
      setCookie(c, SESSION_COOKIE, token, { ...cookieOptions(c), maxAge })
      c.header('Cache-Control', 'no-store')
      return c.json(outcome.session)
    })
    .get('/session', async (c) => {
      const token = getCookie(c, SESSION_COOKIE)
      if (token === undefined)
        throw noSession(`Not signed in: the request has no ${SESSION_COOKIE} cookie`)
      const session = await findSession(db, token, sessionDomain(c))
      if (!session) throw noSession('Not signed in: the session has expired or was signed out')
      c.header('Cache-Control', 'no-store')
      return c.json(session)
    })
    .post('/signout', async (c) => {
      await revokeSession(db, getCookie(c, SESSION_COOKIE))
      deleteCookie(c, SESSION_COOKIE, cookieOptions(c))
      return c.json(siweApiSchemas.signoutResponse.parse({ signedOut: true }))
    })
}
