import { z } from 'zod'
import { lazily, once } from './lazily.ts'

/** A registration message is about a hundred characters; this bounds a hostile one. */
const MAX_MESSAGE_CHARS = 4_096
/** Longest name accepted in a path or a message, suffix included (a DNS name's limit). */
const MAX_NAME_CHARS = 253
const MAX_ATTRIBUTES = 20
const MAX_ATTRIBUTE_KEY_CHARS = 64
const MAX_ATTRIBUTE_VALUE_CHARS = 1_024
/** ENSIP-11 coin types are unsigned 32-bit: 60 for Ethereum, `0x80000000 + chainId` otherwise. */
const MAX_COIN_TYPE = 0xffff_ffff

const address = once(() =>
  z.string().regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be a 0x-prefixed 20-byte address' }),
)

const name = once(() =>
  z
    .string()
    .min(1, { error: 'must not be empty' })
    .max(MAX_NAME_CHARS, { error: `must be at most ${MAX_NAME_CHARS} characters` }),
)

/**
 * Requests of `@foyer/server`'s name service (`/v1/profile`, SPEC §7), shared by the modal and
 * the server so the two cannot disagree. Answers are `apiSchemas.nameProfile`,
 * `apiSchemas.nameSuggestions` and `apiSchemas.reverseLookup`; errors `apiSchemas.errorBody`.
 */
export const nameApiSchemas = lazily({
  /** `POST /v1/profile/account`: the body of `registerName`. */
  registerRequest: () =>
    z.strictObject({
      /** ENSIP-11 coin type of the chain the address is on. */
      coinType: z
        .number()
        .int({ error: 'must be a whole number' })
        .min(0, { error: 'must not be negative' })
        .max(MAX_COIN_TYPE, { error: `must be at most ${MAX_COIN_TYPE} (ENSIP-11)` }),
      address: address(),
      /** SPEC §5: 0x followed by 62 or more hex digits. */
      signature: z
        .string()
        .regex(/^0x[0-9a-fA-F]{62,}$/, { error: 'must be 0x followed by 62 or more hex digits' }),
      /** The JSON of `buildRegisterNameMessage`; see `registerMessage`. */
      message: z
        .string()
        .min(1, { error: 'must not be empty' })
        .max(MAX_MESSAGE_CHARS, { error: `must be at most ${MAX_MESSAGE_CHARS} characters` }),
    }),
  /** What the signed `message` holds once parsed (SPEC §7). */
  registerMessage: () =>
    z.strictObject({
      /** The name with the shared suffix, e.g. `ada.foyer.id`. */
      name: name(),
      attributes: z
        .record(
          z
            .string()
            .min(1, { error: 'must not be empty' })
            .max(MAX_ATTRIBUTE_KEY_CHARS, {
              error: `must be at most ${MAX_ATTRIBUTE_KEY_CHARS} characters`,
            }),
          z.string().max(MAX_ATTRIBUTE_VALUE_CHARS, {
            error: `must be at most ${MAX_ATTRIBUTE_VALUE_CHARS} characters`,
          }),
        )
        .refine((attributes) => Object.keys(attributes).length <= MAX_ATTRIBUTES, {
          error: `must hold at most ${MAX_ATTRIBUTES} attributes`,
        }),
      /** Unix time in seconds. */
      timestamp: z.number().int({ error: 'must be whole unix seconds' }).positive(),
    }),
  /** `GET /v1/profile/account/:name` and `/suggestions/:name`: with or without the suffix. */
  nameParams: () => z.object({ name: name() }),
  /** `GET /v1/profile/reverse/:address`. */
  addressParams: () => z.object({ address: address() }),
})

export type RegisterNameRequest = z.output<typeof nameApiSchemas.registerRequest>
export type RegisterNameMessage = z.output<typeof nameApiSchemas.registerMessage>
