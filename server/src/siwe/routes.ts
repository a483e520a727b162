import { foyerRoutes, siweApiSchemas } from '@foyer/modal/contracts'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { Hex } from 'viem'
import type { AppDeps } from '../deps.ts'
import { HttpError } from '../http/errors.ts'
import { jsonBody } from '../http/validate.ts'
import { limitAttemptsPerIp, limitContractSignatureChecks } from '../limits/signatureLimits.ts'
import { createSignatureVerifier } from '../names/verifySignature.ts'
import { messageProblem, parseMessage } from './checkSiweMessage.ts'
import { consumeNonce, issueNonce, nonceProblem, unusableNonceError } from './nonces.ts'
import { findSession, insertSession, revokeSession } from './sessions.ts'
import { newSessionToken, SESSION_COOKIE } from './sessionToken.ts'

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
 * `/verify` checks the cheap things before the costly ones, and never asks a chain's node before
 * the request has earned it: the message's own fields (domain, URI, chain, validity window), then
 * its nonce (issued here, unused, unexpired: one read), then the client IP's attempts
 * (`siwe.verifyRateLimitPerMinutePerIp`), then the signature: an EOA's is recovered locally;
 * only another kind (ERC-1271, ERC-6492, whose check runs the signer's chosen factory code in an
 * `eth_call`) goes to the node, within `contractSignatures`' per-IP and global limits.
 *
 * Every attempt the server judges burns the message's nonce, whatever else fails: a nonce then
 * buys exactly one try, and no message can be tried again (replay, or guessing at a signature).
 * A refusal that judged nothing leaves it usable: a rate limit (429) or a node outage (502).
 * Consuming the nonce and inserting the session share one transaction: a database failure
 * writes neither.
 */
export function siweRoutes({ storage, config, fetch, identity }: AppDeps): Hono {
  const { db } = storage
  // Secure when the browser reached us over https: publicUrl's scheme, or a trusted proxy's word.
  const cookieOptions = (c: Context) =>
    ({ httpOnly: true, sameSite: 'Lax', path: '/', secure: identity.isHttps(c) }) as const
  const verifySignature = createSignatureVerifier(config, fetch)
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
    .post('/verify', ...jsonBody(foyerRoutes.siweVerify), async (c) => {
      const body = c.req.valid('json')
      const message = parseMessage(body.message)
      // The apps this server serves, from its config: never the request's Host, which a
      // phishing site that got a victim's signature for its own domain would simply set.
      let problem = messageProblem(message, {
        domains: identity.appHosts(),
        origins: identity.appOrigins(),
        chainIds,
      })

      if (!problem) {
        // Cheap before costly: the nonce (a read), then the client's attempts, then the signature.
        const unusable = await nonceProblem(db, message.nonce)
        if (unusable) throw unusable
        const ip = identity.clientIp(c)
        await limitAttemptsPerIp(db, {
          key: 'siwe-verify',
          ip,
          limit: config.siwe.verifyRateLimitPerMinutePerIp,
          what: 'sign-in attempts from this IP address',
        })
        const valid = await verifySignature({
          chainId: message.chainId,
          address: message.address,
          message: body.message,
          signature: body.signature as Hex,
          // Only a signature that is not the address's EOA signature gets this far.
          beforeNodeCall: () => limitContractSignatureChecks(db, config, ip),
        }).catch((error: unknown) => {
          if (error instanceof HttpError && error.code === 'upstream_unavailable')
            throw new HttpError(
              502,
              'upstream_unavailable',
              `Could not check the signature: the node of chain ${message.chainId} did not answer. The nonce was not used: try again.`,
            )
          throw error
        })
        if (!valid) {
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
