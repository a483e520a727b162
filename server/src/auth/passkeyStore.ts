import { sql } from 'drizzle-orm'
import type { Database } from '../storage/openStorage.ts'
import { queryRows } from '../storage/queryRows.ts'

type Queryable = Pick<Database, 'execute'>

/** How long a passkey ceremony's challenge can be answered, in seconds. */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 120

/** What a challenge is for: a sign-up, a signed-in user's next passkey, or a login. */
export type ChallengePurpose = 'register' | 'add' | 'login'

/** A stored passkey, as the verification needs it. */
export type StoredPasskey = {
  credentialId: string
  userId: string
  publicKey: string
  counter: number
  transports: string[]
}

/** Stores a new challenge for `deviceId`, usable once within PASSKEY_CHALLENGE_TTL_SECONDS. */
export async function saveChallenge(
  db: Queryable,
  c: {
    challenge: string
    purpose: ChallengePurpose
    deviceId: string
    userId?: string | undefined
  },
): Promise<void> {
  await db.execute(
    sql`INSERT INTO auth_passkey_challenges (challenge, purpose, device_id, user_id, expires_at)
    VALUES (${c.challenge}, ${c.purpose}, ${c.deviceId}, ${c.userId ?? null},
      now() + make_interval(secs => ${PASSKEY_CHALLENGE_TTL_SECONDS}))`,
  )
}

/**
 * Uses up `challenge` if it is unused, unexpired, for `purpose` and issued to `deviceId`: one
 * statement, so of two instances answering the same challenge only one gets it.
 * @returns the challenge's user id (null for a login), or undefined when it cannot be used
 */
export async function takeChallenge(
  db: Queryable,
  c: { challenge: string; purpose: ChallengePurpose; deviceId: string },
): Promise<{ userId: string | null } | undefined> {
  const [row] = await queryRows<{ user_id: string | null }>(
    db,
    sql`UPDATE auth_passkey_challenges SET used_at = now()
    WHERE challenge = ${c.challenge} AND purpose = ${c.purpose} AND device_id = ${c.deviceId}
      AND used_at IS NULL AND expires_at > now()
    RETURNING user_id`,
  )
  return row ? { userId: row.user_id } : undefined
}

/** The passkey with `credentialId`, whoever's it is. */
export async function findPasskey(
  db: Queryable,
  credentialId: string,
): Promise<StoredPasskey | undefined> {
  const [row] = await queryRows<{
    credential_id: string
    user_id: string
    public_key: string
    counter: string | number
    transports: string
  }>(
    db,
    sql`SELECT credential_id, user_id, public_key, counter, transports
    FROM auth_passkeys WHERE credential_id = ${credentialId}`,
  )
  if (!row) return undefined
  return {
    credentialId: row.credential_id,
    userId: row.user_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: row.transports ? row.transports.split(',') : [],
  }
}

/** Stores a verified passkey of `userId`. */
export async function insertPasskey(
  db: Queryable,
  p: Omit<StoredPasskey, 'transports'> & { transports: readonly string[]; name: string },
): Promise<void> {
  await db.execute(
    sql`INSERT INTO auth_passkeys (credential_id, user_id, public_key, counter, transports, name, last_used_at)
    VALUES (${p.credentialId}, ${p.userId}, ${p.publicKey}, ${p.counter}, ${p.transports.join(',')}, ${p.name}, now())`,
  )
}

/**
 * Moves the passkey's counter to `counter` if it goes up (or both are 0: an authenticator
 * without a counter), in one statement: a second use of an older assertion, on any instance,
 * finds the counter already moved.
 * @returns false when the counter did not go up (a cloned authenticator, or a replay)
 */
export async function advanceCounter(
  db: Queryable,
  credentialId: string,
  counter: number,
): Promise<boolean> {
  const rows = await queryRows<{ credential_id: string }>(
    db,
    sql`UPDATE auth_passkeys SET counter = ${counter}, last_used_at = now()
    WHERE credential_id = ${credentialId} AND (counter < ${counter} OR (counter = 0 AND ${counter} = 0))
    RETURNING credential_id`,
  )
  return rows.length === 1
}

/** The passkeys of `userId`, newest first, and whether each protects the recovery share. */
export async function listPasskeys(db: Queryable, userId: string) {
  const rows = await queryRows<{
    credential_id: string
    name: string
    created_at: string | Date
    last_used_at: string | Date | null
    vault: boolean
  }>(
    db,
    sql`SELECT p.credential_id, p.name, p.created_at, p.last_used_at,
      (v.credential_id IS NOT NULL) AS vault
    FROM auth_passkeys p LEFT JOIN auth_recovery_vaults v ON v.credential_id = p.credential_id
    WHERE p.user_id = ${userId} ORDER BY p.created_at DESC`,
  )
  const iso = (value: string | Date) => new Date(value).toISOString()
  return rows.map((row) => ({
    id: row.credential_id,
    name: row.name,
    createdAt: iso(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : iso(row.last_used_at),
    protectsRecovery: row.vault,
  }))
}

/**
 * Removes a passkey of `userId` unless it is their last way in (no email, no social identity, no
 * other passkey): checked and deleted in one statement.
 * @returns 'removed', 'not_found' (not theirs), or 'last_way_in'
 */
export async function removePasskey(
  db: Queryable,
  userId: string,
  credentialId: string,
): Promise<'removed' | 'not_found' | 'last_way_in'> {
  const removed = await queryRows<{ credential_id: string }>(
    db,
    sql`DELETE FROM auth_passkeys p
    WHERE p.credential_id = ${credentialId} AND p.user_id = ${userId}
      AND (
        EXISTS (SELECT 1 FROM auth_users u WHERE u.id = ${userId} AND u.email IS NOT NULL)
        OR EXISTS (SELECT 1 FROM auth_identities i WHERE i.user_id = ${userId})
        OR EXISTS (SELECT 1 FROM auth_passkeys o WHERE o.user_id = ${userId} AND o.credential_id <> ${credentialId})
      )
    RETURNING p.credential_id`,
  )
  if (removed.length === 1) return 'removed'
  const owned = await findPasskey(db, credentialId)
  return owned?.userId === userId ? 'last_way_in' : 'not_found'
}

/** Stores (or replaces) the recovery share encrypted under `credentialId`'s PRF key. */
export async function putRecoveryVault(
  db: Queryable,
  v: { userId: string; credentialId: string; ciphertext: string },
): Promise<void> {
  await db.execute(
    sql`INSERT INTO auth_recovery_vaults (credential_id, user_id, ciphertext)
    VALUES (${v.credentialId}, ${v.userId}, ${v.ciphertext})
    ON CONFLICT (credential_id) DO UPDATE SET ciphertext = EXCLUDED.ciphertext, created_at = now()`,
  )
}

/** The encrypted recovery share of `userId` under `credentialId`, if any. */
export async function getRecoveryVault(
  db: Queryable,
  userId: string,
  credentialId: string,
): Promise<string | undefined> {
  const [row] = await queryRows<{ ciphertext: string }>(
    db,
    sql`SELECT ciphertext FROM auth_recovery_vaults
    WHERE credential_id = ${credentialId} AND user_id = ${userId}`,
  )
  return row?.ciphertext
}
