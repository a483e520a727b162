import type { Foyer } from '../foyer.ts'
import { commitRoute } from './commitRoute.ts'
import type { Route } from './routes.ts'

/** Makes `route` the only entry: no back navigation (SPEC §2, e.g. after a send starts). */
export function resetRoute(foyer: Foyer, route: Route): void {
  commitRoute(foyer, 'reset', [route])
}
