import type { Address } from 'viem'
import { updateConnection } from '../core/connection/updateConnection.ts'
import { EMBEDDED_CONNECTOR_ID } from '../core/embedded/constants.ts'
import type { Foyer } from '../core/foyer.ts'

/**
 * Marks `foyer` connected to `address` on chain 1 through `connectorId` (the embedded wallet by
 * default), as wagmi reports a connection: for view tests that need no wallet code.
 */
export function connectAs(foyer: Foyer, address: Address, connectorId = EMBEDDED_CONNECTOR_ID) {
  const connector = { id: connectorId, name: connectorId }
  updateConnection(foyer, {
    type: 'wagmiChanged',
    snapshot: {
      status: 'connected',
      address,
      addresses: [address],
      chainId: 1,
      connector,
      connections: [{ connector, addresses: [address], chainId: 1 }],
    },
  })
}
