import { BaseError } from './BaseError.ts'

/**
 * A transaction reverted. The call is re-run to surface the reason; when the revert carries no
 * data the message is 'unknown reason' (SPEC §7, §8).
 */
export class TransactionRevertedError extends BaseError {
  override name = 'TransactionRevertedError'
  readonly reason: string | undefined

  constructor({ reason, hash }: { reason?: string | undefined; hash?: string | undefined } = {}) {
    super(reason || 'unknown reason', {
      details: hash === undefined ? undefined : `Transaction ${hash} reverted.`,
    })
    this.reason = reason || undefined
  }
}
