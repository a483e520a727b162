/** Display names of the chain ids Foyer supports (`SUPPORTED_CHAIN_IDS` in foyer/config). */
export const CHAIN_NAMES: Record<number, string> = {
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

export function chainName(id: number): string {
  return CHAIN_NAMES[id] ?? `Chain ${id}`
}
