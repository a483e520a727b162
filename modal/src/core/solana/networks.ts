import type { SolanaChainId } from '../network/constants.ts'

/** What the modal knows of a Solana network. */
export type SolanaNetwork = {
  id: SolanaChainId
  name: string
  /** The Wallet Standard's name for it (`solana:devnet`): wallets list their chains so. */
  standard: `solana:${string}`
  /** The public JSON-RPC, used when `rpc` in foyer.config.ts gives none. */
  rpcUrl: string
  /** Solana Explorer's `cluster` parameter; none for mainnet. */
  cluster: 'devnet' | 'testnet' | undefined
  /** Circle's USDC mint on the network, shown beside SOL; none where Circle issues none. */
  usdcMint: string | undefined
}

/**
 * The three Solana networks (SPEC §9), by CAIP-2 id: `SOLANA_CHAIN_IDS`, written out (a test holds
 * them equal) so that this chunk imports no module the other chunks share.
 */
export const SOLANA_NETWORKS: Record<SolanaChainId, SolanaNetwork> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': {
    id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    standard: 'solana:mainnet',
    rpcUrl: 'https://api.mainnet-beta.solana.com',
    cluster: undefined,
    usdcMint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  },
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': {
    id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    name: 'Solana Devnet',
    standard: 'solana:devnet',
    rpcUrl: 'https://api.devnet.solana.com',
    cluster: 'devnet',
    usdcMint: '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU',
  },
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': {
    id: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    name: 'Solana Testnet',
    standard: 'solana:testnet',
    rpcUrl: 'https://api.testnet.solana.com',
    cluster: 'testnet',
    usdcMint: undefined,
  },
}

/** SOL has 9 decimals (1 SOL = 10^9 lamports); USDC has 6. */
export const SOL_DECIMALS = 9
export const USDC_DECIMALS = 6

/** The network a wallet chain names, by its CAIP-2 id or its Wallet Standard name. */
export function solanaNetworkOf(chain: string): SolanaNetwork | undefined {
  return Object.values(SOLANA_NETWORKS).find((n) => n.id === chain || n.standard === chain)
}

/** The configured Solana networks, in the config's order. */
export function configuredSolanaNetworks(config: {
  readonly chains: readonly (number | SolanaChainId)[]
}): SolanaChainId[] {
  return config.chains.filter((id) => typeof id === 'string')
}

/** Where Solana Explorer shows an account (`address`) or a transaction (`tx`) on `network`. */
export function solanaExplorerUrl(
  network: SolanaNetwork,
  kind: 'address' | 'tx',
  value: string,
): string {
  const query = network.cluster ? `?cluster=${network.cluster}` : ''
  return `https://explorer.solana.com/${kind}/${encodeURIComponent(value)}${query}`
}
