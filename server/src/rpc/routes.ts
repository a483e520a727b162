import { Hono } from 'hono'
import type { ServerDeps } from '../app.ts'

/** Routes of the rpc feature (to be built). */
export function rpcRoutes(_deps: ServerDeps): Hono {
  return new Hono()
}
