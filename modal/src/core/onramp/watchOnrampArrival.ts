import type { Address } from 'viem'
import { readToken, refreshBalance } from '../account/port.ts'
import { ensureEngine } from '../connection/ensureEngine.ts'
import { formatAmount } from '../formatAmount.ts'
import type { Foyer } from '../foyer.ts'
import { instanceCounter } from '../instanceSlot.ts'

export type WatchOnrampArrivalParameters = {
  chainId: number
  owner: Address
  /** The token bought, e.g. USDC's contract on `chainId`. */
  token: Address
  /** Reads the owner's balance of `token`. @default an on-chain read through the wallet code */
  readBalance?: (() => Promise<{ value: bigint; decimals: number; symbol: string }>) | undefined
  /** Between reads for the first two minutes; five times as long after that. @default 1_500 */
  intervalMs?: number | undefined
  /** How long a purchase may take to arrive. @default 30 minutes */
  timeoutMs?: number | undefined
}

// The watches of each instance, numbered: a second purchase replaces the first one's watch.
const watches = instanceCounter('onramp.arrivalWatch')

/**
 * After the visitor went to the provider: reads the bought token's balance until it rises, then
 * reads the balances again (Account shows the new amount) and says so in the notice, e.g.
 * '50 USDC arrived'. Stops when the account or chain changes, a newer purchase starts, or after
 * `timeoutMs`. Resolves with the amount that arrived, in base units, or undefined. Never throws.
 * @example void watchOnrampArrival(foyer, { chainId: 1, owner: address, token: usdc })
 */
export async function watchOnrampArrival(
  foyer: Foyer,
  {
    chainId,
    owner,
    token,
    readBalance,
    intervalMs = 1_500,
    timeoutMs = 30 * 60_000,
  }: WatchOnrampArrivalParameters,
): Promise<bigint | undefined> {
  const watch = watches.next(foyer)
  const read =
    readBalance ?? (async () => readToken(await ensureEngine(foyer), { chainId, token, owner }))
  const same = (a: string | undefined) => a?.toLowerCase() === owner.toLowerCase()
  const stillWatching = () => {
    const { status, address, chainId: current } = foyer.connection.getState()
    return (
      watches.latest(foyer) === watch &&
      status === 'connected' &&
      same(address) &&
      current === chainId
    )
  }
  // The balance the Account view showed, in case the funds come before the first read below.
  const shown = foyer.tokens
    .getState()
    .items.find(
      (t) => t.chainId === chainId && t.address?.toLowerCase() === token.toLowerCase(),
    )?.value
  let before: bigint | undefined
  try {
    const now = (await read()).value
    before = shown !== undefined && shown < now ? shown : now
  } catch {
    before = shown
  }
  const started = Date.now()
  const deadline = started + timeoutMs
  while (stillWatching() && Date.now() < deadline) {
    // Most purchases land in a minute or two; a slow one is not worth a read every tick.
    const wait = Date.now() - started < 120_000 ? intervalMs : intervalMs * 5
    await new Promise((resolve) => setTimeout(resolve, wait))
    if (!stillWatching()) return undefined
    let balance: Awaited<ReturnType<typeof read>>
    try {
      balance = await read()
    } catch {
      continue // The node may be down for a moment: try again at the next tick.
    }
    if (before === undefined) {
      before = balance.value
      continue
    }
    if (balance.value <= before) continue
    const arrived = balance.value - before
    await refreshBalance(foyer).catch(() => {})
    if (stillWatching())
      foyer.notice.setState(
        {
          key: 'notice.onrampArrived',
          values: { amount: formatAmount(arrived, balance.decimals), symbol: balance.symbol },
          tone: 'success',
        },
        true,
      )
    return arrived
  }
  return undefined
}
