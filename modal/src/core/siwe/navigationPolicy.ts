import type { Foyer } from '../foyer.ts'
import type { NavigationPolicy } from '../router/registerNavigationPolicy.ts'
import { resetRoute } from '../router/resetRoute.ts'

/**
 * Where signing in takes an open modal (SPEC §4): once the server verified it and the wallet is
 * connected, Account with no way back to ConnectingSiwe. Which view follows a connect
 * (ConnectingSiwe or Account) is the connection policy's, through the sign-in port
 * (`siweSession.ts` plugs it in).
 */
export const siweNavigationPolicy: NavigationPolicy = {
  name: 'siwe',
  create(foyer: Foyer) {
    return (event) => {
      if (
        event.channel === 'flow' &&
        event.payload.type === 'siwe_signed_in' &&
        foyer.modal.getState().open &&
        // A sign-in in the connect's own approval (one-click) ends before the connect does: the
        // connection's policy shows Account then.
        foyer.connection.getState().status === 'connected'
      )
        resetRoute(foyer, { view: 'Account' })
    }
  },
}
