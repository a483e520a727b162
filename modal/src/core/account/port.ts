/**
 * What other features may use of the account feature (docs/ARCHITECTURE.md §Layers): reading one
 * token's balance on-chain, and reading the account's balances again after something changed them
 * (a send landed, a purchase arrived).
 */
export { readToken } from './readBalances.ts'
export { refreshBalance } from './refreshBalance.ts'
