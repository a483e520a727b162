import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { ServerDeps } from '../deps.ts'

/**
 * `GET /health`: 200 `{"status":"ok"}` when the database answers, else 503 (a load balancer
 * takes the instance out).
 */
export function healthRoutes({ storage }: ServerDeps): Hono {
  return new Hono().get('/', async (c) => {
    await storage.db.execute(sql`SELECT 1`)
    return c.json({ status: 'ok' })
  })
}
