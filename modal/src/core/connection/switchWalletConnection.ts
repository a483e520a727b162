import type { Foyer } from '../foyer.ts'
import { ensureEngine } from './ensureEngine.ts'
import { ConnectorNotConnectedError, type ConnectorNotConnectedErrorType } from './errors.ts'
import { toFoyerError } from './toFoyerError.ts'

export type SwitchWalletConnectionParameters = { connectorId: string }

export type SwitchWalletConnectionErrorType = ConnectorNotConnectedErrorType

/**
 * Makes another open connection the current one and remembers it as the recent wallet (SPEC §4).
 * A wallet that is not connected is refused ('Connector not connected.').
 * @example await switchWalletConnection(foyer, { connectorId: 'io.rabby' })
 */
export async function switchWalletConnection(
  foyer: Foyer,
  { connectorId }: SwitchWalletConnectionParameters,
): Promise<void> {
  const engine = await ensureEngine(foyer)
  const connector = engine.config.connectors.find((c) => c.id === connectorId)
  if (!connector) throw new ConnectorNotConnectedError({ connectorId })
  try {
    await engine.wagmi.switchConnection(engine.config, { connector })
  } catch (error) {
    throw toFoyerError(error, { connectorId })
  }
}
