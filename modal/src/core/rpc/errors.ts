import { BaseError } from '../errors/base.ts'
import { validationDetails } from '../errors/details.ts'

/** A pending request was aborted before it was answered (SPEC §6, §8). */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError' as const

  constructor({ method }: { method?: string | undefined } = {}) {
    super('Request was aborted', {
      details: method === undefined ? undefined : `Method: ${method}.`,
    })
  }
}

export type RequestAbortedErrorType = RequestAbortedError & { name: 'RequestAbortedError' }

/**
 * The visitor rejected an unsafe request. SPEC shows no message; this is EIP-1193's user
 * rejection (code 4001), worded as viem words it, so wallets' callers handle it as usual.
 */
export class RequestRejectedError extends BaseError {
  override name = 'RequestRejectedError' as const
  /** EIP-1193 "User Rejected Request". */
  readonly code = 4001

  constructor({ method }: { method?: string | undefined } = {}) {
    super('User rejected the request.', {
      details: method === undefined ? undefined : `Method: ${method}.`,
    })
  }
}

export type RequestRejectedErrorType = RequestRejectedError & { name: 'RequestRejectedError' }

/** What the visitor is shown for a disallowed call (SPEC §6). */
export const RPC_NOT_ALLOWED_UI_MESSAGE = 'Action not allowed'

/** An RPC method that is on neither the safe nor the unsafe list (SPEC §6, §8). */
export class RpcNotAllowedError extends BaseError {
  override name = 'RpcNotAllowedError' as const
  /** What the modal shows the visitor. */
  readonly uiMessage = RPC_NOT_ALLOWED_UI_MESSAGE
  readonly method: string

  constructor({ method }: { method: string }) {
    super('Requested RPC call is not allowed', {
      details: validationDetails(
        'method',
        'must be on the safe or unsafe RPC method lists',
        method,
      ),
    })
    this.method = method
  }
}

export type RpcNotAllowedErrorType = RpcNotAllowedError & { name: 'RpcNotAllowedError' }
