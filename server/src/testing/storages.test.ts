import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { openTestStorage } from './storages.ts'

const count = async (storage: Awaited<ReturnType<typeof openTestStorage>>) =>
  Number(
    (
      (await storage.db.execute(sql`SELECT count(*) AS n FROM siwe_nonces`)) as unknown as {
        rows: { n: number | string }[]
      }
    ).rows[0]!.n,
  )

// A file's PGlite is given back on close and reused by the next file: it must look new.
it('a PGlite given back opens again empty, and one whose schema a test changed is not reused', async () => {
  const first = await openTestStorage('pglite')
  await first.db.execute(
    sql`INSERT INTO siwe_nonces (nonce, expires_at) VALUES ('n-pool-test', now() + interval '1 hour')`,
  )
  expect(await count(first)).toBe(1)
  await first.close()

  const second = await openTestStorage('pglite')
  expect(second.db).toBe(first.db)
  expect(await count(second)).toBe(0)
  await second.db.execute(sql`ALTER TABLE siwe_nonces RENAME COLUMN nonce TO nonce_gone`)
  await second.close()

  const third = await openTestStorage('pglite')
  expect(third.db).not.toBe(first.db)
  expect(await count(third)).toBe(0)
  await third.close()
})
