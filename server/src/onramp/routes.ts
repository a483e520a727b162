import { Hono } from 'hono'
import type { ServerDeps } from '../app.ts'

/** Routes of the onramp feature (to be built). */
export function onrampRoutes(_deps: ServerDeps): Hono {
  return new Hono()
}
