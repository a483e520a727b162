import type { Hash } from 'viem'
import { ensureEngine } from '../connection/ensureEngine.ts'
import type {
  ConnectorAccountNotFoundErrorType,
  ConnectorNotConnectedErrorType,
} from '../connection/errors.ts'
import { getSigner } from '../connection/getSigner.ts'
import { toFoyerError } from '../connection/toFoyerError.ts'
import type { Foyer } from '../foyer.ts'
import { instrumentRequest } from '../rpc/instrumentRequest.ts'
import type { ContractWriteRequest } from './transactionRequest.ts'

export type WriteContractParameters = ContractWriteRequest
export type WriteContractReturnType = Hash
export type WriteContractErrorType =
  | ConnectorNotConnectedErrorType
  | ConnectorAccountNotFoundErrorType

/**
 * Simulates a contract call, then writes it through the current wallet (SPEC §7), so a call that
 * would revert fails with its reason before the wallet asks the visitor anything.
 * @example await writeContract(foyer, { address, abi, functionName: 'transfer', args: [to, 1n] })
 */
export async function writeContract(
  foyer: Foyer,
  request: WriteContractParameters,
): Promise<WriteContractReturnType> {
  const engine = await ensureEngine(foyer)
  const { address, connector, chainId } = getSigner(engine)
  const target = request.chainId ?? chainId
  try {
    const { request: simulated } = await engine.wagmi.simulateContract(engine.config, {
      ...request,
      account: address,
      chainId: target,
    } as never)
    return await instrumentRequest(foyer, { method: 'eth_sendTransaction', source: 'modal' }, () =>
      engine.wagmi.writeContract(engine.config, { ...(simulated as object), connector } as never),
    )
  } catch (error) {
    throw toFoyerError(error, { chainId: target, connectorName: connector?.name })
  }
}
