import type { FoyerConfigInput } from './configSchema.ts'

/**
 * Types `foyer.config.ts`. The Vite plugin validates it when the dev server or build starts.
 * @example
 * export default defineConfig({ projectId: 'local-dev', chains: [1, 137] })
 */
export function defineConfig(config: FoyerConfigInput): FoyerConfigInput {
  return config
}
