import { z } from 'zod'
import { lazily, once } from './lazily.ts'

/** An EIP-4361 message is a few hundred characters; this bounds a hostile one. */
const MAX_MESSAGE_CHARS = 8_192

const session = once(() =>
  z.object({
    /** The signed-in account, checksummed. */
    address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be a 0x address' }),
    chainId: z.number().int().positive(),
    /** When the session ends, ISO 8601. */
    expiresAt: z.iso.datetime({ offset: true }),
  }),
)

/**
 * Bodies of `@foyer/server`'s sign-in-with-Ethereum API (`/v1/siwe`), shared by the modal and the
 * server so the two cannot disagree. Errors use the API's error body (`apiSchemas.errorBody`).
 */
export const siweApiSchemas = lazily({
  /** `GET /v1/siwe/nonce`: a fresh nonce, single use, valid a few minutes. */
  nonceResponse: () => z.object({ nonce: z.string().regex(/^[A-Za-z0-9]{8,}$/) }),
  /** `POST /v1/siwe/verify`: the EIP-4361 message as signed, and its signature. */
  verifyRequest: () =>
    z.strictObject({
      message: z
        .string()
        .min(1, { error: 'must not be empty' })
        .max(MAX_MESSAGE_CHARS, { error: `must be at most ${MAX_MESSAGE_CHARS} characters` }),
      signature: z
        .string()
        .regex(/^0x([0-9a-fA-F]{2})+$/, { error: 'must be a 0x-prefixed hex string' }),
    }),
  /** The answer of `POST /v1/siwe/verify` and `GET /v1/siwe/session`. */
  session: () => session(),
  /** `POST /v1/siwe/signout`: always 200, signed in or not. */
  signoutResponse: () => z.object({ signedOut: z.literal(true) }),
})

export type SiweNonceResponse = z.output<typeof siweApiSchemas.nonceResponse>
export type SiweVerifyRequest = z.output<typeof siweApiSchemas.verifyRequest>
export type SiweSession = z.output<typeof siweApiSchemas.session>
export type SiweSignoutResponse = z.output<typeof siweApiSchemas.signoutResponse>
