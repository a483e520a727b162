import type { Chain } from 'viem'
import {
  anvil,
  arbitrum,
  avalanche,
  base,
  baseSepolia,
  bsc,
  gnosis,
  mainnet,
  optimism,
  polygon,
  polygonAmoy,
  sepolia,
  zksync,
} from 'viem/chains'
import type { SupportedChainId } from './constants.ts'

/** viem chain data for each supported id. Lives in the lazy wallet chunk, not the first load. */
export const chainsById: Record<SupportedChainId, Chain> = {
  1: mainnet,
  10: optimism,
  137: polygon,
  42161: arbitrum,
  8453: base,
  56: bsc,
  43114: avalanche,
  100: gnosis,
  324: zksync,
  11155111: sepolia,
  84532: baseSepolia,
  80002: polygonAmoy,
  31337: anvil,
}
