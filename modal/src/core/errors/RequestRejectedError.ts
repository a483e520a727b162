import { BaseError } from './BaseError.ts'

/**
 * The visitor rejected an unsafe request. SPEC shows no message; this is EIP-1193's user
 * rejection (code 4001), worded as viem words it, so wallets' callers handle it as usual.
 */
export class RequestRejectedError extends BaseError {
  override name = 'RequestRejectedError'
  /** EIP-1193 "User Rejected Request". */
  readonly code = 4001

  constructor({ method }: { method?: string | undefined } = {}) {
    super('User rejected the request.', {
      details: method === undefined ? undefined : `Method: ${method}.`,
    })
  }
}
