import type { Foyer } from '../foyer.ts'
import { pushRoute } from '../router/pushRoute.ts'
import type { NavigationPolicy } from '../router/registerNavigationPolicy.ts'
import { resetRoute } from '../router/resetRoute.ts'

/**
 * Where a send takes the modal (SPEC §2): once started, Account with no back; when the send
 * fails, back to Send on top of it, where the form still holds what was typed and shows why.
 * A SEND_ERROR with no send in flight (the receipt of an already started one) moves nothing.
 */
export const sendNavigationPolicy: NavigationPolicy = {
  name: 'send',
  create(foyer: Foyer) {
    let sending = false
    return (event) => {
      if (event.channel !== 'tracking') return
      const name = event.payload.event
      if (name === 'SEND_INITIATED') {
        sending = true
        resetRoute(foyer, { view: 'Account' })
      } else if (name === 'SEND_SUCCESS') {
        sending = false
      } else if (name === 'SEND_ERROR' && sending) {
        sending = false
        if (foyer.modal.getState().open) pushRoute(foyer, { view: 'Send' })
      }
    }
  },
}
