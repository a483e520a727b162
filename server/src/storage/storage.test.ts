import { sql } from 'drizzle-orm'
import { getTableConfig } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, openTestStorage, storageKinds } from '../testing/storages.ts'
import { migrations } from './migrations.ts'
import { openStorage, type Storage } from './openStorage.ts'
import { queryRows } from './queryRows.ts'
import { schema } from './schema.ts'

describe.each(storageKinds)('storage on %s', (kind) => {
  let storage: Storage
  beforeAll(async () => {
    storage = await openTestStorage(kind)
  })
  afterAll(() => storage?.close())

  it('has every column the queries use, with the same nullability', async () => {
    const rows = await queryRows<{ table_name: string; column_name: string; is_nullable: string }>(
      storage.db,
      sql`SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`,
    )
    const columns = new Set(
      rows.map(
        (r) => `${r.table_name}.${r.column_name}:${r.is_nullable === 'YES' ? 'null' : 'not null'}`,
      ),
    )
    const expected = Object.values(schema).flatMap((table) => {
      const { name, columns: cols } = getTableConfig(table)
      return cols.map((c) => `${name}.${c.name}:${c.notNull ? 'not null' : 'null'}`)
    })
    expect([...columns].sort()).toEqual(expected.sort())
  })

  it('records the versions it applied', async () => {
    const rows = await queryRows<{ version: number }>(
      storage.db,
      sql`SELECT version FROM schema_migrations ORDER BY version`,
    )
    expect(rows.map((r) => r.version)).toEqual(migrations.map((m) => m.version))
  })
})

describe('two instances starting together on one PostgreSQL', () => {
  it('migrate once: the advisory lock makes the second find nothing to do', async () => {
    // Empty: both instances find every migration to do, and must not both run them.
    const url = await createTestDatabase({ empty: true })
    const [a, b] = await Promise.all([
      openStorage({ databaseUrl: url }),
      openStorage({ databaseUrl: url }),
    ])
    try {
      const [row] = await queryRows<{ n: number }>(
        a.db,
        sql`SELECT count(*)::int AS n FROM schema_migrations`,
      )
      expect(row?.n).toBe(migrations.length)
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })
})
