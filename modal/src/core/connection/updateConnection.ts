import type { Foyer } from '../foyer.ts'
import { type ConnectionEvent, connectionReducer, sameConnections } from './connectionReducer.ts'

/**
 * The one writer of `foyer.connection`: applies `connectionReducer`, then reports what changed on
 * the bus (`connection` channel) and persists the last used chain (SPEC §3) whenever the current
 * chain changes, whoever changed it (the modal, a host action, or the wallet itself).
 */
export function updateConnection(foyer: Foyer, event: ConnectionEvent): void {
  const before = foyer.connection.getState()
  const after = connectionReducer(before, event)
  if (after === before) return
  foyer.connection.setState(after, true)

  if (event.type === 'connectFailed')
    foyer.bus.emit('connection', {
      type: 'connect_error',
      connectorId: event.connectorId,
      message: event.message,
    })
  if (before.status !== after.status)
    foyer.bus.emit('connection', {
      type: 'status',
      status: after.status,
      connectorId: after.connector?.id,
    })
  if (!sameConnections(before, after))
    foyer.bus.emit('connection', {
      type: 'change',
      status: after.status,
      connectorId: after.connector?.id,
      address: after.address,
      chainId: after.chainId,
      connections: after.connections.map((c) => ({
        connectorId: c.connector.id,
        addresses: c.addresses,
        chainId: c.chainId,
      })),
    })
  if (after.chainId !== undefined && after.chainId !== before.chainId)
    foyer.persisted.set('lastUsedChain', after.chainId)
  // A notice ('Transaction confirmed…') is about the account that sent: another account clears it.
  if (before.address !== undefined && after.address !== before.address)
    foyer.notice.setState({ tone: 'info' }, true)
}
