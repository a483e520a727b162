import { describeError } from '../errors/describeError.ts'
import type { Foyer } from '../instantiateFoyer.ts'
import { shakeModal } from '../modal/shakeModal.ts'
import { resetRoute } from '../router/resetRoute.ts'
import { instrumentRequest } from '../rpc/instrumentRequest.ts'
import { ensureEngine } from './ensureEngine.ts'
import {
  type ConnectorAlreadyConnectedErrorType,
  ConnectorNotFoundError,
  type ConnectorNotFoundErrorType,
  type ProviderNotFoundErrorType,
} from './errors.ts'
import { rememberRecentConnector } from './rememberRecentConnector.ts'
import { toFoyerError } from './toFoyerError.ts'
import { updateConnection } from './updateConnection.ts'

export type ConnectWalletParameters = {
  /** The connector's id: the EIP-6963 rdns for browser wallets, e.g. `io.metamask`. */
  connectorId: string
}

export type ConnectWalletReturnType = { accounts: readonly `0x${string}`[]; chainId: number }

/** Besides these, the wallet's own error (e.g. EIP-1193 4001 when the visitor refuses). */
export type ConnectWalletErrorType =
  | ConnectorNotFoundErrorType
  | ConnectorAlreadyConnectedErrorType
  | ProviderNotFoundErrorType

/**
 * Connects a wallet (SPEC §4): the status is `connecting` meanwhile, then `connected`; a failure
 * returns to `connected` when another connection is current, else `disconnected`, keeps the
 * reason for the Connect view and shakes an open modal. Connecting the current wallet again is
 * refused ('Connector already connected.'). On success the wallet is remembered as the recent
 * one and an open modal shows Account, with no way back to Connect.
 * @example await connectWallet(foyer, { connectorId: 'io.metamask' })
 */
export async function connectWallet(
  foyer: Foyer,
  { connectorId }: ConnectWalletParameters,
): Promise<ConnectWalletReturnType> {
  const engine = await ensureEngine(foyer)
  updateConnection(foyer, { type: 'connectStarted', connectorId })
  const connector = engine.config.connectors.find((c) => c.id === connectorId)
  let result: ConnectWalletReturnType
  try {
    if (!connector) throw new ConnectorNotFoundError({ connectorId })
    result = await instrumentRequest(
      foyer,
      { method: 'eth_requestAccounts', source: 'modal' },
      () => engine.wagmi.connect(engine.config, { connector }),
    )
  } catch (error) {
    const foyerError = toFoyerError(error, { connectorId, connectorName: connector?.name })
    updateConnection(foyer, {
      type: 'connectFailed',
      connectorId,
      message: describeError(foyerError),
    })
    if (foyer.modal.getState().open) shakeModal(foyer)
    throw foyerError
  }
  updateConnection(foyer, { type: 'connectSucceeded', connectorId })
  rememberRecentConnector(foyer, engine, connectorId)
  if (foyer.modal.getState().open) resetRoute(foyer, { view: 'Account' })
  return result
}
