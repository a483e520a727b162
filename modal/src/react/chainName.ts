import { chainsById } from '../core/wallet/chains.ts'

/** Display name of a chain id: viem's name for known chains, else "Chain <id>". */
export function chainName(chainId: number | undefined): string {
  if (chainId === undefined) return 'Unknown network'
  return chainsById[chainId as keyof typeof chainsById]?.name ?? `Chain ${chainId}`
}
