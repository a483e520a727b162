import type { Config, Connector } from '@wagmi/core'
import type { Foyer } from '../foyer.ts'

/**
 * Loads the Safe chunk (never part of the first load) and adds its connector to the wagmi
 * config; the same connector on every call.
 */
export async function registerSafeConnector(foyer: Foyer, config: Config): Promise<Connector> {
  const { addSafeConnector } = await import('./entry.ts')
  return addSafeConnector(foyer, config)
}
