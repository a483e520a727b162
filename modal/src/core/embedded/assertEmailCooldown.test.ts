import { describe, expect, it } from 'vitest'
import { assertEmailCooldown } from './assertEmailCooldown.ts'
import { EMAIL_COOLDOWN_MS } from './constants.ts'
import { EmailCooldownError } from './errors.ts'

const last = 1_700_000_000_000

function messageAt(elapsedMs: number): string | undefined {
  try {
    assertEmailCooldown({ lastLoginAt: last, now: last + elapsedMs })
    return undefined
  } catch (error) {
    expect(error).toBeInstanceOf(EmailCooldownError)
    return (error as EmailCooldownError).shortMessage
  }
}

describe('assertEmailCooldown (SPEC §5)', () => {
  it('allows the first login', () => {
    expect(() => assertEmailCooldown({ lastLoginAt: undefined, now: last })).not.toThrow()
  })

  it.each([
    [0, 'Please try again after 30 seconds'],
    [1, 'Please try again after 30 seconds'],
    [999, 'Please try again after 30 seconds'],
    [1_000, 'Please try again after 29 seconds'],
    [17_500, 'Please try again after 13 seconds'],
    [29_999, 'Please try again after 1 seconds'],
    [30_000, undefined],
    [60_000, undefined],
  ])('%i ms after the last login: %s', (elapsed, message) => {
    expect(messageAt(elapsed)).toBe(message)
  })

  it('waits at most one cooldown when the clock went backwards', () => {
    expect(messageAt(-5 * 60_000)).toBe('Please try again after 30 seconds')
  })

  it('uses 30 seconds by default and the current time when none is given', () => {
    expect(EMAIL_COOLDOWN_MS).toBe(30_000)
    expect(() => assertEmailCooldown({ lastLoginAt: Date.now() - 10_000 })).toThrowError(
      /^Please try again after (20|21) seconds/,
    )
  })
})
