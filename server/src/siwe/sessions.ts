import type { SiweSession } from '@foyer/modal/contracts'
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm'
import { getAddress } from 'viem'
import type { Database } from '../storage/openStorage.ts'
import { siweSessions } from '../storage/schema.ts'
import { isSessionToken, sessionRowId } from './sessionToken.ts'

type Queryable = Pick<Database, 'select' | 'insert' | 'update'>

/** What a new session records. */
export type NewSession = {
  token: string
  address: string
  chainId: number
  domain: string
  ttlSeconds: number
  /** The message's expirationTime: the session never outlives what the user signed. */
  notAfter?: Date | undefined
}

/** Inserts a session; its expiry is computed by the database clock, shared by every instance. */
export async function insertSession(db: Queryable, session: NewSession): Promise<SiweSession> {
  const byTtl = sql`now() + make_interval(secs => ${session.ttlSeconds})`
  const expiresAt: SQL = session.notAfter
    ? sql`LEAST(${byTtl}, ${session.notAfter.toISOString()}::timestamptz)`
    : byTtl
  const [row] = await db
    .insert(siweSessions)
    .values({
      id: sessionRowId(session.token),
      address: session.address.toLowerCase(),
      chainId: session.chainId,
      domain: session.domain.toLowerCase(),
      expiresAt,
    })
    .returning({ expiresAt: siweSessions.expiresAt })
  if (!row) throw new Error('inserting a SIWE session returned no row')
  return {
    address: getAddress(session.address),
    chainId: session.chainId,
    expiresAt: row.expiresAt.toISOString(),
  }
}

/**
 * The live session of a token (not expired, not signed out) signed in for `domain`, or null. A
 * session is valid only for the app it was signed for: a token of another app's session (or one
 * a phishing domain ever got) opens nothing here.
 */
export async function findSession(
  db: Queryable,
  token: string | undefined,
  domain: string,
): Promise<SiweSession | null> {
  if (!isSessionToken(token)) return null
  const [row] = await db
    .select({
      address: siweSessions.address,
      chainId: siweSessions.chainId,
      expiresAt: siweSessions.expiresAt,
    })
    .from(siweSessions)
    .where(
      and(
        eq(siweSessions.id, sessionRowId(token)),
        eq(siweSessions.domain, domain.toLowerCase()),
        isNull(siweSessions.revokedAt),
        gt(siweSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
  if (!row) return null
  return {
    address: getAddress(row.address),
    chainId: row.chainId,
    expiresAt: row.expiresAt.toISOString(),
  }
}

/** Ends a session for every instance; nothing happens when there is none. */
export async function revokeSession(db: Queryable, token: string | undefined): Promise<void> {
  if (!isSessionToken(token)) return
  await db
    .update(siweSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(siweSessions.id, sessionRowId(token)), isNull(siweSessions.revokedAt)))
}
