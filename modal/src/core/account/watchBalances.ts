import type { Engine } from '../connection/engine.ts'
import type { Foyer } from '../foyer.ts'
import { loadBalances } from './loadBalances.ts'

/**
 * Keeps `foyer.tokens` fresh: reads again whenever the connection's status, account or chain
 * changes. Returns the function that stops watching.
 */
export function watchBalances(foyer: Foyer, engine: Engine): () => void {
  let last = foyer.connection.getState()
  return foyer.connection.subscribe((state) => {
    const changed =
      state.status !== last.status ||
      state.address !== last.address ||
      state.chainId !== last.chainId
    last = state
    if (changed) void loadBalances(foyer, engine)
  })
}
