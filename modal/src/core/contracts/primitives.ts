// The rules the modal, the wallet frame and @foyer/server share, in one home: chain ids, login
// codes, social providers and the error body. Plain values and types (no zod), so a host's first
// load can use them; their zod schemas are in `primitiveSchemas.ts`. Exported to the frame and
// the server as `@foyer/modal/contracts`.

/** Chain ids must be below this value (SPEC §5, §9); a larger one is 'Invalid chainId'. */
export const CHAIN_ID_CEILING = 2_147_483_648

/** True for a chain id: a positive integer below `CHAIN_ID_CEILING`. */
export function isChainId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0 && (value as number) < CHAIN_ID_CEILING
}

/** The login and email-change code: exactly six digits, leading zeros kept (SPEC §5). */
export const OTP_PATTERN = /^\d{6}$/

/** True for a string that is a login code (six digits). */
export function isOtp(value: string): boolean {
  return OTP_PATTERN.test(value)
}

/** Social login providers (SPEC §1). */
export const SOCIAL_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
] as const

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** The providers the server signs in with over OAuth: all but Farcaster (its own relay flow). */
export const OAUTH_PROVIDERS = SOCIAL_PROVIDERS.filter(
  (p): p is Exclude<SocialProvider, 'farcaster'> => p !== 'farcaster',
)

export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]

/** One reason a request was refused. `description` is what a client shows (SPEC §8). */
export type Reason = {
  /** The request field, e.g. `body.name` or `query.chainId`. */
  field?: string
  /** The rule it broke, e.g. `min_length`. */
  rule?: string
  /** The value received (shortened). */
  value?: unknown
  description: string
}

/** The JSON every error answer of the server has: a code, a sentence, and the reasons. */
export type ErrorBody = { error: string; message: string; reasons: Reason[] }

/** The first `reasons[].description` an error body sent (SPEC §8: a client shows it), if it is a non-empty string. */
export function firstReason(reasons: unknown): string | undefined {
  if (!Array.isArray(reasons)) return undefined
  const description = (reasons[0] as { description?: unknown } | undefined)?.description
  return typeof description === 'string' && description.trim() ? description : undefined
}
