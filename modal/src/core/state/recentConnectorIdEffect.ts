import type { ConnectionAction } from './connectionReducer.ts'
import type { WalletConnectionsState } from './walletConnectionsState.ts'

const REMEMBERING: ReadonlySet<ConnectionAction['type']> = new Set([
  'connectSucceeded',
  'disconnected',
  'switched',
])

/**
 * The connector id to store as `recentConnectorId` after an action, or undefined to leave it.
 * SPEC §4: it is remembered on connect, on disconnect (the connection that becomes current) and
 * on a switch of the current connection.
 * @example
 * const next = connectionReducer(state, action)
 * const id = recentConnectorIdEffect(action, next)
 * if (id) storage.set('recentConnectorId', id)
 */
export function recentConnectorIdEffect(
  action: ConnectionAction,
  next: WalletConnectionsState,
): string | undefined {
  if (!REMEMBERING.has(action.type) || next.current === null) return undefined
  return next.connections.get(next.current)?.connectorId
}
