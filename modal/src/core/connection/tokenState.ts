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

/** Canonical USDC of the chains where SPEC gives it (Ethereum, Polygon). */
export const USDC_ADDRESSES: Readonly<Record<number, Address>> = {
  1: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  137: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
}
