import type { Foyer } from '../foyer.ts'
import type { NavigationPolicy } from '../router/registerNavigationPolicy.ts'
import { resetRoute } from '../router/resetRoute.ts'

/**
 * Where buying takes the modal (SPEC §7): once the provider's window opened, Account with no way
 * back to the Buy form; Account says where to finish and what arrived (the Solana account after
 * buying SOL for it).
 */
export const onrampNavigationPolicy: NavigationPolicy = {
  name: 'onramp',
  create(foyer: Foyer) {
    return (event) => {
      if (event.channel === 'flow' && event.payload.type === 'onramp_purchase_started')
        resetRoute(foyer, {
          view: event.payload.namespace === 'solana' ? 'SolanaAccount' : 'Account',
        })
    }
  },
}
