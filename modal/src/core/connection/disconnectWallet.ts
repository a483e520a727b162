import type { Foyer } from '../foyer.ts'
import { registerNavigationPolicy } from '../router/registerNavigationPolicy.ts'
import { ensureEngine } from './ensureEngine.ts'
import { ConnectorNotConnectedError, type ConnectorNotConnectedErrorType } from './errors.ts'
import { connectionNavigationPolicy } from './navigationPolicy.ts'
import { toFoyerError } from './toFoyerError.ts'

export type DisconnectWalletParameters = {
  /** The connection to close. @default the current one */
  connectorId?: string | undefined
}

export type DisconnectWalletErrorType = ConnectorNotConnectedErrorType

/**
 * Closes a connection (SPEC §4): when others remain, the first remaining becomes current and is
 * remembered as the recent wallet; otherwise the status is `disconnected` (the navigation policy then
 * shows Connect in an open modal). Closing a wallet that is not connected is refused ('Connector not connected.').
 * @example await disconnectWallet(foyer, { connectorId: 'io.metamask' })
 */
export async function disconnectWallet(
  foyer: Foyer,
  { connectorId }: DisconnectWalletParameters = {},
): Promise<void> {
  const engine = await ensureEngine(foyer)
  const { connections, connector: current } = foyer.connection.getState()
  const id = connectorId ?? current?.id
  if (!id || !connections.some((c) => c.connector.id === id))
    throw new ConnectorNotConnectedError({ connectorId: id })
  const connector = engine.config.connectors.find((c) => c.id === id)
  try {
    await engine.wagmi.disconnect(engine.config, connector ? { connector } : {})
  } catch (error) {
    throw toFoyerError(error, { connectorId: id })
  }
  registerNavigationPolicy(foyer, connectionNavigationPolicy)
  try {
    // The sign-in belonged to the account that left (SPEC §4: disconnect signs out), through the
    // port a sign-in plugged in (siwe/). The event comes after it, so Connect shows only once the
    // server's session is over.
    if (foyer.connection.getState().status !== 'connected') await foyer._internal.signIn?.signOut()
  } finally {
    foyer.bus.emit('connection', { type: 'disconnect', connectorId: id })
    foyer.bus.emit('tracking', {
      event: 'DISCONNECT_SUCCESS',
      properties: { method: connector?.type ?? 'unknown', name: connector?.name ?? id },
    })
  }
}
