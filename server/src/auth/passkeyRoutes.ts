import { randomUUID } from 'node:crypto'
import { foyerRoutes } from '@foyer/modal/contracts'
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import { sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps } from '../deps.ts'
import { HttpError } from '../http/errors.ts'
import { jsonBody, queryOf, validJson } from '../http/validate.ts'
import { limitAttemptsPerIp } from '../limits/signatureLimits.ts'
import {
  advanceCounter,
  type ChallengePurpose,
  findPasskey,
  getRecoveryVault,
  insertPasskey,
  listPasskeys,
  PASSKEY_CHALLENGE_TTL_SECONDS,
  putRecoveryVault,
  removePasskey,
  saveChallenge,
  takeChallenge,
} from './passkeyStore.ts'
import { deviceIdSchema, requireUser } from './routes.ts'
import { bearerToken } from './secrets.ts'
import { createSession, type SessionUser } from './sessions.ts'

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, { error: 'must be base64url' })

/**
 * A credential's answer as JSON. The PRF output is the key that protects the recovery share: the
 * frame keeps it, and an answer carrying it is refused rather than stored or logged.
 */
const credentialResponse = z.looseObject({
  id: base64url.max(1024),
  rawId: base64url.max(1024),
  type: z.literal('public-key', { error: 'must be "public-key"' }),
  response: z.looseObject({ clientDataJSON: base64url.max(4096) }),
  clientExtensionResults: z
    .looseObject({
      prf: z
        .looseObject({
          results: z.undefined({
            error:
              "must not carry the passkey's PRF output: it is the recovery share's key and never leaves the wallet frame",
          }),
        })
        .optional(),
    })
    .default({}),
  authenticatorAttachment: z.string().max(32).optional(),
})

const schemas = {
  options: z.strictObject({ deviceId: deviceIdSchema }),
  register: z.strictObject({
    deviceId: deviceIdSchema,
    response: credentialResponse,
    name: z.string().trim().min(1).max(64).optional(),
  }),
  login: z.strictObject({ deviceId: deviceIdSchema, response: credentialResponse }),
  vault: z.strictObject({
    credentialId: base64url.max(1024),
    ciphertext: z
      .string()
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'must be base64' })
      .max(1024),
  }),
  vaultQuery: z.strictObject({ credentialId: base64url.max(1024) }),
  remove: z.strictObject({ credentialId: base64url.max(1024) }),
}

/** The challenge and origins a credential's answer names (its clientDataJSON), unverified. */
function clientData(response: { response: { clientDataJSON: string } }): {
  challenge: string
  origin: string
  topOrigin: string | undefined
} {
  try {
    const parsed = JSON.parse(isoBase64URL.toUTF8String(response.response.clientDataJSON)) as {
      challenge?: unknown
      origin?: unknown
      topOrigin?: unknown
    }
    if (typeof parsed.challenge === 'string' && typeof parsed.origin === 'string')
      return {
        challenge: parsed.challenge,
        origin: parsed.origin,
        topOrigin: typeof parsed.topOrigin === 'string' ? parsed.topOrigin : undefined,
      }
  } catch {
    // Refused below.
  }
  const description = 'The passkey answer is unreadable (its clientDataJSON is not WebAuthn JSON)'
  throw new HttpError(400, 'passkey_invalid', description, [
    { field: 'body.response.response.clientDataJSON', rule: 'webauthn_client_data', description },
  ])
}

/**
 * Passkey ceremonies a client IP address may start a minute (each stores a challenge): far above
 * what a person does, low enough that nobody fills the table.
 */
export const PASSKEY_OPTIONS_PER_MINUTE_PER_IP = 60

/** The frame's sentences for each refusal of a passkey answer. */
export const PASSKEY_ERRORS = {
  challenge:
    'This passkey request has expired or was already used: nothing was changed. Start again.',
  origin: (origin: string, expected: string) =>
    `This passkey answer was made for ${origin.slice(0, 100)}, not for this wallet (${expected}), so it was refused.`,
  topOrigin: (origin: string) =>
    `This passkey answer was made inside ${origin.slice(0, 100)}, which is not an app of this wallet, so it was refused.`,
  unknown:
    'This passkey is not registered with this wallet (it may have been removed). Sign in another way, or create a new passkey.',
  counter:
    "This passkey's signature counter went backwards, which happens when a passkey was copied, so it was refused. Sign in another way and remove this passkey from your wallet.",
  notYours: 'This passkey belongs to another account of this wallet, so it was refused.',
  lastWayIn:
    'This is the only way into this wallet: add another passkey or an email before removing it.',
} as const

