import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '../storage/openStorage.ts'
import { queryRows } from '../storage/queryRows.ts'
import { isToken, newToken, tokenHash } from './secrets.ts'

type Queryable = Pick<Database, 'execute'>

/** A user of the email login, as the API shows it. */
export type EmailUser = { id: string; email: string }

/** The user of `email`, created on first login (one per email, whichever instance wins). */
export async function upsertUser(db: Queryable, email: string): Promise<EmailUser> {
  const [row] = await queryRows<EmailUser>(
    db,
    sql`INSERT INTO auth_users (id, email) VALUES (${randomUUID()}, ${email})
    ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
    RETURNING id, email`,
  )
  if (!row) throw new Error('upserting a user returned no row')
  return row
}

/**
 * A new session for `userId`. @returns its bearer token, which only the client keeps: the
 * database has its sha256
 */
export async function createSession(
  db: Queryable,
  { userId, deviceId, ttlSeconds }: { userId: string; deviceId: string; ttlSeconds: number },
): Promise<string> {
  const token = newToken()
  await db.execute(
    sql`INSERT INTO auth_sessions (id, user_id, device_id, expires_at)
    VALUES (${tokenHash(token)}, ${userId}, ${deviceId}, now() + make_interval(secs => ${ttlSeconds}))`,
  )
  return token
}

/** The user of a live session (not expired, not signed out), or null. */
export async function findSessionUser(
  db: Queryable,
  token: string | undefined,
): Promise<EmailUser | null> {
  if (!isToken(token)) return null
  const [row] = await queryRows<EmailUser>(
    db,
    sql`SELECT u.id, u.email FROM auth_sessions s JOIN auth_users u ON u.id = s.user_id
    WHERE s.id = ${tokenHash(token)} AND s.revoked_at IS NULL AND s.expires_at > now()`,
  )
  return row ?? null
}

/** Ends a session for every instance; nothing happens when there is none. */
export async function revokeSession(db: Queryable, token: string | undefined): Promise<void> {
  if (!isToken(token)) return
  await db.execute(
    sql`UPDATE auth_sessions SET revoked_at = now() WHERE id = ${tokenHash(token)} AND revoked_at IS NULL`,
  )
}
