import { BaseError } from './BaseError.ts'

/** An EVM send failed; `cause` holds what the wallet or node said (SPEC §4, §8). */
export class SendError extends BaseError {
  override name = 'SendError'

  constructor({ cause }: { cause?: unknown } = {}) {
    super('Something went wrong', { cause })
  }
}
