import { sql } from 'drizzle-orm'
import type { Database } from '../storage/openStorage.ts'
import { queryRows } from '../storage/queryRows.ts'

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number }

/**
 * Counts one hit on `key` in the current fixed window, in the database, so every instance on
 * the same PostgreSQL shares the count: one atomic upsert, no read-then-write race.
 * @example
 * const { allowed } = await hitRateLimit(db, `rpc:${projectId}`, { limit: 600, windowSeconds: 60 })
 */
export async function hitRateLimit(
  db: Pick<Database, 'execute'>,
  key: string,
  { limit, windowSeconds }: { limit: number; windowSeconds: number },
): Promise<RateLimitResult> {
  const [row] = await queryRows<{ count: number; retry: number }>(
    db,
    sql`
    INSERT INTO rate_limits (key, window_start, count)
    VALUES (${key}, to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}) * ${windowSeconds}), 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
    RETURNING count, ceil(extract(epoch FROM window_start + make_interval(secs => ${windowSeconds}) - now()))::int AS retry
  `,
  )
  if (!row) throw new Error('rate_limits upsert returned no row')
  return {
    allowed: row.count <= limit,
    count: row.count,
    retryAfterSeconds: Math.max(1, row.retry),
  }
}
