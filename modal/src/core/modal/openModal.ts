import type { Foyer } from '../foyer.ts'
import type { Route } from '../router/routes.ts'
import { accountRoute, showView } from '../router/showView.ts'

export type OpenModalParameters = { view?: Route['view'] } | { route: Route }

/**
 * Opens the modal. Shows the requested view, else Account when connected (ConnectingSiwe when the
 * account must sign in) and Connect when not (SPEC §2). Emits the MODAL_OPEN tracking event with
 * `connected`.
 * @example openModal(foyer, { view: 'Account' })
 */
export function openModal(foyer: Foyer, parameters: OpenModalParameters = {}): void {
  const connected = foyer.connection.getState().status === 'connected'
  const route: Route =
    'route' in parameters
      ? parameters.route
      : parameters.view
        ? ({ view: parameters.view } as Route)
        : connected
          ? accountRoute(foyer)
          : { view: 'Connect' }
  showView(foyer, route, { back: false })
  foyer.modal.setState({ open: true })
  foyer.bus.emit('tracking', { event: 'MODAL_OPEN', properties: { connected } })
}
