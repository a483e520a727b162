import type { SupportedChainId } from './constants.ts'

/**
 * Display names of the supported chains. A plain table, so that views, the CLI and devtools name
 * a chain without loading viem's chain data.
 */
export const CHAIN_NAMES: Record<SupportedChainId, string> = {
  1: 'Ethereum',
  10: 'OP Mainnet',
  137: 'Polygon',
  42161: 'Arbitrum One',
  8453: 'Base',
  56: 'BNB Smart Chain',
  43114: 'Avalanche',
  100: 'Gnosis',
  324: 'ZKsync Era',
  11155111: 'Sepolia',
  84532: 'Base Sepolia',
  80002: 'Polygon Amoy',
  31337: 'Anvil (local)',
}

/**
 * The display name of a chain id: "Chain <id>" for one Foyer does not know.
 * @example chainName(137) // 'Polygon'
 */
export function chainName(chainId: number | undefined): string {
  if (chainId === undefined) return 'Unknown network'
  return CHAIN_NAMES[chainId as SupportedChainId] ?? `Chain ${chainId}`
}
