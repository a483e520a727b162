import type { InvalidChainNamespaceError } from '../errors/InvalidChainNamespaceError.ts'
import { assertEvmNamespace } from '../validation/assertEvmNamespace.ts'

export type EstimateGasOrZeroParameters = {
  /** eth_estimateGas through the wallet or a node. */
  estimate: () => Promise<bigint>
  /** CAIP-2 namespace of the chain; anything but eip155 is refused. */
  chainNamespace?: string | undefined
}

export type EstimateGasOrZeroErrorType = InvalidChainNamespaceError

/**
 * Estimates gas; a failed estimation returns 0n (SPEC §5) so the view shows no fee rather than an
 * error. A non-EVM namespace is a caller bug and throws InvalidChainNamespaceError.
 */
export async function estimateGasOrZero({
  estimate,
  chainNamespace,
}: EstimateGasOrZeroParameters): Promise<bigint> {
  assertEvmNamespace(chainNamespace, 'estimateGas')
  try {
    return await estimate()
  } catch {
    return 0n
  }
}
