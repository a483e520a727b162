import { ensureEngine } from '../connection/ensureEngine.ts'
import { getSigner } from '../connection/getSigner.ts'
import type { Foyer } from '../foyer.ts'
import { assertEvmNamespace } from '../network/assertEvmNamespace.ts'
import type { InvalidChainNamespaceErrorType } from '../network/errors.ts'
import type { NamespaceParameter, TransactionRequest } from './transactionRequest.ts'

export type EstimateGasParameters = TransactionRequest & NamespaceParameter
export type EstimateGasReturnType = bigint
export type EstimateGasErrorType = InvalidChainNamespaceErrorType

/**
 * Estimates the gas of a transaction from the current account. A failed estimation returns 0n
 * (SPEC §5), so a view shows no fee rather than an error; a chain namespace other than eip155 is
 * refused.
 * @example const gas = await estimateGas(foyer, { to, value: parseEther('0.01') })
 */
export async function estimateGas(
  foyer: Foyer,
  { chainNamespace, ...request }: EstimateGasParameters,
): Promise<EstimateGasReturnType> {
  assertEvmNamespace(chainNamespace, 'estimateGas')
  try {
    const engine = await ensureEngine(foyer)
    const { address } = getSigner(engine, request.account)
    return await engine.wagmi.estimateGas(engine.config, {
      account: address,
      to: request.to,
      value: request.value,
      data: request.data,
      chainId: request.chainId,
    } as never)
  } catch {
    return 0n
  }
}
