import { EMBEDDED_CONNECTOR_ID } from '../connection/constants.ts'
import { ensureEngine } from '../connection/ensureEngine.ts'
import type { ConnectorNotConnectedErrorType } from '../connection/errors.ts'
import { ConnectorNotConnectedError } from '../connection/errors.ts'
import type { Foyer } from '../foyer.ts'
import { decideRpc } from './decideRpc.ts'
import type { RequestAbortedErrorType, RpcNotAllowedErrorType } from './errors.ts'
import { instrumentRequest } from './instrumentRequest.ts'

export type RequestRpcParameters = { method: string; params?: unknown }

export type RequestRpcOptions = {
  /** Stops waiting for a pending request: it rejects with 'Request was aborted' (SPEC §6). */
  signal?: AbortSignal | undefined
}

export type RequestRpcReturnType = unknown

/** Besides these, the wallet's or the node's own EIP-1193 error (e.g. code 4001), unchanged. */
export type RequestRpcErrorType =
  | RpcNotAllowedErrorType
  | RequestAbortedErrorType
  | ConnectorNotConnectedErrorType

type Eip1193 = {
  request(
    args: { method: string; params?: unknown },
    options?: { signal?: AbortSignal | undefined },
  ): Promise<unknown>
}

// Safe methods whose answer is the wallet's, not the node's: the provider asks the wallet.
const WALLET_READS = new Set(['eth_accounts', 'wallet_getCapabilities', 'wallet_getCallsStatus'])

/**
 * The modal's provider: sends an EIP-1193 request through the RPC allow-list (SPEC §6). A safe
 * method goes to the chain's RPC (the current connection's chain when the app uses it); an unsafe
 * one to the current wallet, which asks the visitor, and can be aborted with `signal`; any other
 * is refused with RpcNotAllowedError ('Requested RPC call is not allowed') without loading the
 * wallet code. Every decision and outcome is emitted on the bus channel `rpc`.
 * @example
 * const block = await requestRpc(foyer, { method: 'eth_blockNumber' })
 * const signature = await requestRpc(foyer, { method: 'personal_sign', params: [message, address] })
 */
export function requestRpc(
  foyer: Foyer,
  { method, params }: RequestRpcParameters,
  { signal }: RequestRpcOptions = {},
): Promise<RequestRpcReturnType> {
  return instrumentRequest(foyer, { method, source: 'provider', signal, params }, async () => {
    const { config, wagmi } = await ensureEngine(foyer)
    const connection = wagmi.getConnection(config)
    if (decideRpc(method).decision !== 'safe' || WALLET_READS.has(method)) {
      if (!connection.connector) throw new ConnectorNotConnectedError()
      const provider = (await connection.connector.getProvider()) as Eip1193
      // The embedded wallet hears the abort too: its frame closes the approval (SPEC §6). Other
      // providers take no options (WalletConnect's second argument is an expiry): the abort only
      // stops the wait for them.
      return connection.connector.id === EMBEDDED_CONNECTOR_ID
        ? provider.request({ method, params }, { signal })
        : provider.request({ method, params })
    }
    const chainId = config.chains.some((c) => c.id === connection.chainId)
      ? (connection.chainId as number)
      : wagmi.getChainId(config)
    return config.getClient({ chainId }).request({ method, params } as never)
  })
}
