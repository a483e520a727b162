import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestStorage, storageKinds, useTestStorage } from '../testing/storages.ts'
import type { Storage } from './openStorage.ts'
import { queryRows } from './queryRows.ts'
import { sweepExpired } from './sweepExpired.ts'

// One PGlite for the file (an open costs seconds of CPU): the timer's test reads only its own row.
const pglite = useTestStorage('pglite')

describe.each(storageKinds)('sweepExpired on %s', (kind) => {
  let storage: Storage
  let own: Storage | undefined
  beforeAll(async () => {
    if (kind === 'postgres') own = await openTestStorage(kind)
    storage = own ?? pglite.storage
  })
  afterAll(() => own?.close())

  const count = async (table: string) =>
    (
      await queryRows<{ n: number }>(storage.db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`))
    )[0]?.n

  it('deletes only the rows no rule needs any more, and leaves the rest', async () => {
    const { db } = storage
    const old = sql`now() - interval '2 days'`
    const soon = sql`now() + interval '5 minutes'`
    await db.execute(sql`INSERT INTO rate_limits VALUES ('old', ${old}, 1), ('now', now(), 1)`)
    await db.execute(
      sql`INSERT INTO siwe_nonces VALUES ('old-nonce', ${old}, NULL), ('live-nonce', ${soon}, NULL), ('used-recently', now() - interval '1 minute', now())`,
    )
    await db.execute(sql`INSERT INTO siwe_sessions (id, address, chain_id, domain, expires_at, revoked_at) VALUES
      ('s-old', '0x1', 1, 'a', ${old}, NULL), ('s-revoked', '0x1', 1, 'a', ${soon}, ${old}), ('s-live', '0x1', 1, 'a', ${soon}, NULL)`)
    await db.execute(
      sql`INSERT INTO used_messages VALUES ('m-old', 'name-registration', now() - interval '31 minutes'), ('m-new', 'name-registration', now() - interval '9 minutes')`,
    )
    await db.execute(sql`INSERT INTO auth_users (id, email) VALUES ('u1', 'ada@example.com')`)
    await db.execute(sql`INSERT INTO auth_email_codes (id, email, device_id, salt, code_hash, expires_at) VALUES
      ('c-old', 'ada@example.com', 'd', 's', 'h', ${old}), ('c-live', 'ada@example.com', 'd', 's', 'h', ${soon})`)
    await db.execute(sql`INSERT INTO auth_device_approvals (token_hash, email, device_id, expires_at) VALUES
      ('t-old', 'ada@example.com', 'd', ${old}), ('t-live', 'ada@example.com', 'd', ${soon})`)
    await db.execute(sql`INSERT INTO auth_sessions (id, user_id, device_id, expires_at) VALUES
      ('a-old', 'u1', 'd', ${old}), ('a-live', 'u1', 'd', ${soon})`)
    await db.execute(sql`INSERT INTO auth_social_logins (state_hash, provider, device_id, binding_hash,
      code_verifier, nonce, redirect_uri, app_origin, expires_at) VALUES
      ('l-old', 'github', 'd', 'b', 'v', 'n', 'r', 'o', ${old}), ('l-live', 'github', 'd', 'b', 'v', 'n', 'r', 'o', ${soon})`)
    await db.execute(sql`INSERT INTO auth_users (id, email) VALUES ('u2', 'lin@example.com')`)
    await db.execute(sql`INSERT INTO auth_email_changes (user_id, new_email, step, expires_at) VALUES
      ('u1', 'ada2@example.com', 'primary', ${old}), ('u2', 'lin2@example.com', 'primary', ${soon})`)
    await db.execute(sql`INSERT INTO auth_email_cooldowns (email, device_id, last_sent_at) VALUES
      ('ada@example.com', 'd-old', ${old}), ('ada@example.com', 'd-now', now())`)
    await db.execute(sql`INSERT INTO auth_passkey_challenges (challenge, purpose, device_id, expires_at) VALUES
      ('p-old', 'login', 'd', ${old}), ('p-live', 'login', 'd', ${soon})`)

    expect(await sweepExpired(db)).toEqual({
      rate_limits: 1,
      siwe_nonces: 1,
      siwe_sessions: 2,
      used_messages: 1,
      auth_email_codes: 1,
      auth_device_approvals: 1,
      auth_sessions: 1,
      auth_social_logins: 1,
      auth_email_changes: 1,
      auth_email_cooldowns: 1,
      auth_passkey_challenges: 1,
    })
    expect(await count('rate_limits')).toBe(1)
    expect(await count('siwe_nonces')).toBe(2)
    expect(await count('siwe_sessions')).toBe(1)
    expect(await count('used_messages')).toBe(1)
    expect(await count('auth_email_codes')).toBe(1)
    expect(await count('auth_device_approvals')).toBe(1)
    expect(await count('auth_sessions')).toBe(1)
    expect(await count('auth_social_logins')).toBe(1)
    expect(await count('auth_email_changes')).toBe(1)
    expect(await count('auth_email_cooldowns')).toBe(1)
    expect(await count('auth_passkey_challenges')).toBe(1)
    // Nothing left to do the second time.
    expect(Object.values(await sweepExpired(db)).every((n) => n === 0)).toBe(true)
  })
})

describe('startServer sweeps on a timer', () => {
  it('deletes an expired nonce without being asked', async () => {
    const { startServer } = await import('../serve.ts')
    const { storage } = pglite
    const server = await startServer({
      storage,
      config: { chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }], projectIds: ['demo'] },
      sweepIntervalMs: 50,
    })
    try {
      await storage.db.execute(
        sql`INSERT INTO siwe_nonces VALUES ('stale', now() - interval '2 hours', NULL)`,
      )
      await expect
        .poll(
          async () =>
            (
              await queryRows<{ n: number }>(
                storage.db,
                sql`SELECT count(*)::int AS n FROM siwe_nonces WHERE nonce = 'stale'`,
              )
            )[0]?.n,
          { timeout: 5_000 },
        )
        .toBe(0)
    } finally {
      await server.close()
    }
  })
})
