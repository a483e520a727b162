export { CHAIN_ID_CEILING } from '../contracts/primitives.ts'

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
  devnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
} as const

export type SolanaChainId = (typeof SOLANA_CHAIN_IDS)[keyof typeof SOLANA_CHAIN_IDS]

// Here rather than in a module of their own: a new module shared by the views and the wallet code
// would be a chunk of its own, and its name would be in the first load's preload list.
type ChainList = { readonly chains: readonly (number | SolanaChainId)[] }

/** A config's EVM chain ids, in order (the first is the default chain). */
export function evmChains(config: ChainList): number[] {
  return config.chains.filter((id): id is number => typeof id === 'number')
}

/** A config's Solana networks (CAIP-2 ids), in order. */
export function solanaChains(config: ChainList): SolanaChainId[] {
  return config.chains.filter((id): id is SolanaChainId => typeof id === 'string')
}

/** Namespace of EVM chains in CAIP-2 ids; gas estimation and sends are refused for any other. */
export const EVM_NAMESPACE = 'eip155'

/**
 * USDC contracts by chain id (SPEC §3, §9): a balance the Account view reads beside the native one,
 * and the default on-ramp purchase currency.
 */
export const USDC_CONTRACT_ADDRESSES = {
  1: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  137: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
} as const
