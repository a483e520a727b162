import type { Foyer } from '../foyer.ts'
import type { Engine } from './engine.ts'
import { updateConnection } from './updateConnection.ts'
import { WalletCodeLoadError } from './walletCodeLoadError.ts'

/**
 * Loads the wallet code (wagmi, viem, chain data) once per instance. It is not in the host's
 * first load: it is fetched when the modal first opens, when the pointer reaches the Connect
 * button, or at start-up when a session is to be restored. A failed load can be retried.
 */
export function ensureEngine(foyer: Foyer): Promise<Engine> {
  const internal = foyer._internal
  if (!internal.engine) {
    updateConnection(foyer, { type: 'engineLoading' })
    internal.engine = internal
      .loadEngine()
      .then(({ createEngine }) => createEngine(foyer))
      .catch((cause: unknown) => {
        internal.engine = undefined
        const error = new WalletCodeLoadError({ cause })
        updateConnection(foyer, { type: 'engineFailed', message: error.shortMessage })
        throw error
      })
  }
  return internal.engine
}
