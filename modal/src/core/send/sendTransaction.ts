import type { Hash } from 'viem'
import { ensureEngine } from '../connection/ensureEngine.ts'
import {
  type ConnectorAccountNotFoundErrorType,
  ConnectorChainMismatchError,
  type ConnectorChainMismatchErrorType,
  type ConnectorNotConnectedErrorType,
} from '../connection/errors.ts'
import { getSigner } from '../connection/getSigner.ts'
import { toFoyerError } from '../connection/toFoyerError.ts'
import type { Foyer } from '../foyer.ts'
import { assertEvmNamespace } from '../network/assertEvmNamespace.ts'
import type { InvalidChainNamespaceErrorType } from '../network/errors.ts'
import { instrumentRequest } from '../rpc/instrumentRequest.ts'
import { TRANSACTION_TYPE } from './constants.ts'
import { InvalidTransactionHashError, type InvalidTransactionHashErrorType } from './errors.ts'
import { isTransactionHash } from './isTransactionHash.ts'
import type { NamespaceParameter, TransactionRequest } from './transactionRequest.ts'

export type SendTransactionParameters = TransactionRequest & NamespaceParameter
export type SendTransactionReturnType = Hash

/** Besides these, the wallet's or the node's own error (e.g. EIP-1193 4001). */
export type SendTransactionErrorType =
  | InvalidChainNamespaceErrorType
  | ConnectorNotConnectedErrorType
  | ConnectorAccountNotFoundErrorType
  | ConnectorChainMismatchErrorType
  | InvalidTransactionHashErrorType

/**
 * Sends a legacy transaction (SPEC §3, §9) through the current wallet and returns its hash. The
 * account must be one of the connection's, the wallet must be on the transaction's chain (SPEC
 * §5), and a chain namespace other than eip155 is refused. Without `gasPrice` the chain's is used.
 * @example const hash = await sendTransaction(foyer, { to, value: parseEther('0.01') })
 */
export async function sendTransaction(
  foyer: Foyer,
  { chainNamespace, ...request }: SendTransactionParameters,
): Promise<SendTransactionReturnType> {
  assertEvmNamespace(chainNamespace, 'sendTransaction')
  const engine = await ensureEngine(foyer)
  const { address, connector, chainId } = getSigner(engine, request.account)
  const target = request.chainId ?? chainId
  let hash: unknown
  try {
    // SPEC §5: the connector must be on the connection's chain before it is asked to sign.
    const connectorChainId = connector
      ? await instrumentRequest(foyer, { method: 'eth_chainId', source: 'modal' }, () =>
          connector.getChainId(),
        )
      : undefined
    if (connectorChainId !== undefined && connectorChainId !== target)
      throw new ConnectorChainMismatchError({ connectionChainId: target, connectorChainId })
    const gasPrice =
      request.gasPrice ?? (await engine.wagmi.getGasPrice(engine.config, { chainId: target }))
    // Its receiver, value and data, for devtools (an exported session's test compares them).
    const params = [{ to: request.to, value: request.value, data: request.data }]
    hash = await instrumentRequest(
      foyer,
      { method: 'eth_sendTransaction', source: 'modal', params },
      () =>
        engine.wagmi.sendTransaction(engine.config, {
          account: address,
          connector,
          chainId: target,
          to: request.to,
          value: request.value,
          data: request.data,
          gas: request.gas,
          gasPrice,
          type: TRANSACTION_TYPE,
        } as never),
    )
  } catch (error) {
    throw toFoyerError(error, { chainId: target, connectorName: connector?.name })
  }
  if (!isTransactionHash(hash)) throw new InvalidTransactionHashError({ value: hash })
  return hash
}
