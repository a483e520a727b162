import { BaseError } from './BaseError.ts'

/** The embedded-wallet frame answered with an ERROR event (SPEC §7, §8). */
export class FrameError extends BaseError {
  override name = 'FrameError'

  /** `message` is the frame's own; without one the default 'An error occurred' is shown. */
  constructor({ message, cause }: { message?: string | undefined; cause?: unknown } = {}) {
    super(message || 'An error occurred', { cause })
  }
}
