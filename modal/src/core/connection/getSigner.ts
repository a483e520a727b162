import type { Address } from 'viem'
import type { Engine } from './engine.ts'
import { ConnectorAccountNotFoundError, ConnectorNotConnectedError } from './errors.ts'

/**
 * The current connection's account that is to sign, checked (SPEC §5): a connection must exist
 * ('Connector not connected.') and the account must be one of its accounts ('Account not found
 * for connector').
 */
export function getSigner(engine: Engine, account?: Address | undefined) {
  const connection = engine.wagmi.getConnection(engine.config)
  if (connection.status !== 'connected' || !connection.address)
    throw new ConnectorNotConnectedError({ connectorId: connection.connector?.id })
  const address = account ?? connection.address
  if (!connection.addresses.some((a) => a.toLowerCase() === address.toLowerCase()))
    throw new ConnectorAccountNotFoundError({ address, connectorName: connection.connector?.name })
  return { address, connector: connection.connector, chainId: connection.chainId }
}
