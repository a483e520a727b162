import { EMAIL_COOLDOWN_MS } from './constants.ts'
import { EmailCooldownError } from './errors.ts'

export type AssertEmailCooldownParameters = {
  /** When the last email login or update started (ms since epoch); none yet when undefined. */
  lastLoginAt: number | undefined
  /** @default Date.now() */
  now?: number | undefined
  /** @default EMAIL_COOLDOWN_MS (30 000) */
  cooldownMs?: number | undefined
}

export type AssertEmailCooldownErrorType = EmailCooldownError

/**
 * Refuses an email login or update within 30 seconds of the last one (SPEC §5), with
 * 'Please try again after N seconds' where N is the remaining seconds rounded up.
 * @example assertEmailCooldown({ lastLoginAt: storage.get('lastEmailLoginTime') })
 */
export function assertEmailCooldown({
  lastLoginAt,
  now = Date.now(),
  cooldownMs = EMAIL_COOLDOWN_MS,
}: AssertEmailCooldownParameters): void {
  if (lastLoginAt === undefined) return
  const remainingMs = lastLoginAt + cooldownMs - now
  // A clock that moved backwards (lastLoginAt in the future) still waits at most one cooldown.
  if (remainingMs > 0)
    throw new EmailCooldownError({ remainingMs: Math.min(remainingMs, cooldownMs), cooldownMs })
}
