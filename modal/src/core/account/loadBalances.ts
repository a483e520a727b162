import type { Engine } from '../connection/engine.ts'
import { describeError } from '../errors/describeError.ts'
import type { Foyer } from '../foyer.ts'
import { instanceCounter } from '../instanceSlot.ts'
import { readBalances } from './readBalances.ts'

// The reads of each instance, numbered: an older read that answers late is dropped.
const reads = instanceCounter('balances.read')

export type LoadBalancesOptions = {
  /**
   * A read in the background (the open Account's poll): the list it has for this chain stays
   * shown, with no "loading" state in between, so the view and the host's button do not flicker.
   */
  quiet?: boolean | undefined
}

/**
 * Reads the balances of the current account into `foyer.tokens`. Nothing is read on a chain the
 * app does not use (the Account view offers the switch instead). On failure the list keeps what
 * it had for this chain, with the reason.
 */
export async function loadBalances(
  foyer: Foyer,
  engine: Engine,
  { quiet = false }: LoadBalancesOptions = {},
): Promise<void> {
  const { address, chainId, status } = foyer.connection.getState()
  const request = reads.next(foyer)
  if (
    status !== 'connected' ||
    !address ||
    chainId === undefined ||
    !foyer.config.chains.includes(chainId)
  ) {
    foyer.tokens.setState({ status: 'idle', items: [] }, true)
    return
  }
  const items = foyer.tokens.getState().items.filter((t) => t.chainId === chainId)
  if (!quiet || items.length === 0) foyer.tokens.setState({ status: 'loading', items }, true)
  try {
    const balances = await readBalances(engine, foyer.config, { chainId, owner: address })
    if (reads.latest(foyer) === request)
      foyer.tokens.setState({ status: 'success', items: balances }, true)
  } catch (error) {
    if (reads.latest(foyer) === request)
      foyer.tokens.setState({ status: 'error', items, error: describeError(error) }, true)
  }
}
