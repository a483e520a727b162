import { formatUnits } from 'viem'
import { configClient } from '../contracts/createFoyerClient.ts'
import { foyerRoutes } from '../contracts/foyerRoutes.ts'
import type { Foyer } from '../foyer.ts'
import { updateSend } from './sendReducer.ts'

/**
 * The network fee in USD (SPEC §3 `gasPriceInUSD`): `fee` in the native coin's smallest unit
 * times the coin's price from the Foyer server's price endpoint. Stored in the send state and
 * returned; undefined (and nothing stored) without a server or a price.
 * @example await loadFeeInUsd(foyer, { fee: 21_000n * 10n ** 9n, decimals: 18 }) // 0.063
 */
export async function loadFeeInUsd(
  foyer: Foyer,
  { fee, decimals }: { fee: bigint; decimals: number },
): Promise<number | undefined> {
  const api = configClient(foyer.config)
  const chainId = foyer.connection.getState().chainId
  updateSend(foyer, { type: 'feeInUsd', usd: undefined })
  if (!api || chainId === undefined) return undefined
  try {
    const price = await api.call(foyerRoutes.onrampPrice, { query: { chainId: String(chainId) } })
    const usd = Number(price.usd)
    const inUsd = Number(formatUnits(fee, decimals)) * usd
    if (!Number.isFinite(inUsd)) return undefined
    updateSend(foyer, { type: 'feeInUsd', usd: inUsd })
    return inUsd
  } catch {
    return undefined
  }
}

/** A USD amount as the Send preview shows it: cents, or "< $0.01" for a smaller fee. */
export function formatUsd(usd: number): string {
  if (usd > 0 && usd < 0.01) return '< $0.01'
  return `$${usd.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}
