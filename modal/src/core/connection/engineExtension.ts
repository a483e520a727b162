import type { Config } from '@wagmi/core'
import type { Foyer } from '../foyer.ts'
import type { Engine } from './engine.ts'

/**
 * A connector that only a feature can build (its code is not in the wagmi config until it loads):
 * the embedded wallet's, WalletConnect's. `createEngine` registers it before wagmi reconnects a
 * stored session that holds it, so that the session can come back.
 */
export type RestoreConnector = {
  /** The wagmi connector id a stored session names it by. */
  readonly connectorId: string
  /** False when the instance's config leaves the feature out (no frame, no WalletConnect). */
  enabled(foyer: Foyer): boolean
  /** Loads the feature's code and adds its connector to `config`. */
  register(foyer: Foyer, config: Config): Promise<unknown>
}

/**
 * What a feature plugs into the engine, so that `connection/` imports none of them
 * (docs/ARCHITECTURE.md §Layers). Each feature declares its own in `<feature>/engineExtension.ts`;
 * the composition root (`core/composition/`) lists them and hands them to `createEngine`.
 * @example
 * export const accountEngineExtension: EngineExtension = { name: 'account', start: watchBalances }
 */
export type EngineExtension = {
  /** The feature it comes from, for the debugger. */
  readonly name: string
  /**
   * Runs once the engine exists, before a stored session is restored; returns what stops it
   * (`engine.destroy` calls it).
   */
  start?(foyer: Foyer, engine: Engine): () => void
  /**
   * Runs as the engine starts, whether a session is stored or not, in parallel with wagmi's
   * reconnect; the engine resolves only once it settled (e.g. the sign-in session is read).
   */
  restore?(foyer: Foyer): Promise<unknown> | undefined
  /** A connector of the feature that a stored session may need (`RestoreConnector`). */
  restoreConnector?: RestoreConnector
}
