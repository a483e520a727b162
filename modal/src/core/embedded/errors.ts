import { BaseError } from '../errors/base.ts'
import { validationDetails } from '../errors/details.ts'
import { EMAIL_COOLDOWN_MS } from './constants.ts'

/** An email login or update within 30 seconds of the last one (SPEC §5, §8). */
export class EmailCooldownError extends BaseError {
  override name = 'EmailCooldownError' as const
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

export type EmailCooldownErrorType = EmailCooldownError & { name: 'EmailCooldownError' }

/** The embedded-wallet frame answered with an ERROR event (SPEC §7, §8). */
export class FrameError extends BaseError {
  override name = 'FrameError' as const

  /** The EIP-1193 error code the frame gave, e.g. 4001 when the visitor rejected in the frame. */
  readonly code: number | undefined

  /**
   * The frame failed before acting on the request (its wallet code could not load): the same
   * request may be sent again as it is, e.g. a login code that was never checked.
   */
  readonly retryable: boolean

  /** `message` is the frame's own; without one the default 'An error occurred' is shown. */
  constructor({
    message,
    code,
    retryable,
    cause,
  }: {
    message?: string | undefined
    code?: number | undefined
    retryable?: boolean | undefined
    cause?: unknown
  } = {}) {
    super(message || 'An error occurred', { cause })
    this.code = code
    this.retryable = retryable === true
  }
}

export type FrameErrorType = FrameError & { name: 'FrameError' }

/** The hidden embedded-wallet iframe failed to load (SPEC §8). */
export class FrameLoadError extends BaseError {
  override name = 'FrameLoadError' as const

  constructor({ src, cause }: { src?: string | undefined; cause?: unknown } = {}) {
    super('Unable to load email login dependency', {
      cause,
      details: src === undefined ? undefined : `Frame source: ${src}`,
    })
  }
}

export type FrameLoadErrorType = FrameLoadError & { name: 'FrameLoadError' }

/** The app tried to post to the embedded-wallet iframe before it exists (SPEC §8). */
export class FrameNotSetError extends BaseError {
  override name = 'FrameNotSetError' as const

  constructor() {
    super('W3mFrame: iframe is not set')
  }
}

export type FrameNotSetErrorType = FrameNotSetError & { name: 'FrameNotSetError' }

/** The frame tried to answer the app but has no parent window to post to (SPEC §8). */
export class FrameParentNotSetError extends BaseError {
  override name = 'FrameParentNotSetError' as const

  constructor() {
    super('parent is not set')
  }
}

export type FrameParentNotSetErrorType = FrameParentNotSetError & { name: 'FrameParentNotSetError' }

/** An event payload that breaks its schema (SPEC §5). `issues` name each field, rule and value. */
export class InvalidEventPayloadError extends BaseError {
  override name = 'InvalidEventPayloadError' as const
  readonly issues: readonly string[]

  constructor({ event, issues }: { event: string; issues: readonly string[] }) {
    super(`Invalid ${event} payload`, { details: issues.join('; ') })
    this.issues = issues
  }
}

export type InvalidEventPayloadErrorType = InvalidEventPayloadError & {
  name: 'InvalidEventPayloadError'
}

/**
 * What the visitor typed cannot be sent: no email, not an email address, or not a 6-digit code.
 * Views say it in the visitor's language (`describeErrorIn`, by `reason`); `input` is what was
 * typed, named in the message.
 */
export class EmailInputError extends BaseError {
  override name = 'EmailInputError' as const
  readonly reason: 'missing' | 'invalid' | 'code'
  readonly input: string

  constructor(reason: 'missing' | 'invalid' | 'code', input = '') {
    super(
      reason === 'missing'
        ? 'Enter your email address, like name@example.com'
        : reason === 'invalid'
          ? `Enter a valid email address, like name@example.com ("${input}" is not one)`
          : 'Enter the 6-digit code from the email',
    )
    this.reason = reason
    this.input = input
  }
}
