import { ConfigError } from '../config/errors.ts'

/**
 * A host's own wagmi config must serve exactly the chains of `foyer.config.ts`: the modal offers
 * those, and wagmi can only switch to its own. Throws a ConfigError naming both lists.
 */
export function assertSameChains(wagmiChains: readonly number[], foyerChains: readonly number[]) {
  const sorted = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b).join(', ')
  if (sorted(wagmiChains) === sorted(foyerChains)) return
  throw new ConfigError([
    `wagmiConfig chains must be the chains of foyer.config.ts. Provided: wagmiConfig [${sorted(wagmiChains)}], foyer.config.ts chains [${sorted(foyerChains)}]`,
  ])
}
