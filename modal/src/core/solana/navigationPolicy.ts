import type { Foyer } from '../foyer.ts'
import type { NavigationPolicy } from '../router/registerNavigationPolicy.ts'
import { resetRoute } from '../router/resetRoute.ts'

/**
 * Where a Solana connection takes an open modal: its account after a connect (not one alongside
 * the same wallet's EVM account: that Account stays, the Solana one a click away), or after a session
 * came back while the modal showed only Connect (the EVM Account when an EVM account is connected
 * too); Connect once it is disconnected (unless an EVM
 * wallet is still connected, whose Account then shows).
 */
export const solanaNavigationPolicy: NavigationPolicy = {
  name: 'solana',
  create(foyer: Foyer) {
    return (event) => {
      if (event.channel !== 'connection' || !foyer.modal.getState().open) return
      const { type } = event.payload
      const history = foyer.router.getState().history
      if (
        type === 'solana_chain_changed' ||
        (type === 'solana_connect_success' && !event.payload.alongside)
      )
        resetRoute(foyer, { view: 'SolanaAccount' })
      else if (
        type === 'solana_restored' &&
        !event.payload.alongside &&
        history.length === 1 &&
        history[0]?.view === 'Connect'
      )
        // An EVM account that came back too (the email wallet brings both) is the one the host's
        // button shows: its Account opens, with the Solana account one click away.
        resetRoute(foyer, {
          view: foyer.connection.getState().status === 'connected' ? 'Account' : 'SolanaAccount',
        })
      else if (type === 'solana_disconnect' && history.at(-1)?.view === 'SolanaAccount')
        resetRoute(foyer, {
          view: foyer.connection.getState().status === 'connected' ? 'Account' : 'Connect',
        })
    }
  },
}
