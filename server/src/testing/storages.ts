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

/** Opens an empty, migrated storage of `kind` (PGlite in memory from the dump, or a new database). */
export async function openTestStorage(kind: StorageKind): Promise<Storage> {
  if (kind === 'postgres') return openStorage({ databaseUrl: await createTestDatabase() })
  const dump = new Blob([await readFile(inject('pgliteDump'))])
  return openStorage({ databaseUrl: '', dataDir: 'memory://', loadDataDir: dump })
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
