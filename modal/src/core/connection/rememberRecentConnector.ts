import type { Config } from '@wagmi/core'
import type { Foyer } from '../foyer.ts'
import { updateConnection } from './updateConnection.ts'

/**
 * Remembers the wallet used last (SPEC §4: on connect, disconnect and switch) in Foyer's own key,
 * and tells wagmi too, which tries that connector first when it reconnects. Called whenever the
 * current connection changes, whoever changed it (the modal, or the host's own wagmi hooks).
 * Nothing to remember (the last connection closed) leaves the last one in place.
 */
export function rememberRecentConnector(
  foyer: Foyer,
  config: Config,
  connectorId: string | undefined,
): void {
  if (!connectorId || foyer.connection.getState().recentConnectorId === connectorId) return
  updateConnection(foyer, { type: 'recentChanged', connectorId })
  foyer.persisted.set('recentConnectorId', connectorId)
  void config.storage?.setItem('recentConnectorId', connectorId)
}
