import { z } from 'zod'
import { lazily } from './lazily.ts'
import { CHAIN_ID_CEILING, OTP_PATTERN } from './primitives.ts'

/**
 * A chain id as a number: a positive integer below `CHAIN_ID_CEILING` (SPEC §5). Each caller
 * may word the rules its own way; the ceiling says 'Invalid chainId' unless told otherwise.
 * `abort` stops at a refused ceiling, for a caller that refines further.
 * @example chainIdSchema().parse(137)
 */
export function chainIdSchema(
  messages: {
    type?: string
    int?: string
    positive?: string
    ceiling?: string
    abort?: boolean
  } = {},
) {
  return z
    .number(messages.type ? { error: messages.type } : undefined)
    .int(messages.int ? { error: messages.int } : undefined)
    .positive(messages.positive ? { error: messages.positive } : undefined)
    .lt(CHAIN_ID_CEILING, {
      error: messages.ceiling ?? 'Invalid chainId',
      ...(messages.abort ? { abort: true } : {}),
    })
}

/**
 * A six-digit login code.
 * @param error what a refused code is told, e.g. 'must be the 6-digit code from the email'
 */
export function otpSchema(error: string) {
  return z.string().regex(OTP_PATTERN, { error })
}

/**
 * The shared schemas that are not functions, each built on first read (`lazily`).
 */
export const primitiveSchemas = lazily({
  /** A chain id in a query string (`?chainId=137`), read as its number. */
  chainIdParam: () =>
    z
      .string({
        error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string'),
      })
      .regex(/^\d{1,20}$/, { error: 'must be a whole number' })
      .transform(Number)
      .pipe(chainIdSchema({ positive: 'must be a positive whole number' })),
  /** One reason of an error body. */
  reason: () =>
    z.object({
      field: z.string().optional(),
      rule: z.string().optional(),
      value: z.unknown().optional(),
      description: z.string(),
    }),
  /**
   * The server's error body as a client reads it: every part optional (a proxy's or an older
   * server's answer may lack some), unknown keys kept.
   */
  errorBody: () =>
    z.looseObject({
      error: z.string().optional(),
      message: z.string().optional(),
      reasons: z.array(z.looseObject({ description: z.string().optional() })).optional(),
    }),
})
