import type { Foyer } from '../foyer.ts'
import { pushRoute } from './pushRoute.ts'
import { resetRoute } from './resetRoute.ts'
import type { Route } from './routes.ts'

export type ShowViewOptions = {
  /** False: `route` becomes the only entry (no Back), as when the modal opens. @default true */
  back?: boolean | undefined
}

/**
 * The router's own request API: the visitor asked for a view (Send, Buy, Network, Add another
 * wallet, Back to account) or the host opened the modal at one. Shown on top, Back returns to
 * the view below; with `back: false` it is the only entry. What an action's outcome shows is
 * decided by a navigation policy instead (docs/ARCHITECTURE.md §How data flows).
 * @example showView(foyer, { view: 'Send' })
 */
export function showView(foyer: Foyer, route: Route, { back = true }: ShowViewOptions = {}): void {
  if (back) pushRoute(foyer, route)
  else resetRoute(foyer, route)
}

/**
 * The view of a connected account: ConnectingSiwe first when it must sign in (a sign-in plugged
 * in says so), else Account. `address` is a fresh connect's account.
 */
export function accountRoute(foyer: Foyer, address?: string): Route {
  return { view: foyer._internal.signIn?.needsSignIn(address) ? 'ConnectingSiwe' : 'Account' }
}
