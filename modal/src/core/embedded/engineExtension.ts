import { EMBEDDED_CONNECTOR_ID } from '../connection/constants.ts'
import type { EngineExtension } from '../connection/engineExtension.ts'
import { registerEmbeddedConnector } from './wallet/loadEmbeddedWallet.ts'

/**
 * A stored embedded-wallet session needs its frame to be asked (IS_CONNECTED): the wallet's chunk
 * loads, and its frame mounts, only then. A frame that does not load leaves that session
 * unrestored, never the others.
 */
export const embeddedEngineExtension: EngineExtension = {
  name: 'embedded',
  restoreConnector: {
    connectorId: EMBEDDED_CONNECTOR_ID,
    enabled: (foyer) => Boolean(foyer.config.frameUrl),
    register: registerEmbeddedConnector,
  },
}
