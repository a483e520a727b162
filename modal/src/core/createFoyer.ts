import type { FoyerConfigInput } from './config/configSchema.ts'
import { parseConfig } from './config/parseConfig.ts'
import { assertSameChains } from './connection/assertSameChains.ts'
import type { CreateFoyerOptions, Foyer } from './foyer.ts'
import { instantiateFoyer } from './instantiateFoyer.ts'
import { createCookieStorage } from './storage/createCookieStorage.ts'

export type { CreateFoyerOptions, Foyer } from './foyer.ts'

/**
 * Creates a Foyer instance from a config, validating it first. Nothing is fetched and no wallet
 * code is loaded until the modal opens or a stored session is restored.
 * @example
 * const foyer = createFoyer({ projectId: 'local-dev', chains: [1] })
 * openModal(foyer)
 */
export function createFoyer(config: FoyerConfigInput, options: CreateFoyerOptions = {}): Foyer {
  const parsed = parseConfig(config)
  if (options.wagmiConfig)
    assertSameChains(
      options.wagmiConfig.chains.map((chain) => chain.id),
      parsed.chains.filter((id) => typeof id === 'number'),
    )
  return instantiateFoyer(parsed, {
    ...options,
    storage: options.storage ?? (parsed.storage === 'cookie' ? createCookieStorage() : undefined),
  })
}
