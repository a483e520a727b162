import type { ConnectorNotConnectedError } from '../errors/ConnectorNotConnectedError.ts'
import type { RpcNotAllowedError } from '../errors/RpcNotAllowedError.ts'
import type { Foyer } from '../instantiateFoyer.ts'
import { ensureWallet } from '../wallet/ensureWallet.ts'
import { instrumentRequest } from '../wallet/instrumentRequest.ts'
import type { RpcRequest } from './createRpcGate.ts'

export type RequestRpcParameters = RpcRequest

export type RequestRpcReturnType = unknown

/** Besides these, the wallet's or the node's own EIP-1193 error (e.g. code 4001), unchanged. */
export type RequestRpcErrorType = RpcNotAllowedError | ConnectorNotConnectedError

/**
 * The modal's provider: sends an EIP-1193 request through the RPC allow-list (SPEC §6). A safe
 * method goes to the chain's RPC (the current chain); an unsafe one to the current wallet, which
 * asks the visitor; any other is refused with RpcNotAllowedError ('Requested RPC call is not
 * allowed') without loading the wallet code. Every decision and outcome is emitted on the bus
 * channel `rpc` with `source: 'provider'`.
 * @example
 * const block = await requestRpc(foyer, { method: 'eth_blockNumber' })
 * const signature = await requestRpc(foyer, { method: 'personal_sign', params: [message, address] })
 */
export function requestRpc(
  foyer: Foyer,
  { method, params }: RequestRpcParameters,
): Promise<RequestRpcReturnType> {
  return instrumentRequest(foyer, { method, source: 'provider' }, async () => {
    const wallet = await ensureWallet(foyer)
    return wallet.request({ method, params })
  })
}
