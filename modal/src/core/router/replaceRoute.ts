import type { Foyer } from '../foyer.ts'
import { commitRoute } from './commitRoute.ts'
import type { Route } from './routes.ts'

/**
 * Shows `route` in place of the view on top (a step that follows it, or the same view again on
 * Try again); Back returns to the view below, as before.
 * @example replaceRoute(foyer, { view: 'EmailVerifyOtp' })
 */
export function replaceRoute(foyer: Foyer, route: Route): void {
  commitRoute(foyer, 'replace', [...foyer.router.getState().history.slice(0, -1), route])
}
