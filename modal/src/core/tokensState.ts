import type { Address } from 'viem'

/** One balance of the connected account: the native currency (no address) or an ERC-20. */
export type TokenBalance = {
  chainId: number
  /** Undefined for the native currency. */
  address?: Address | undefined
  symbol: string
  decimals: number
  value: bigint
  /** Why this token cannot be shown as an amount or sent (e.g. 77 decimals). */
  unsupported?: string | undefined
}

export type TokensState =
  | { status: 'idle'; items: readonly TokenBalance[] }
  | { status: 'loading'; items: readonly TokenBalance[] }
  | { status: 'success'; items: readonly TokenBalance[] }
  | { status: 'error'; items: readonly TokenBalance[]; error: string }

export const initialTokensState: TokensState = { status: 'idle', items: [] }

/**
 * The native-currency balance of the current account on the current chain, derived from the
 * token list (never stored twice). Undefined until it is read. A stable reference: safe as a
 * `useFoyerState` selector.
 * @example const native = selectNativeBalance(foyer.tokens.getState())
 */
export function selectNativeBalance(state: TokensState): TokenBalance | undefined {
  return state.items.find((token) => token.address === undefined)
}
