import { ensureEngine } from '../connection/ensureEngine.ts'
import type { Foyer } from '../foyer.ts'

/**
 * The chain of the current connection, even one the app does not use; without a connection,
 * the chain wagmi is on (the config's first).
 * @example const chainId = await getChainId(foyer)
 */
export async function getChainId(foyer: Foyer): Promise<number> {
  const engine = await ensureEngine(foyer)
  return engine.wagmi.getConnection(engine.config).chainId ?? engine.wagmi.getChainId(engine.config)
}
