import type { Address } from 'viem'

/** One balance of the connected account: the native currency (no address) or an ERC-20. */
export type TokenBalance = {
  chainId: number
  /** Undefined for the native currency. */
  address?: Address | undefined
  symbol: string
  decimals: number
  value: bigint
}

export type TokensState =
  | { status: 'idle'; items: readonly TokenBalance[] }
  | { status: 'loading'; items: readonly TokenBalance[] }
  | { status: 'success'; items: readonly TokenBalance[] }
  | { status: 'error'; items: readonly TokenBalance[]; error: string }
