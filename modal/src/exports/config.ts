// Node-safe entry for the Vite plugin: config schema only, no DOM, no React, no wagmi.
export {
  configSchema,
  type FoyerConfig,
  type FoyerConfigInput,
} from '../core/config/configSchema.ts'
export { defineConfig } from '../core/config/defineConfig.ts'
export { parseConfig } from '../core/config/parseConfig.ts'
export {
  CHAIN_ID_CEILING,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  SUPPORTED_CHAIN_IDS,
} from '../core/constants.ts'
export { ConfigError } from '../core/errors/ConfigError.ts'
