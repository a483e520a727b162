import { BaseError } from './BaseError.ts'
import { validationDetails } from './validationDetails.ts'

/** An RPC method that is on neither the safe nor the unsafe list (SPEC §6, §8). */
export class RpcNotAllowedError extends BaseError {
  override name = 'RpcNotAllowedError'
  /** What the modal shows the visitor. */
  readonly uiMessage = 'Action not allowed'
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
