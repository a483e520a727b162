import { Hono } from 'hono'
import type { ServerDeps } from '../app.ts'

/** Routes of the siwe feature (to be built). */
export function siweRoutes(_deps: ServerDeps): Hono {
  return new Hono()
}
