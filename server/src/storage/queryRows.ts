import type { SQL } from 'drizzle-orm'
import type { Database } from './database.ts'

/**
 * Runs raw SQL and returns its rows, the same on PGlite and `pg` (both answer `{ rows }`).
 * For what the query builder cannot say (upserts with RETURNING expressions, locks).
 * @example
 * const [row] = await queryRows<{ n: number }>(db, sql`SELECT 1 AS n`)
 */
export async function queryRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] }
  return result.rows
}
