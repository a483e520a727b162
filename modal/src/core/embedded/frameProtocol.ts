import { z } from 'zod'
import { joinLazily, lazily, once } from '../contracts/lazily.ts'
import { otpSchema } from '../contracts/primitiveSchemas.ts'
import { eventPayloadSchemas } from './eventPayloadSchemas.ts'

/** Every message the app sends the embedded-wallet frame (SPEC §7). */
export const APP_EVENT_TYPES = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'CONNECT_PASSKEY',
  'GET_USER',
  'GET_SOCIAL_REDIRECT_URI',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
] as const

export type AppEventType = (typeof APP_EVENT_TYPES)[number]

const otp = once(() => z.object({ otp: otpSchema('must be 6 digits') }))
const none = once(() => z.object({}).optional())

/** The payload of each app event; those carrying user input are SPEC §5's schemas. */
export const appEventPayloadSchemas = joinLazily(
  eventPayloadSchemas,
  lazily({
    CONNECT_DEVICE: none,
    CONNECT_OTP: otp,
    CONNECT_SOCIAL: () => z.object({ uri: z.url({ error: 'must be a URL' }) }),
    GET_FARCASTER_URI: none,
    CONNECT_FARCASTER: none,
    /** Foyer's own event: the passkey login, whose ceremony runs in the frame (no payload). */
    CONNECT_PASSKEY: none,
    SIGN_OUT: none,
    IS_CONNECTED: () => z.object({ token: z.string().optional() }).optional(),
    GET_CHAIN_ID: none,
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: none,
    INIT_SMART_ACCOUNT: none,
    RPC_REQUEST: () => z.object({ method: z.string().min(1), params: z.unknown().optional() }),
    UPDATE_EMAIL_PRIMARY_OTP: otp,
    UPDATE_EMAIL_SECONDARY_OTP: otp,
    SYNC_DAPP_DATA: () =>
      z.object({
        metadata: z
          .object({
            name: z.string(),
            description: z.string().optional(),
            url: z.string().optional(),
            icons: z.array(z.string()).optional(),
          })
          .optional(),
        sdkVersion: z.string(),
        projectId: z.string(),
      }),
  }),
)

/** A message id: random, one per app event, echoed by the frame's answer (SPEC §7). */
const messageId = once(() =>
  z.string().regex(/^[\w-]{8,64}$/, { error: 'must be 8 to 64 letters, digits, "-" or "_"' }),
)

/**
 * The app token: what the frame gave the app with SESSION_UPDATE (base64url, 32 random bytes
 * from the frame). The app sends it back beside every app event; the frame acts on the account
 * only for the token it gave and the origin it gave it to.
 */
const appToken = once(() =>
  z.string().regex(/^[\w-]{16,128}$/, { error: 'must be 16 to 128 letters, digits, "-" or "_"' }),
)

/**
 * The schemas of the messages between the app and the frame, each built on first read
 * (`lazily`): the views' chunk then carries them without building them before a frame is used.
 */
export const frameSchemas = lazily({
  /** The app token (`appToken`). */
  appToken: () => appToken(),
  /**
   * An app event as it crosses to the frame: `{ id, type, payload, token? }`, checked by type.
   * `token` is the envelope's, not the payload's: the transport adds it to every event and keeps
   * it off the bus.
   */
  appEvent: () =>
    z.discriminatedUnion(
      'type',
      APP_EVENT_TYPES.map((type) =>
        z.strictObject({
          id: messageId(),
          type: z.literal(type),
          payload: appEventPayloadSchemas[type],
          token: appToken().optional(),
        }),
      ) as unknown as [z.ZodObject, ...z.ZodObject[]],
    ),
  /**
   * The app no longer waits for the app event `payload.id` (it was aborted or timed out): the
   * frame stops it and closes its dialog (SPEC §6, pending unsafe requests can be aborted). Not an
   * app event of SPEC §7: the frame handles it itself and never answers it. Checked like every
   * message.
   */
  cancelEvent: () =>
    z.strictObject({
      id: messageId(),
      type: z.literal('CANCEL'),
      payload: z.strictObject({ id: messageId() }),
      token: appToken().optional(),
    }),
  /**
   * A frame event: the SUCCESS or ERROR answer to an app event (same `id`), or a SESSION_UPDATE
   * carrying the session token (SPEC §7). An ERROR's payload may carry the frame's message.
   */
  frameEvent: () =>
    z.union([
      z.strictObject({
        id: messageId(),
        type: z.templateLiteral([z.enum(APP_EVENT_TYPES), '_SUCCESS']),
        payload: z.unknown().optional(),
      }),
      z.strictObject({
        id: messageId(),
        type: z.templateLiteral([z.enum(APP_EVENT_TYPES), '_ERROR']),
        // `code`: an EIP-1193 provider error code, e.g. 4001 when the visitor rejected in the frame.
        payload: z
          .object({
            message: z.string().max(1000).optional(),
            code: z.number().int().min(-32768).max(65535).optional(),
            // The frame failed before acting (its wallet code could not load): send it again.
            retryable: z.literal(true).optional(),
          })
          .optional(),
      }),
      z.strictObject({
        id: messageId(),
        type: z.literal('SESSION_UPDATE'),
        payload: z.object({ token: z.string().min(1) }),
      }),
    ]),
})

export type CancelEvent = z.output<typeof frameSchemas.cancelEvent>

export type AppEvent = z.output<typeof frameSchemas.appEvent>
export type FrameEvent = z.output<typeof frameSchemas.frameEvent>
