import type { Foyer } from '../instantiateFoyer.ts'
import { resetRoute } from '../router/resetRoute.ts'
import type { Route } from '../router/routes.ts'
import { needsSignIn } from '../siwe/siweState.ts'

export type OpenModalParameters = { view?: Route['view'] } | { route: Route }

/**
 * Opens the modal. Shows the requested view, else Account when connected and Connect when not
 * (SPEC §2). Emits the MODAL_OPEN tracking event with `connected`.
 * @example openModal(foyer, { view: 'Account' })
 */
export function openModal(foyer: Foyer, parameters: OpenModalParameters = {}): void {
  const connected = foyer.connection.getState().status === 'connected'
  const route: Route =
    'route' in parameters
      ? parameters.route
      : ({
          view:
            parameters.view ??
            (connected ? (needsSignIn(foyer) ? 'ConnectingSiwe' : 'Account') : 'Connect'),
        } as Route)
  resetRoute(foyer, route)
  foyer.modal.setState({ open: true })
  foyer.bus.emit('tracking', { event: 'MODAL_OPEN', properties: { connected } })
}
