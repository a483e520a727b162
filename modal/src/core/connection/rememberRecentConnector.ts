import type { Foyer } from '../instantiateFoyer.ts'
import type { Engine } from './engine.ts'
import { updateConnection } from './updateConnection.ts'

/**
 * Remembers the wallet used last (SPEC §4: on connect, disconnect and switch) in Foyer's own key,
 * and tells wagmi too, which tries that connector first when it reconnects. Nothing to remember
 * (the last connection closed) leaves the last one in place.
 */
export function rememberRecentConnector(
  foyer: Foyer,
  engine: Engine,
  connectorId: string | undefined,
): void {
  if (!connectorId) return
  updateConnection(foyer, { type: 'recentChanged', connectorId })
  foyer.persisted.set('recentConnectorId', connectorId)
  void engine.config.storage?.setItem('recentConnectorId', connectorId)
}
