import { mkdir } from 'node:fs/promises'
import type { Database, Storage } from './database.ts'
import { runMigrations } from './migrations.ts'
import { textParsers, withoutTextParsers } from './pgliteParsers.ts'
import { schema } from './schema.ts'
import { openWorkerPglite } from './workerPglite.ts'

export type { Database, Storage }

export type OpenStorageOptions = {
  /** PostgreSQL URL; when set, PGlite is not used. @default process.env.DATABASE_URL */
  databaseUrl?: string | undefined
  /** PGlite's data folder, created on first start; `memory://` keeps nothing. @default '.foyer/data' */
  dataDir?: string | undefined
  /** Connections in the pool, per instance (PostgreSQL only). @default 10 */
  poolSize?: number | undefined
  /** Starts PGlite from this dump (`dumpDataDir`) instead of running initdb: tests, seeds. */
  loadDataDir?: Blob | undefined
  /**
   * Where PGlite runs: in a worker thread of its own (its start-up and queries never block the
   * server's thread, or a Vite dev server's), or in the calling thread. @default 'worker'
   */
  pgliteThread?: 'worker' | 'main' | undefined
}

/**
 * PGlite in the calling thread, keeping `TEXT_TYPE_IDS` as text on every query, and its queries
 * (and its transactions') without the same parsers again (`withoutTextParsers`).
 */
async function openPgliteHere(
  dataDir: string,
  loadDataDir: Blob | undefined,
): Promise<import('@electric-sql/pglite').PGlite> {
  const { PGlite } = await import('@electric-sql/pglite')
  const pglite = await PGlite.create(dataDir, { loadDataDir, parsers: textParsers })
  type Queries = Pick<import('@electric-sql/pglite').Transaction, 'query'>
  const lighter = <T extends Queries>(client: T): T =>
    new Proxy(client, {
      get(target, key) {
        if (key === 'query')
          return (query: string, params?: unknown[], queryOptions?: object) =>
            target.query(query, params, withoutTextParsers(queryOptions))
        if (key === 'transaction')
          return (fn: (tx: import('@electric-sql/pglite').Transaction) => Promise<unknown>) =>
            pglite.transaction((tx) => fn(lighter(tx)))
        const value = Reflect.get(target, key, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  return lighter(pglite)
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'postgres'
  }
}

/**
 * Opens the storage and brings its schema up to date (versioned migrations, run on start):
 * PostgreSQL when a URL is given (or `DATABASE_URL` is set), else PGlite in `dataDir`.
 * Drivers are imported on demand, so PGlite's WASM is never loaded on PostgreSQL.
 * @example
 * const storage = await openStorage({ dataDir: '.foyer/data' })
 */
export async function openStorage(options: OpenStorageOptions = {}): Promise<Storage> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL
  let storage: Storage
  if (databaseUrl) {
    const [{ default: pg }, { drizzle }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ])
    const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10 })
    // A connection that drops while idle must not crash the process: the next query fails
    // and is answered 503.
    pool.on('error', () => {})
    storage = {
      db: drizzle({ client: pool, schema }) as unknown as Database,
      kind: 'postgres',
      where: withoutPassword(databaseUrl),
      close: () => pool.end(),
    }
  } else {
    const dataDir = options.dataDir ?? '.foyer/data'
    if (!dataDir.includes('://')) await mkdir(dataDir, { recursive: true })
    const { drizzle } = await import('drizzle-orm/pglite')
    const client =
      options.pgliteThread === 'main'
        ? await openPgliteHere(dataDir, options.loadDataDir)
        : ((await openWorkerPglite(dataDir, {
            loadDataDir: options.loadDataDir,
          })) as unknown as import('@electric-sql/pglite').PGlite)
    storage = {
      db: drizzle({ client, schema }) as unknown as Database,
      kind: 'pglite',
      where: dataDir,
      close: () => client.close(),
    }
  }
  try {
    await runMigrations(storage.db)
  } catch (error) {
    await storage.close().catch(() => {})
    throw error
  }
  return storage
}
