import type { FoyerConfig } from '../core/config/configSchema.ts'
import type { AnvilFile } from './anvilFile.ts'

/**
 * Fills `rpc` for the configured chains that the anvil file lists and the config gives no URL
 * for. A URL the developer wrote always wins; chains the config does not list are ignored. The
 * Vite plugin (in `vite dev`) and `foyer serve` apply it the same way.
 * @returns the config (a new object when something was filled) and the chain ids filled
 * @example withAnvilRpc(config, parseAnvilFile(text)).config.rpc // { '1': 'http://127.0.0.1:8545' }
 */
export function withAnvilRpc(
  config: FoyerConfig,
  anvil: AnvilFile | undefined,
): { config: FoyerConfig; filled: FoyerConfig['chains'] } {
  const filled = config.chains.filter((id) => anvil?.[id] && !config.rpc?.[id])
  if (filled.length === 0) return { config, filled }
  const rpc = { ...config.rpc }
  for (const id of filled) rpc[id] = anvil![id]!
  return { config: { ...config, rpc }, filled }
}
