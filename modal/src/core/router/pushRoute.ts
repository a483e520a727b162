import type { Foyer } from '../foyer.ts'
import { commitRoute } from './commitRoute.ts'
import type { Route } from './routes.ts'

/**
 * Shows `route` on top of the history; Back returns to the view below it.
 * @example pushRoute(foyer, { view: 'Networks' })
 */
export function pushRoute(foyer: Foyer, route: Route): void {
  commitRoute(foyer, 'push', [...foyer.router.getState().history, route])
}
