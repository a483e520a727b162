import { ensureEngine } from '../connection/ensureEngine.ts'
import type { Foyer } from '../foyer.ts'
import { type LoadBalancesOptions, loadBalances } from './loadBalances.ts'

/**
 * Reads the balances of the current account again, e.g. after the chain's RPC came back.
 * Failures do not throw: they are in `foyer.tokens` (status `error`, with the reason). `quiet`
 * keeps the shown list (no "loading" in between) for a read in the background.
 * @example await refreshBalance(foyer)
 */
export async function refreshBalance(
  foyer: Foyer,
  options: LoadBalancesOptions = {},
): Promise<void> {
  await loadBalances(foyer, await ensureEngine(foyer), options)
}
