import type { EngineExtension } from '../connection/engineExtension.ts'
import { watchBalances } from './watchBalances.ts'

/** Keeps `foyer.tokens` fresh for as long as the engine runs (`watchBalances`). */
export const accountEngineExtension: EngineExtension = {
  name: 'account',
  start: watchBalances,
}
