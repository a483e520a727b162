import { sql } from 'drizzle-orm'
import { HttpError } from '../http/errors.ts'
import type { Database } from '../storage/openStorage.ts'
import { queryRows } from '../storage/queryRows.ts'

/** One counter to hit: its key and how many hits its window allows. */
export type RateLimitHit = { key: string; limit: number }

/** A counter that refused, with the hit that did. */
export type RateLimitRefusal = RateLimitHit & { count: number; retryAfterSeconds: number }

/** A fixed window's length and what one hit adds to each counter. */
export type RateLimitWindow = { windowSeconds: number; cost?: number }

/** A counter's row after a hit: its count, and the seconds left in its window. */
export type RateLimitRow = { key: string; count: number; retry: number }

/**
 * The first of `hits` whose counter `rows` (one per hit) shows over its limit, or undefined when all allow it.
 */
export function firstRefusal(
  hits: readonly RateLimitHit[],
  rows: readonly RateLimitRow[],
): RateLimitRefusal | undefined {
  if (rows.length !== hits.length) throw new Error('rate_limits upsert returned too few rows')
  const counts = new Map(rows.map((row) => [row.key, row]))
  for (const hit of hits) {
    const row = counts.get(hit.key)
    if (!row) throw new Error(`rate_limits upsert returned no row for ${hit.key}`)
    if (row.count > hit.limit)
      return { ...hit, count: row.count, retryAfterSeconds: Math.max(1, row.retry) }
  }
  return undefined
}

/**
 * Adds `cost` hits to each counter in its current fixed window, all in ONE upsert (one round
 * trip, atomic, shared by every instance on the database), and answers the first counter now
 * over its limit, or undefined when all allow it. Refused hits count too: a client that keeps
 * knocking stays refused until the window ends.
 * @example
 * const refused = await hitRateLimits(db, [{ key: `rpc:project:${id}`, limit: 6000 }, { key: `rpc:ip:${ip}`, limit: 1200 }], { windowSeconds: 60, cost: batch.length })
 */
export async function hitRateLimits(
  db: Pick<Database, 'execute'>,
  hits: readonly RateLimitHit[],
  { windowSeconds, cost = 1 }: RateLimitWindow,
): Promise<RateLimitRefusal | undefined> {
  if (hits.length === 0) return undefined
  // Migration 8's function: one upsert, its plan kept for the connection.
  const rows = await queryRows<RateLimitRow>(
    db,
    sql`SELECT hit_key AS key, hit_count AS count, retry_seconds AS retry
    FROM foyer_hit_rate_limits(ARRAY[${sql.join(
      hits.map(({ key }) => sql`${key}`),
      sql`, `,
    )}]::text[], ${windowSeconds}::int, ${cost}::int)`,
  )
  return firstRefusal(hits, rows)
}

/**
 * A 429 `rate_limited` with `Retry-After`, saying what is limited, the limit and when to retry.
 * @param what e.g. `sign-in attempts from this IP address`
 */
export function rateLimitedError(
  what: string,
  refusal: Pick<RateLimitRefusal, 'limit' | 'retryAfterSeconds'>,
  field = 'client.ip',
): HttpError {
  const description = `Too many ${what}: at most ${refusal.limit} a minute; retry in ${refusal.retryAfterSeconds} s`
  return new HttpError(
    429,
    'rate_limited',
    description,
    [{ field, rule: 'rate_limit', value: refusal.limit, description }],
    { retryAfterSeconds: refusal.retryAfterSeconds },
  )
}
