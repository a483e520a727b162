import { accountEngineExtension } from '../account/engineExtension.ts'
import { createEngine as createConnectionEngine } from '../connection/createEngine.ts'
import type { Engine } from '../connection/engine.ts'
import type { EngineExtension } from '../connection/engineExtension.ts'
import { embeddedEngineExtension } from '../embedded/engineExtension.ts'
import type { Foyer } from '../foyer.ts'
import { safeEngineExtension } from '../safe/engineExtension.ts'
import { siweEngineExtension } from '../siwe/engineExtension.ts'
import { walletConnectEngineExtension } from '../walletconnect/engineExtension.ts'

/**
 * The features plugged into the engine, the one list of them (docs/ARCHITECTURE.md §Layers): the
 * balance watch, the sign-in session, and the connectors a stored session may need, registered in
 * this order (the embedded wallet's, WalletConnect's, then Safe's) before wagmi reconnects.
 */
export const engineExtensions: readonly EngineExtension[] = [
  accountEngineExtension,
  siweEngineExtension,
  embeddedEngineExtension,
  walletConnectEngineExtension,
  safeEngineExtension,
]

/**
 * The entry of the lazy wallet chunk, the instance's default `loadEngine`: the connection's engine
 * with every feature plugged in. Nothing else imports this folder (architecture.test.ts).
 */
export function createEngine(foyer: Foyer): Promise<Engine> {
  return createConnectionEngine(foyer, engineExtensions)
}
