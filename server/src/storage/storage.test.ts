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

describe("PGlite in the server's thread (pgliteThread: 'main')", () => {
  let storage: Storage
  beforeAll(async () => {
    storage = await openStorage({ databaseUrl: '', dataDir: 'memory://', pgliteThread: 'main' })
  }, 60_000)
  afterAll(() => storage?.close())

  it('serves drizzle with dates mapped, transactions, and parsers for other types', async () => {
    const { insertName, findName } = await import('../names/nameRecords.ts')
    await insertName(storage.db, {
      name: 'here.foyer.eth',
      address: '0x00000000000000000000000000000000000000aa',
      coinType: 60,
      attributes: { bio: 'hi' },
      messageHash: 'here',
    })
    const row = await findName(storage.db, 'here.foyer.eth')
    expect(row?.registeredAt).toBeInstanceOf(Date)
    expect(Math.abs(row!.registeredAt.getTime() - Date.now())).toBeLessThan(60_000)

    await expect(
      storage.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO used_messages (hash, purpose) VALUES ('gone', 'test')`)
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    const [gone] = await queryRows<{ n: number }>(
      storage.db,
      sql`SELECT count(*)::int AS n FROM used_messages WHERE hash = 'gone'`,
    )
    expect(gone?.n).toBe(0)

    // A parser for a type drizzle does not keep as text still applies.
    const client = (storage.db as unknown as { $client: import('@electric-sql/pglite').PGlite })
      .$client
    const { rows } = await client.query<{ n: string; at: unknown }>(
      "SELECT 7::int4 AS n, '2026-11-30T00:00:00Z'::timestamptz AS at",
      [],
      { parsers: { 23: (value: string) => `int4 ${value}`, 1184: (value: string) => value } },
    )
    expect(rows[0]).toEqual({ n: 'int4 7', at: expect.stringMatching(/^2026-11-30/) })
  })
})
