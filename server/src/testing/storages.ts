import { readFile } from 'node:fs/promises'
import type { Hono } from 'hono'
import pg from 'pg'
import { afterAll, beforeAll, inject } from 'vitest'
import { createApp } from '../app.ts'
import { parseServerConfig, type ServerConfigInput } from '../config.ts'
import type { ServerDeps } from '../deps.ts'
import { openStorage, type Storage } from '../storage/openStorage.ts'

export const storageKinds = ['pglite', 'postgres'] as const
export type StorageKind = (typeof storageKinds)[number]

let databases = 0

/**
 * A fresh, migrated database of this test file's own: a copy of the suite's migrated template
 * (`CREATE DATABASE … TEMPLATE`) on the shared cluster, so opening it finds no migration to run;
 * `{ empty: true }` for one no migration has touched (a test of migrating itself).
 */
export async function createTestDatabase({ empty = false } = {}): Promise<string> {
  const admin = new pg.Client({ connectionString: inject('postgresUrl') })
  await admin.connect()
  const name = `foyer_${process.pid}_${Date.now().toString(36)}_${++databases}`
  try {
    await admin.query(
      empty
        ? `CREATE DATABASE ${name}`
        : `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`,
    )
  } finally {
    await admin.end()
  }
  const url = new URL(inject('postgresUrl'))
  url.pathname = `/${name}`
  return url.toString()
}

type PGliteClient = {
  readonly closed: boolean
  exec(query: string): Promise<unknown>
  query<T>(query: string): Promise<{ rows: T[] }>
}

/**
 * In-memory PGlites whose test file closed them, kept open for the next file of this worker (the
 * server project's files share their modules: `isolate: false`). Opening one from the dump costs
 * about 2 s of CPU here; emptying its tables, milliseconds.
 */
const idlePglites: Storage[] = []

const clientOf = (storage: Storage) => (storage.db as unknown as { $client: PGliteClient }).$client

/** The migrated dump (41 MB), read from disk once per worker. */
let dump: Promise<Blob> | undefined
/** The dump's tables and columns, read once per worker from the first PGlite opened from it. */
let dumpSchema: Promise<string> | undefined

async function openFromDump(): Promise<Storage> {
  dump ??= readFile(inject('pgliteDump')).then((bytes) => new Blob([bytes]))
  const storage = await openStorage({
    databaseUrl: '',
    dataDir: 'memory://',
    loadDataDir: await dump,
  })
  dumpSchema ??= schemaOf(clientOf(storage))
  return storage
}

/** The tables and columns, to tell a database whose schema a test changed (it is not reused). */
async function schemaOf(client: PGliteClient): Promise<string> {
  const { rows } = await client.query<{ c: string }>(
    `SELECT table_name || '.' || column_name || ':' || data_type AS c FROM information_schema.columns
     WHERE table_schema = 'public' ORDER BY 1`,
  )
  return rows.map((row) => row.c).join('\n')
}

/** Empties every table but the migrations' record, and drops what a session may hold. */
async function emptied(client: PGliteClient): Promise<void> {
  const { rows } = await client.query<{ t: string }>(
    `SELECT quote_ident(tablename) AS t FROM pg_tables
     WHERE schemaname = 'public' AND tablename <> 'schema_migrations'`,
  )
  await client.exec('DISCARD ALL')
  if (rows.length)
    await client.exec(`TRUNCATE ${rows.map((row) => row.t).join(', ')} RESTART IDENTITY CASCADE`)
}

/**
 * Opens an empty, migrated storage of `kind` (PGlite in memory from the dump, or a new database).
 * A PGlite's `close()` gives it back for reuse by a later file; `{ reuse: false }` for one whose
 * `close()` must really close it (a test of the database going away).
 */
export async function openTestStorage(kind: StorageKind, { reuse = true } = {}): Promise<Storage> {
  if (kind === 'postgres') return openStorage({ databaseUrl: await createTestDatabase() })
  if (!reuse) return openFromDump()
  let storage = idlePglites.pop()
  while (storage && clientOf(storage).closed) storage = idlePglites.pop()
  if (storage) await emptied(clientOf(storage))
  else storage = await openFromDump()
  const pooled = storage
  let given = false
  return {
    ...pooled,
    // Given back to the pool, unless a test changed the schema (then closed for real).
    async close() {
      if (given) return
      given = true
      const client = clientOf(pooled)
      if (client.closed) return
      if ((await schemaOf(client).catch(() => '')) === (await dumpSchema)) idlePglites.push(pooled)
      else await pooled.close()
    },
  }
}

/**
 * One storage of `kind` for the block (or file) it is called in, opened before its first test and
 * closed after its last. Tests isolated by their data (fresh emails, addresses, nonces) share it:
 * opening a PGlite costs seconds of CPU, so a file opens as few as it can.
 */
export function useTestStorage(kind: StorageKind): { readonly storage: Storage } {
  let storage: Storage | undefined
  beforeAll(async () => {
    storage = await openTestStorage(kind)
  })
  afterAll(() => storage?.close())
  return {
    get storage() {
      if (!storage) throw new Error('useTestStorage: the storage exists once the block has started')
      return storage
    },
  }
}

/**
 * For a `describe` block: an app with `config` on a fresh storage of `kind` (closed after the
 * block), or on `on`'s storage (e.g. a file's `useTestStorage`, left open) — read when the block
 * starts, so `config` may use values set in an outer `beforeAll`, e.g. an anvil's URL — and any
 * other `deps` (e.g. `frameDir`).
 * @example
 * const t = useTestApp(kind, () => ({ chains: [{ id: 31337, rpcUrl: anvil.url }] }))
 * it('…', async () => expect((await t.app.request('/health')).status).toBe(200))
 */
export function useTestApp(
  on: StorageKind | { readonly storage: Storage },
  config: () => ServerConfigInput,
  deps: () => Omit<Partial<ServerDeps>, 'storage' | 'config'> = () => ({}),
): { readonly app: Hono; readonly storage: Storage } {
  let storage: Storage | undefined
  let app: Hono | undefined
  beforeAll(async () => {
    storage = typeof on === 'string' ? await openTestStorage(on) : on.storage
    app = createApp({ ...deps(), storage, config: parseServerConfig(config()) })
  })
  afterAll(() => (typeof on === 'string' ? storage?.close() : undefined))
  return {
    get app() {
      if (!app) throw new Error('useTestApp: the app exists once the block has started')
      return app
    },
    get storage() {
      if (!storage) throw new Error('useTestApp: the storage exists once the block has started')
      return storage
    },
  }
}
