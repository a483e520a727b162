import type { Config, Connector } from '@wagmi/core'
import type { Foyer } from '../foyer.ts'

/**
 * Loads the WalletConnect chunk (never part of the first load) and adds its connector to the
 * wagmi config; the same connector on every call.
 */
export async function registerWalletConnectConnector(
  foyer: Foyer,
  config: Config,
): Promise<Connector> {
  const { addWalletConnectConnector } = await import('./entry.ts')
  return addWalletConnectConnector(foyer, config)
}
