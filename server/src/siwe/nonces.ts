import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { HttpError } from '../http/errors.ts'
import type { Database } from '../storage/openStorage.ts'
import { siweNonces } from '../storage/schema.ts'

type Queryable = Pick<Database, 'select' | 'insert' | 'update'>

/**
 * A new nonce: 128 bits from the system's CSPRNG, as 32 hex digits (EIP-4361 wants 8 or more
 * letters and digits). Never viem's `generateSiweNonce`: it slides a window over one
 * `Math.random` buffer, so each of its nonces is the previous one shifted by one character.
 */
export function newNonce(): string {
  return randomBytes(16).toString('hex')
}

/** Issues a nonce valid `ttlSeconds` by the database clock. */
export async function issueNonce(db: Queryable, ttlSeconds: number): Promise<string> {
  const nonce = newNonce()
  await db
    .insert(siweNonces)
    .values({ nonce, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` })
  return nonce
}

/**
 * Marks a nonce used, if it is unused and unexpired, in one statement: of two instances racing
 * on one nonce, exactly one gets `true`.
 */
export async function consumeNonce(db: Queryable, nonce: string): Promise<boolean> {
  const rows = await db
    .update(siweNonces)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(siweNonces.nonce, nonce),
        isNull(siweNonces.usedAt),
        gt(siweNonces.expiresAt, sql`now()`),
      ),
    )
    .returning({ nonce: siweNonces.nonce })
  return rows.length === 1
}

const nonceReason = (rule: string, description: string) => [
  { field: 'body.message', rule, description },
]

/**
 * Why a nonce cannot be used (unknown, already used, or expired), or undefined when it can: one
 * read, which writes nothing, so it may come before any costly check.
 */
export async function nonceProblem(db: Queryable, nonce: string): Promise<HttpError | undefined> {
  const [row] = await db
    .select({
      used: sql<boolean>`${siweNonces.usedAt} IS NOT NULL`,
      expired: sql<boolean>`${siweNonces.expiresAt} <= now()`,
    })
    .from(siweNonces)
    .where(eq(siweNonces.nonce, nonce))
  if (row && !row.used && !row.expired) return undefined
  return unusable(row)
}

/** Why `consumeNonce` refused a nonce: unknown, already used, or expired. */
export async function unusableNonceError(db: Queryable, nonce: string): Promise<HttpError> {
  return (
    (await nonceProblem(db, nonce)) ??
    // Usable again can only mean another request is using it right now.
    unusable({ used: true, expired: false })
  )
}

function unusable(row: { used: boolean; expired: boolean } | undefined): HttpError {
  if (!row) {
    const description =
      'The message nonce was not issued by this server; get one from GET /v1/siwe/nonce'
    return new HttpError(401, 'nonce_unknown', description, nonceReason('nonce', description))
  }
  if (row.used) {
    const description =
      'The message nonce was already used; each sign-in needs a new nonce and a new signature'
    return new HttpError(401, 'nonce_used', description, nonceReason('nonce_unused', description))
  }
  const description =
    'The message nonce has expired; get a new one from GET /v1/siwe/nonce and sign again'
  return new HttpError(401, 'nonce_expired', description, nonceReason('nonce_ttl', description))
}
