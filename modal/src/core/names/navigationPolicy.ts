import type { Foyer } from '../foyer.ts'
import { commitRoute } from '../router/commitRoute.ts'
import { pushRoute } from '../router/pushRoute.ts'
import type { NavigationPolicy } from '../router/registerNavigationPolicy.ts'

/**
 * Where registering a name takes the modal (SPEC §4): RegisterAccountNameSuccess first, where the
 * visitor waits for the signature and the registration; on failure back to the form
 * (RegisterAccountName, which keeps what was typed and says why) in place of that wait.
 */
export const namesNavigationPolicy: NavigationPolicy = {
  name: 'names',
  create(foyer: Foyer) {
    return (event) => {
      if (event.channel !== 'flow') return
      const payload = event.payload
      const history = foyer.router.getState().history
      if (payload.type === 'name_registering') {
        pushRoute(foyer, { view: 'RegisterAccountNameSuccess', params: { name: payload.name } })
      } else if (payload.type === 'name_failed') {
        const below =
          history.at(-1)?.view === 'RegisterAccountNameSuccess' ? history.slice(0, -1) : history
        if (below.at(-1)?.view !== 'RegisterAccountName')
          commitRoute(foyer, 'back', [...below, { view: 'RegisterAccountName' }])
        else commitRoute(foyer, 'back', below)
      }
    }
  },
}
