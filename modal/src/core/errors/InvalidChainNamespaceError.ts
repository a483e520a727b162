import { EVM_NAMESPACE } from '../constants.ts'
import { BaseError } from './BaseError.ts'
import { validationDetails } from './validationDetails.ts'

/**
 * Gas estimation and sending are EVM-only; a chain namespace other than eip155 is refused
 * (SPEC §5). SPEC only says the message is about the namespace; this is AppKit's wording.
 */
export class InvalidChainNamespaceError extends BaseError {
  override name = 'InvalidChainNamespaceError'

  constructor({ namespace, operation }: { namespace: string; operation: string }) {
    super(`chainNamespace is not ${EVM_NAMESPACE}`, {
      details: validationDetails(
        `${operation} chainNamespace`,
        `must be "${EVM_NAMESPACE}"`,
        namespace,
      ),
    })
  }
}
