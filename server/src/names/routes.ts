import { Hono } from 'hono'
import type { ServerDeps } from '../app.ts'

/** Routes of the names feature (to be built). */
export function namesRoutes(_deps: ServerDeps): Hono {
  return new Hono()
}
