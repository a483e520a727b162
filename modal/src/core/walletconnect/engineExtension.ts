import type { EngineExtension } from '../connection/engineExtension.ts'
import { WALLETCONNECT_CONNECTOR_ID } from './constants.ts'
import { registerWalletConnectConnector } from './loadWalletConnect.ts'

/** A stored WalletConnect session: its code loads (only then) and the relay restores it. */
export const walletConnectEngineExtension: EngineExtension = {
  name: 'walletconnect',
  restoreConnector: {
    connectorId: WALLETCONNECT_CONNECTOR_ID,
    enabled: (foyer) => Boolean(foyer.config.walletConnect),
    register: registerWalletConnectConnector,
  },
}
