import { EMAIL_COOLDOWN_MS } from '../constants.ts'
import { BaseError } from './BaseError.ts'
import { validationDetails } from './validationDetails.ts'

/** An email login or update within 30 seconds of the last one (SPEC §5, §8). */
export class EmailCooldownError extends BaseError {
  override name = 'EmailCooldownError'
  /** Whole seconds left, rounded up, as the message shows them. */
  readonly remainingSeconds: number

  constructor({
    remainingMs,
    cooldownMs = EMAIL_COOLDOWN_MS,
  }: {
    remainingMs: number
    cooldownMs?: number
  }) {
    const remainingSeconds = Math.ceil(remainingMs / 1000)
    super(`Please try again after ${remainingSeconds} seconds`, {
      details: validationDetails(
        'lastEmailLoginTime',
        `must be at least ${cooldownMs} ms ago`,
        `${cooldownMs - remainingMs} ms ago`,
      ),
    })
    this.remainingSeconds = remainingSeconds
  }
}
