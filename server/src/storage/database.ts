import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { schema } from './schema.ts'

/** The query layer, the same type on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export type Storage = {
  db: Database
  /** `pglite` (embedded, one process) or `postgres` (shared by every instance). */
  kind: 'pglite' | 'postgres'
  /** Where the data is: the PGlite folder, or the PostgreSQL URL without its password. */
  where: string
  /** Closes the pool or the embedded database. */
  close(): Promise<void>
}
