import type { Foyer } from '../foyer.ts'
import { pushRoute } from '../router/pushRoute.ts'
import type { NavigationPolicy } from '../router/registerNavigationPolicy.ts'
import { resetRoute } from '../router/resetRoute.ts'

/**
 * Where a send takes the modal (SPEC §2): once started, Account (the Solana account for a Solana
 * send) with no back; when the send fails, back to its Send form on top of it, where the form still holds what was typed and shows why.
 * A SEND_ERROR with no send in flight (the receipt of an already started one) moves nothing.
 */
export const sendNavigationPolicy: NavigationPolicy = {
  name: 'send',
  create(foyer: Foyer) {
    let sending = false
    // A Solana send shows the Solana account and comes back to its own form.
    let solana = false
    return (event) => {
      if (event.channel !== 'tracking') return
      const name = event.payload.event
      if (name === 'SEND_INITIATED') {
        sending = true
        solana = event.payload.properties.namespace === 'solana'
        resetRoute(foyer, { view: solana ? 'SolanaAccount' : 'Account' })
      } else if (name === 'SEND_SUCCESS') {
        sending = false
      } else if (name === 'SEND_ERROR' && sending) {
        sending = false
        if (foyer.modal.getState().open) pushRoute(foyer, { view: solana ? 'SolanaSend' : 'Send' })
      }
    }
  },
}
