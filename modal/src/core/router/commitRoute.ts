import type { RouterChannel } from '../bus/events.ts'
import type { Foyer } from '../foyer.ts'
import type { Route } from './routes.ts'

/** Sets the history and reports the change on the bus (`router` channel). */
export function commitRoute(foyer: Foyer, action: RouterChannel['action'], after: Route[]): void {
  const before = foyer.router.getState().history
  foyer.router.setState({ history: after })
  foyer.bus.emit('router', { action, before, after })
}
