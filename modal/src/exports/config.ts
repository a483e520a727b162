// What `foyer.config.ts` imports. First-load safe: no zod, viem or wagmi (the schema that checks
// the config is in `/internal`, used by the Vite plugin at build time).

export type { FoyerConfig, FoyerConfigInput } from '../core/config/configSchema.ts'
export { defineConfig } from '../core/config/defineConfig.ts'
export { SOCIAL_PROVIDERS, type SocialProvider } from '../core/embedded/constants.ts'
export { CHAIN_NAMES, chainName } from '../core/network/chainNames.ts'
export {
  CHAIN_ID_CEILING,
  evmChains,
  SOLANA_CHAIN_IDS,
  type SolanaChainId,
  SUPPORTED_CHAIN_IDS,
  type SupportedChainId,
  solanaChains,
} from '../core/network/constants.ts'
