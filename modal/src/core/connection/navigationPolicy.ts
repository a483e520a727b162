import type { Foyer } from '../instantiateFoyer.ts'
import { shakeModal } from '../modal/shakeModal.ts'
import type { NavigationPolicy } from '../router/registerNavigationPolicy.ts'
import { resetRoute } from '../router/resetRoute.ts'
import { needsSignIn } from '../siwe/siweState.ts'

/**
 * Where connecting takes an open modal (SPEC §2, §4): a failed connect shakes it; a connected
 * wallet shows Account with no way back to Connect (ConnectingSiwe first when the new account
 * must sign in); closing the last connection shows Connect.
 */
export const connectionNavigationPolicy: NavigationPolicy = {
  name: 'connection',
  create(foyer: Foyer) {
    return (event) => {
      if (event.channel !== 'connection' || !foyer.modal.getState().open) return
      const payload = event.payload
      if (payload.type === 'connect_error') shakeModal(foyer)
      else if (payload.type === 'connect_success')
        resetRoute(foyer, {
          view: needsSignIn(foyer, payload.address) ? 'ConnectingSiwe' : 'Account',
        })
      else if (payload.type === 'disconnect' && foyer.connection.getState().status !== 'connected')
        resetRoute(foyer, { view: 'Connect' })
    }
  },
}
