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

/**
 * The three Solana networks, as CAIP-2 ids (`solana:` + the first 32 characters of the genesis
 * hash). They live apart from SUPPORTED_CHAIN_IDS, whose members are EVM numbers that the config
 * schema and the wagmi chain table key on.
 */
export const SOLANA_CHAIN_IDS = {
  mainnet: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VRSyqvc',
  testnet: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
} as const

export type SolanaChainId = (typeof SOLANA_CHAIN_IDS)[keyof typeof SOLANA_CHAIN_IDS]

/** Namespace of EVM chains in CAIP-2 ids; gas estimation and sends are refused for any other. */
export const EVM_NAMESPACE = 'eip155'

/**
 * How long the Safe connector waits for Safe info before 'Could not load Safe information'
 * (SPEC §8, §9). In milliseconds, as wagmi's Safe connector passes it to `withTimeout`.
 */
export const SAFE_INFO_TIMEOUT = 10

/** Timeout when waiting for a transaction receipt (SPEC §9). 0 means no time limit. */
export const RECEIPT_WAIT_TIMEOUT = 0

/** Transactions are sent as legacy (type 0) transactions (SPEC §3, §7, §9). */
export const TRANSACTION_TYPE = 'legacy'

/** ENSIP-15: a name label allows at most this many non-spacing marks per character (SPEC §5, §9). */
export const NAME_LABEL_MAX_NON_SPACING_MARKS = 4

/** An email login or email update cannot start again within this time of the last one (SPEC §5). */
export const EMAIL_COOLDOWN_MS = 30_000

/** Shortest account name (SPEC §5, §9). */
export const ACCOUNT_NAME_MIN_LENGTH = 4

/**
 * Suffix appended to every registered account name. SPEC §9 says it is a shared constant but does
 * not show its value; this one is Foyer's.
 */
export const NAME_SUFFIX = '.foyer.id'

/** Default on-ramp limits per payment method, in USD, as the provider API writes them (SPEC §9). */
export const DEFAULT_ONRAMP_PAYMENT_METHOD_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const

/** Social login providers (SPEC §1). */
export const SOCIAL_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
] as const

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** Account types of an embedded wallet (SPEC §6). */
export const ACCOUNT_TYPES = ['eoa', 'smartAccount'] as const

export type AccountType = (typeof ACCOUNT_TYPES)[number]

/** USDC contracts of the default on-ramp purchase currency, by chain id (SPEC §3, §9). */
export const USDC_CONTRACT_ADDRESSES = {
  1: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  137: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
} as const
