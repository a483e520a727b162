import type { Foyer } from '../instantiateFoyer.ts'
import type { Wallet } from './wallet.ts'

/**
 * Loads the wallet code (wagmi, viem, chain data) once per instance. It is not in the host's
 * first load: it is fetched when the modal first opens or when a session is to be restored.
 */
export function ensureWallet(foyer: Foyer): Promise<Wallet> {
  const internal = foyer._internal
  if (!internal.wallet) {
    foyer.connection.setState({ discovery: 'discovering' })
    internal.wallet = internal
      .loadWallet()
      .then(({ createWallet }) => createWallet(foyer))
      .catch((error: unknown) => {
        internal.wallet = undefined
        foyer.connection.setState({
          discovery: 'error',
          error: `Could not load the wallet code: ${error instanceof Error ? error.message : String(error)}`,
        })
        throw error
      })
  }
  return internal.wallet
}
