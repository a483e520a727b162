import { BaseError } from './BaseError.ts'

/** A Solana send failed; `cause` holds what the wallet said (SPEC §8). */
export class SolanaSendError extends BaseError {
  override name = 'SolanaSendError'

  constructor({ cause }: { cause?: unknown } = {}) {
    super('Failed to send transaction. Please try again.', { cause })
  }
}
