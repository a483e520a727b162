/** SDK version reported to the embedded wallet and analytics (SPEC §9). */
export const SDK_VERSION = '5.1.11'

/** Default log level (SPEC §9). */
export const DEFAULT_LOG_LEVEL = 'error'

/** Chain ids must be below this value (SPEC §5, §9). */
export const CHAIN_ID_CEILING = 2_147_483_648

/** Every key Foyer persists starts with this prefix (SPEC §3). */
export const STORAGE_PREFIX = '@foyer/'

/**
 * EVM chains a host may configure. SPEC §9 names 1, 10, 137, 42161, 8453, 56, 43114, 100 and 324;
 * the rest are the usual testnets and the local anvil chain (31337) used in development.
 */
export const SUPPORTED_CHAIN_IDS = [
  1, 10, 137, 42161, 8453, 56, 43114, 100, 324, 11155111, 84532, 80002, 31337,
] as const

export type SupportedChainId = (typeof SUPPORTED_CHAIN_IDS)[number]
