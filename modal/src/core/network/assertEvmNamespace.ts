import { EVM_NAMESPACE } from './constants.ts'
import { InvalidChainNamespaceError } from './errors.ts'

export type AssertEvmNamespaceErrorType = InvalidChainNamespaceError

/**
 * Gas estimation and sending a transaction are refused when a chain namespace is given and is not
 * eip155 (SPEC §5). No namespace means the caller is EVM-only and passes.
 * @example assertEvmNamespace(network.namespace, 'estimateGas')
 */
export function assertEvmNamespace(namespace: string | undefined, operation: string): void {
  if (namespace !== undefined && namespace !== EVM_NAMESPACE)
    throw new InvalidChainNamespaceError({ namespace, operation })
}
