import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { openStorage, type Storage } from '../storage/openStorage.ts'

export const storageKinds = ['pglite', 'postgres'] as const
export type StorageKind = (typeof storageKinds)[number]

let databases = 0

/** A fresh, migrated database of this test file's own: `CREATE DATABASE` on the shared cluster. */
export async function createTestDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: inject('postgresUrl') })
  await admin.connect()
  const name = `foyer_${process.pid}_${Date.now().toString(36)}_${++databases}`
  try {
    await admin.query(`CREATE DATABASE ${name}`)
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
