import { randomBytes } from 'node:crypto'
import { foyerRoutes } from '@foyer/modal/contracts'
import { Hono } from 'hono'
import { createPublicClient, getAddress, http } from 'viem'
import { z } from 'zod'
import { deviceIdSchema } from '../auth/routes.ts'
import { isAppOrigin } from '../config.ts'
import type { AppDeps } from '../deps.ts'
import { HttpError } from '../http/errors.ts'
import { jsonBody } from '../http/validate.ts'
import { assertAppOrigin, socialTokenSchema } from './allowedAppOrigins.ts'
import {
  createFarcasterChannel,
  FarcasterError,
  readFarcasterChannel,
  verifyFarcasterSignIn,
} from './farcaster.ts'
import { answerLogin, findBoundLogin, recordLogin, upsertIdentity } from './socialLogins.ts'

const token = socialTokenSchema

export const farcasterRequestSchemas = {
  start: z.strictObject({
    deviceId: deviceIdSchema,
    bindingHash: token,
    appOrigin: z.string().refine(isAppOrigin, { error: 'must be an http(s) origin' }),
  }),
  status: z.strictObject({ state: token, binding: token, deviceId: deviceIdSchema }),
}

/** The relay's channel lives 5 minutes; the login row as long. */
const CHANNEL_TTL_SECONDS = 300

/**
 * Sign In With Farcaster, mounted at `/v1/auth/social/farcaster`, through the relay of
 * `social.farcasterRelayUrl`, each fid's custody read from Farcaster's IdRegistry
 * (`social.farcasterIdRegistry`) on the OP Mainnet node of `social.farcasterRpcUrl`:
 * - `POST /start` `{ deviceId, bindingHash, appOrigin }` → `{ uri, clientUrl?, state }`: a relay
 *   channel for the app's domain with a fresh nonce; `uri` is what the QR code shows.
 * - `POST /status` `{ state, binding, deviceId }` → `{ status: 'pending' }`, or once the visitor
 *   signed in their Farcaster app, the verified message (domain, nonce, fid, custody signature)
 *   answers the login for the user of ('farcaster', fid): `{ status: 'answered', uri }`, the
 *   result the frame finishes at `/v1/auth/social/finish` like any social login.
 */
export function farcasterRoutes(deps: AppDeps): Hono {
  const { db } = deps.storage
  const relayUrl = deps.config.social.farcasterRelayUrl
  const relayCall = deps.fetch ? { fetch: deps.fetch } : {}
  const { farcasterRpcUrl, farcasterIdRegistry } = deps.config.social
  // The OP Mainnet node: the IdRegistry's custodyOf, and ERC-1271 for a contract custody.
  const publicClient = createPublicClient({
    transport: http(farcasterRpcUrl, {
      timeout: deps.config.rpc.timeoutMs,
      retryCount: 1,
      ...(deps.fetch ? { fetchFn: deps.fetch } : {}),
    }),
  })
  /** A relay or a node that failed: no answer about the sign-in, a 502. */
  const upstream = (error: FarcasterError) => /^(relay|chain)_/.test(error.code)
  const refuse = (error: FarcasterError) =>
    new HttpError(upstream(error) ? 502 : 400, `farcaster_${error.code}`, error.message)

  return new Hono()
    .post(
      '/start',
      ...jsonBody(foyerRoutes.farcasterStart, farcasterRequestSchemas.start),
      async (c) => {
        const body = c.req.valid('json')
        assertAppOrigin(deps, body.appOrigin)
        // EIP-4361 nonces are alphanumeric.
        const nonce = randomBytes(16).toString('hex')
        let channel: Awaited<ReturnType<typeof createFarcasterChannel>>
        try {
          channel = await createFarcasterChannel(relayUrl, {
            domain: new URL(body.appOrigin).host,
            siweUri: body.appOrigin,
            nonce,
            ...relayCall,
          })
        } catch (error) {
          throw error instanceof FarcasterError ? refuse(error) : error
        }
        const { state } = await recordLogin(db, {
          provider: 'farcaster',
          deviceId: body.deviceId,
          bindingHash: body.bindingHash,
          redirectUri: relayUrl,
          appOrigin: body.appOrigin,
          ttlSeconds: CHANNEL_TTL_SECONDS,
          codeVerifier: channel.channelToken,
          nonce,
        })
        c.header('Cache-Control', 'no-store')
        return c.json({
          uri: channel.url,
          ...(channel.clientUrl ? { clientUrl: channel.clientUrl } : {}),
          state,
        })
      },
    )
    .post(
      '/status',
      ...jsonBody(foyerRoutes.farcasterStatus, farcasterRequestSchemas.status, {
        secret: ['state', 'binding'],
      }),
      async (c) => {
        const body = c.req.valid('json')
        const login = await findBoundLogin(db, { ...body, provider: 'farcaster' })
        if (!login)
          throw new HttpError(
            400,
            'login_not_found',
            'This Farcaster sign-in expired or was started in another window: scan a new code.',
          )
        c.header('Cache-Control', 'no-store')
        let identity: Awaited<ReturnType<typeof verifyFarcasterSignIn>>
        try {
          const answer = await readFarcasterChannel(relayUrl, login.channel_token, relayCall)
          if (answer.state === 'pending') return c.json({ status: 'pending' })
          identity = await verifyFarcasterSignIn(answer, {
            domain: new URL(login.app_origin).host,
            nonce: login.nonce,
            publicClient,
            idRegistry: getAddress(farcasterIdRegistry),
          })
        } catch (error) {
          if (!(error instanceof FarcasterError)) throw error
          if (!upstream(error)) await answerLogin(db, body.state, { error: error.message })
          throw refuse(error)
        }
        const username = identity.username ?? `fid ${identity.fid}`
        const user = await upsertIdentity(db, 'farcaster', {
          subject: String(identity.fid),
          username,
        })
        const result = await answerLogin(db, body.state, user)
        if (!result)
          throw new HttpError(
            400,
            'login_not_found',
            'This Farcaster sign-in was already used: scan a new code.',
          )
        // Finished like every social login: the frame trades the result (with its binding secret)
        // at /v1/auth/social/finish, with the frame shown for a new wallet's recovery key.
        const origin = deps.identity.publicUrl()
        return c.json({ status: 'answered', uri: `${origin}/v1/auth/social/done?result=${result}` })
      },
    )
}