/**
 * Passkeys (WebAuthn) for the embedded wallet, mounted at `/v1/auth/passkey`. This server is the
 * relying party: its rpId is the hostname of its public URL (the wallet frame's origin, where the
 * ceremonies run) and answers must come from that origin, inside one of the app origins.
 * Challenges are stored (single use, PASSKEY_CHALLENGE_TTL_SECONDS, per device and purpose) and
 * counters move in one statement, so both hold across instances.
 * - `POST /register/options` `{ deviceId }` → creation options: a sign-up, or with a Bearer
 *   session, one more passkey of its user (their passkeys excluded).
 * - `POST /register/verify` `{ deviceId, response, name? }` → `{ token, user, credentialId }`:
 *   the new user and a session (sign-up), or the bearer's own token (added).
 * - `POST /login/options` `{ deviceId }`, `POST /login/verify` `{ deviceId, response }` → a session.
 * - `PUT /recovery` `{ credentialId, ciphertext }`, `GET /recovery?credentialId=` (Bearer): the
 *   recovery share encrypted in the frame under the passkey's PRF key, for that passkey's user.
 * - `GET /list`, `POST /remove` `{ credentialId }` (Bearer): never the last way in.
 */
export function passkeyRoutes({ storage, config, identity }: AppDeps): Hono {
  const { db } = storage
  const rpId = () => new URL(identity.publicUrl()).hostname
  const expected = () => ({
    expectedOrigin: identity.publicOrigin(),
    expectedRPID: rpId(),
    expectedTopOrigin: identity.appOrigins(),
    requireUserVerification: true,
  })
  /** The bearer's session when the request carries one (401 when it carries a bad one). */
  const optionalUser = async (c: Context): Promise<SessionUser | undefined> =>
    c.req.header('authorization') ? requireUser(c, db) : undefined

  /** Takes the answer's challenge for `purpose` and checks its origin, before any verification. */
  async function challengeOf(
    response: { response: { clientDataJSON: string } },
    purpose: ChallengePurpose,
    deviceId: string,
  ): Promise<{ challenge: string; userId: string | null }> {
    const data = clientData(response)
    if (data.origin !== identity.publicOrigin()) {
      const description = PASSKEY_ERRORS.origin(data.origin, identity.publicOrigin())
      throw new HttpError(400, 'passkey_wrong_origin', description, [
        {
          field: 'body.response.clientDataJSON.origin',
          rule: 'wallet_origin',
          value: data.origin,
          description,
        },
      ])
    }
    // Inside a frame, the page around it must be one of the apps (registration answers are not
    // checked for it by the library; browsers that do not say the top origin are let through).
    if (data.topOrigin !== undefined && !identity.appOrigins().includes(data.topOrigin)) {
      const description = PASSKEY_ERRORS.topOrigin(data.topOrigin)
      throw new HttpError(400, 'passkey_wrong_origin', description, [
        {
          field: 'body.response.clientDataJSON.topOrigin',
          rule: 'app_origin',
          value: data.topOrigin,
          description,
        },
      ])
    }
    const taken = await takeChallenge(db, { challenge: data.challenge, purpose, deviceId })
    if (!taken) {
      const description = PASSKEY_ERRORS.challenge
      throw new HttpError(400, 'passkey_challenge_unusable', description, [
        {
          field: 'body.response.clientDataJSON.challenge',
          rule: 'unused_unexpired_challenge',
          description,
        },
      ])
    }
    return { challenge: data.challenge, userId: taken.userId }
  }

  const invalid = (error: unknown): HttpError => {
    const reason = error instanceof Error ? error.message : String(error)
    const description = `This passkey answer could not be verified: ${reason.slice(0, 300)}`
    return new HttpError(400, 'passkey_invalid', description, [
      { field: 'body.response', rule: 'webauthn_verification', description },
    ])
  }

  /** Counts one ceremony started from this client (429 over the limit). */
  const limitOptions = (c: Context) =>
    limitAttemptsPerIp(db, {
      key: 'passkey-options',
      ip: identity.clientIp(c),
      limit: PASSKEY_OPTIONS_PER_MINUTE_PER_IP,
      what: 'passkey requests from this IP address',
    })

  const session = (userId: string, deviceId: string, on: Pick<typeof db, 'execute'> = db) =>
    createSession(on, { userId, deviceId, ttlSeconds: config.email.sessionTtlSeconds })

  return new Hono()
    .post(
      '/register/options',
      ...jsonBody(foyerRoutes.passkeyRegisterOptions, schemas.options),
      async (c) => {
        const { deviceId } = c.req.valid('json')
        const user = await optionalUser(c)
        await limitOptions(c)
        const userId = user?.id ?? randomUUID()
        const existing = user ? await listPasskeys(db, user.id) : []
        const day = new Date().toISOString().slice(0, 10)
        const options = await generateRegistrationOptions({
          rpName: config.appName,
          rpID: rpId(),
          userID: new TextEncoder().encode(userId),
          userName: user?.email ?? `${config.appName} wallet (${day})`,
          attestationType: 'none',
          excludeCredentials: existing.map((p) => ({ id: p.id })),
          authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
          timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
        })
        await saveChallenge(db, {
          challenge: options.challenge,
          purpose: user ? 'add' : 'register',
          deviceId,
          userId,
        })
        c.header('Cache-Control', 'no-store')
        return c.json(options)
      },
    )
    .post(
      '/register/verify',
      // The WebAuthn answer's own schema (its looser type is the contract's).
      ...validJson(schemas.register),
      async (c) => {
        const body = c.req.valid('json')
        const user = await optionalUser(c)
        const taken = await challengeOf(body.response, user ? 'add' : 'register', body.deviceId)
        if (user && taken.userId !== user.id)
          throw new HttpError(403, 'passkey_not_yours', PASSKEY_ERRORS.notYours)
        const userId = taken.userId ?? ''
        const verified = await verifyRegistrationResponse({
          ...expected(),
          response: body.response as unknown as RegistrationResponseJSON,
          expectedChallenge: taken.challenge,
        }).catch((error: unknown) => {
          throw invalid(error)
        })
        if (!verified.verified || !verified.registrationInfo) throw invalid('not verified')
        const { credential } = verified.registrationInfo
        const name = body.name ?? `Passkey added ${new Date().toISOString().slice(0, 10)}`
        const token = await db.transaction(async (tx) => {
          if (!user)
            await tx.execute(sql`INSERT INTO auth_users (id, email) VALUES (${userId}, NULL)`)
          await insertPasskey(tx, {
            credentialId: credential.id,
            userId,
            publicKey: isoBase64URL.fromBuffer(credential.publicKey),
            counter: credential.counter,
            transports: credential.transports ?? [],
            name,
          })
          return user ? (bearerToken(c) as string) : await session(userId, body.deviceId, tx)
        })
        c.header('Cache-Control', 'no-store')
        return c.json({
          token,
          user: { id: userId, email: user?.email ?? null },
          credentialId: credential.id,
        })
      },
    )
    .post(
      '/login/options',
      ...jsonBody(foyerRoutes.passkeyLoginOptions, schemas.options),
      async (c) => {
        const { deviceId } = c.req.valid('json')
        await limitOptions(c)
        const options = await generateAuthenticationOptions({
          rpID: rpId(),
          userVerification: 'required',
          timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
        })
        await saveChallenge(db, { challenge: options.challenge, purpose: 'login', deviceId })
        c.header('Cache-Control', 'no-store')
        return c.json(options)
      },
    )
    .post('/login/verify', ...validJson(schemas.login), async (c) => {
      const body = c.req.valid('json')
      const taken = await challengeOf(body.response, 'login', body.deviceId)
      const passkey = await findPasskey(db, body.response.id)
      if (!passkey)
        throw new HttpError(400, 'passkey_unknown', PASSKEY_ERRORS.unknown, [
          {
            field: 'body.response.id',
            rule: 'registered_credential',
            value: body.response.id,
            description: PASSKEY_ERRORS.unknown,
          },
        ])
      // A discoverable passkey names its user: it must be the user the credential was made for.
      const handle = (body.response.response as { userHandle?: unknown }).userHandle
      if (typeof handle === 'string' && handle) {
        let named = ''
        try {
          named = isoBase64URL.toUTF8String(handle)
        } catch {
          // Compared below as an empty name.
        }
        if (named !== passkey.userId)
          throw new HttpError(403, 'passkey_not_yours', PASSKEY_ERRORS.notYours, [
            {
              field: 'body.response.response.userHandle',
              rule: 'credential_user',
              description: PASSKEY_ERRORS.notYours,
            },
          ])
      }
      let newCounter: number
      try {
        const verified = await verifyAuthenticationResponse({
          ...expected(),
          response: body.response as unknown as AuthenticationResponseJSON,
          expectedChallenge: taken.challenge,
          credential: {
            id: passkey.credentialId,
            publicKey: isoBase64URL.toBuffer(passkey.publicKey),
            counter: passkey.counter,
            transports: passkey.transports as never,
          },
        })
        if (!verified.verified) throw new Error('not verified')
        newCounter = verified.authenticationInfo.newCounter
      } catch (error) {
        if (error instanceof Error && /counter value/.test(error.message))
          throw new HttpError(400, 'passkey_counter_regression', PASSKEY_ERRORS.counter)
        throw invalid(error)
      }
      // Two instances verifying two answers with one counter value: only one moves it.
      if (!(await advanceCounter(db, passkey.credentialId, newCounter)))
        throw new HttpError(400, 'passkey_counter_regression', PASSKEY_ERRORS.counter)
      const [row] = (
        (await db.execute(sql`SELECT email FROM auth_users WHERE id = ${passkey.userId}`)) as {
          rows: { email: string | null }[]
        }
      ).rows
      const token = await session(passkey.userId, body.deviceId)
      c.header('Cache-Control', 'no-store')
      return c.json({
        token,
        user: { id: passkey.userId, email: row?.email ?? null },
        credentialId: passkey.credentialId,
      })
    })
    .put(
      '/recovery',
      ...jsonBody(foyerRoutes.putPasskeyRecovery, schemas.vault, { secret: ['ciphertext'] }),
      async (c) => {
        const user = await requireUser(c, db)
        const body = c.req.valid('json')
        const passkey = await findPasskey(db, body.credentialId)
        if (passkey?.userId !== user.id)
          throw new HttpError(403, 'passkey_not_yours', PASSKEY_ERRORS.notYours, [
            {
              field: 'body.credentialId',
              rule: 'own_passkey',
              value: body.credentialId,
              description: PASSKEY_ERRORS.notYours,
            },
          ])
        await putRecoveryVault(db, { userId: user.id, ...body })
        return c.json({ stored: true })
      },
    )
    .get('/recovery', queryOf(foyerRoutes.getPasskeyRecovery, schemas.vaultQuery), async (c) => {
      const user = await requireUser(c, db)
      const { credentialId } = c.req.valid('query')
      const ciphertext = await getRecoveryVault(db, user.id, credentialId)
      c.header('Cache-Control', 'no-store')
      if (!ciphertext)
        throw new HttpError(
          404,
          'no_passkey_recovery',
          'This passkey does not protect a recovery key of this wallet: use your recovery key.',
        )
      return c.json({ ciphertext })
    })
    .get('/list', async (c) => {
      const user = await requireUser(c, db)
      c.header('Cache-Control', 'no-store')
      return c.json({ passkeys: await listPasskeys(db, user.id) })
    })
    .post('/remove', ...jsonBody(foyerRoutes.passkeyRemove, schemas.remove), async (c) => {
      const user = await requireUser(c, db)
      const { credentialId } = c.req.valid('json')
      const outcome = await removePasskey(db, user.id, credentialId)
      if (outcome === 'last_way_in')
        throw new HttpError(409, 'last_way_in', PASSKEY_ERRORS.lastWayIn)
      if (outcome === 'not_found')
        throw new HttpError(404, 'passkey_not_found', 'This wallet has no such passkey.')
      return c.json({ removed: true })
    })
}
