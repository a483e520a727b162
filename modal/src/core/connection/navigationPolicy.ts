import type { Foyer } from '../foyer.ts'
import { shakeModal } from '../modal/shakeModal.ts'
import type { NavigationPolicy } from '../router/registerNavigationPolicy.ts'
import { resetRoute } from '../router/resetRoute.ts'
import { accountRoute } from '../router/showView.ts'

/**
 * Where connecting takes an open modal (SPEC §2, §4), the one place that decides the view of a
 * connected account (`accountRoute`: ConnectingSiwe first when a plugged-in sign-in asks for it,
 * else Account, with no way back to Connect). It shows it after:
 * - a connect the visitor asked for (`connect_success`), whichever way in (wallet, email, social);
 * - a session that came back while the modal showed only Connect (`restored`);
 * - another account of the wallet on Account (`change`), when that account must sign in.
 * A failed connect shakes the modal; closing the last connection shows Connect.
 */
export const connectionNavigationPolicy: NavigationPolicy = {
  name: 'connection',
  create(foyer: Foyer) {
    return (event) => {
      if (event.channel !== 'connection' || !foyer.modal.getState().open) return
      const payload = event.payload
      const history = foyer.router.getState().history
      if (payload.type === 'connect_error') shakeModal(foyer)
      else if (payload.type === 'connect_success')
        resetRoute(foyer, accountRoute(foyer, payload.address))
      else if (
        payload.type === 'restored' &&
        payload.status === 'connected' &&
        history.length === 1 &&
        history[0]?.view === 'Connect'
      )
        resetRoute(foyer, accountRoute(foyer))
      else if (
        payload.type === 'change' &&
        payload.address &&
        history.at(-1)?.view === 'Account' &&
        accountRoute(foyer).view === 'ConnectingSiwe'
      )
        resetRoute(foyer, { view: 'ConnectingSiwe' })
      else if (payload.type === 'disconnect' && foyer.connection.getState().status !== 'connected')
        resetRoute(foyer, { view: 'Connect' })
    }
  },
}
