import { z } from 'zod'
import { lazily, once } from './lazily.ts'

const user = once(() => z.looseObject({ id: z.string(), email: z.string() }))
const socialUser = once(() =>
  z.looseObject({
    id: z.string(),
    username: z.string().nullable(),
    provider: z.string(),
  }),
)
const step = once(() => z.enum(['primary', 'secondary']))

/**
 * The answers of `@foyer/server`'s login, session, key and RPC routes that the wallet frame reads,
 * checked on arrival: a changed route shows up as a named refusal, not as `undefined` deep in a
 * handler. Used by `foyerRoutes`.
 */
export const authApiSchemas = lazily({
  /** A route whose answer the frame does not read. */
  any: () => z.unknown(),
  /** Anything but VERIFY_DEVICE asks for the code (VERIFY_OTP). */
  startEmail: () => z.looseObject({ action: z.string().optional() }),
  deviceStatus: () => z.looseObject({ approved: z.boolean() }),
  signedIn: () => z.looseObject({ token: z.string(), user: user() }),
  /** A social login's user has no email. */
  session: () =>
    z.looseObject({
      user: user().extend({ email: z.string().nullable() }),
      /** How long ago the session's login was, and how long a login counts as fresh. */
      signedIn: z
        .looseObject({
          secondsAgo: z.number().nonnegative(),
          freshForSeconds: z.number().int().positive(),
        })
        .optional(),
    }),
  signOutEverywhere: () => z.looseObject({ sessions: z.number().int().nonnegative() }),
  /** `GET /v1/auth/sessions`: the signed-in user's live sessions, newest first. */
  sessions: () =>
    z.looseObject({
      sessions: z.array(
        z.looseObject({
          device: z.string(),
          issuedAt: z.string(),
          expiresAt: z.string(),
          current: z.boolean(),
        }),
      ),
    }),
  emailChangeStep: () => z.looseObject({ step: step() }),
  emailChanged: () => z.looseObject({ user: user() }),
  socialStart: () => z.looseObject({ uri: z.string() }),
  sociallySignedIn: () => z.looseObject({ token: z.string(), user: socialUser() }),
  farcasterStart: () =>
    z.looseObject({
      uri: z.string(),
      clientUrl: z.string().optional(),
      state: z.string(),
    }),
  farcasterStatus: () =>
    z.discriminatedUnion('status', [
      z.looseObject({ status: z.literal('pending') }),
      z.looseObject({ status: z.literal('answered'), uri: z.string() }),
    ]),
  rpc: () =>
    z.looseObject({
      result: z.unknown().optional(),
      error: z
        .looseObject({
          code: z.number().optional(),
          message: z.string().optional(),
          data: z.unknown().optional(),
        })
        .optional(),
    }),
  /** `PUT /v1/keys/auth-share`: the stored wallet and its version. */
  authShareStored: () => z.looseObject({ address: z.string(), version: z.number().optional() }),
  /** A passkey ceremony's options (WebAuthn JSON, `PublicKeyCredential*OptionsJSON`). */
  passkeyOptions: () => z.looseObject({ challenge: z.string() }),
  /** A passkey login or sign-up: the session, its user (no email until one is added), the passkey. */
  passkeySignedIn: () =>
    z.looseObject({
      token: z.string(),
      user: user().extend({ email: z.string().nullable() }),
      credentialId: z.string(),
    }),
  /** `GET /v1/auth/passkey/recovery`: the recovery share, encrypted under the passkey's PRF key. */
  passkeyRecovery: () => z.looseObject({ ciphertext: z.string() }),
  /** `GET /v1/auth/passkey/list`: the user's passkeys, newest first. */
  passkeyList: () =>
    z.looseObject({
      passkeys: z.array(
        z.looseObject({
          id: z.string(),
          name: z.string(),
          createdAt: z.string(),
          lastUsedAt: z.string().nullable(),
          protectsRecovery: z.boolean(),
        }),
      ),
    }),
  /** `GET /v1/keys/auth-share`: the share (base64), its wallet and version. */
  authShare: () =>
    z.looseObject({
      share: z.string(),
      address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
      version: z.number().optional(),
    }),
})
