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

/** A live session, as a route sees it: its user, and what the session itself says. */
export type SessionUser = EmailUser & {
  /** The device the session was opened on (its codes are entered there). */
  deviceId: string
  /** What the database keeps of the session's token (`tokenHash`). */
  sessionId: string
  /** How long ago the session was opened, in seconds. */
  ageSeconds: number
}

/**
 * The user of a live session (not expired, not signed out) used from the device it was opened
 * on, or null: a token sent with another device's id opens nothing.
 */
export async function findSessionUser(
  db: Queryable,
  token: string | undefined,
  deviceId: string | undefined,
): Promise<SessionUser | null> {
  if (!isToken(token) || !deviceId) return null
  const [row] = await queryRows<{
    id: string
    email: string
    device_id: string
    session_id: string
    age: number
  }>(
    db,
    sql`SELECT u.id, u.email, s.device_id, s.id AS session_id,
      extract(epoch FROM now() - s.issued_at)::float8 AS age
    FROM auth_sessions s JOIN auth_users u ON u.id = s.user_id
    WHERE s.id = ${tokenHash(token)} AND s.device_id = ${deviceId}
      AND s.revoked_at IS NULL AND s.expires_at > now()`,
  )
  if (!row) return null
  return {
    id: row.id,
    email: row.email,
    deviceId: row.device_id,
    sessionId: row.session_id,
    ageSeconds: row.age,
  }
}

/** Ends a session for every instance; nothing happens when there is none. */
export async function revokeSession(db: Queryable, token: string | undefined): Promise<void> {
  if (!isToken(token)) return
  await db.execute(
    sql`UPDATE auth_sessions SET revoked_at = now() WHERE id = ${tokenHash(token)} AND revoked_at IS NULL`,
  )
}

/**
 * Ends every live session of `userId` but `keep` (a session id, `SessionUser.sessionId`), on
 * every instance: "sign out everywhere" keeps none, an email change keeps the one that made it.
 * @returns how many sessions were ended
 */
export async function revokeUserSessions(
  db: Queryable,
  userId: string,
  { keep }: { keep?: string | undefined } = {},
): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE auth_sessions SET revoked_at = now()
    WHERE user_id = ${userId} AND revoked_at IS NULL AND expires_at > now()
      AND id <> ${keep ?? ''}
    RETURNING id`,
  )
  return rows.length
}

/** A live session of a user, as the wallet's page lists it. */
export type ListedSession = {
  /** The first characters of the device id it was opened on (enough to tell devices apart). */
  device: string
  issuedAt: string
  expiresAt: string
  /** The session the request came with. */
  current: boolean
}

/** The live sessions of `userId`, newest first; `current` marks the one with id `sessionId`. */
export async function listUserSessions(
  db: Queryable,
  userId: string,
  sessionId: string,
): Promise<ListedSession[]> {
  const rows = await queryRows<{
    id: string
    device_id: string
    issued_at: string | Date
    expires_at: string | Date
  }>(
    db,
    sql`SELECT id, device_id, issued_at, expires_at FROM auth_sessions
    WHERE user_id = ${userId} AND revoked_at IS NULL AND expires_at > now()
    ORDER BY issued_at DESC LIMIT 50`,
  )
  return rows.map((row) => ({
    device: row.device_id.slice(0, 6),
    issuedAt: new Date(row.issued_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    current: row.id === sessionId,
  }))
}
