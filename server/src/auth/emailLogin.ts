import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { ServerConfig } from '../config.ts'
import { HttpError } from '../http/errors.ts'
import type { Database } from '../storage/openStorage.ts'
import { queryRows } from '../storage/queryRows.ts'
import { hashCode, newCode, newSalt, newToken, tokenHash } from './secrets.ts'

type Queryable = Pick<Database, 'execute'>
type EmailRules = ServerConfig['email']

/** What a code is for: it counts for nothing else. */
export type CodePurpose = 'login' | 'email-change'

/** Who may use a code: sent to `email`, for `purpose`, entered on `deviceId`. */
export type CodeOwner = { email: string; deviceId: string; purpose: CodePurpose }

/** What a started login needs mailed. Secrets: never logged. */
export type StartedLogin = {
  code: string
  /** `VERIFY_OTP` for a known device; `VERIFY_DEVICE` for a new one, which needs its link. */
  action: 'VERIFY_OTP' | 'VERIFY_DEVICE'
  /** The device-approval token (a new device only). */
  approvalToken?: string
}

/** The SPEC §5 cooldown refusal: 'Please try again after N seconds', N rounded up. */
export function cooldownError(seconds: number): HttpError {
  const description = `Please try again after ${Math.max(1, Math.ceil(seconds))} seconds`
  return new HttpError(
    429,
    'email_cooldown',
    description,
    [{ field: 'body.email', rule: 'cooldown', description }],
    { retryAfterSeconds: seconds },
  )
}

/** The email is locked after too many wrong codes; the message names when to try again. */
export function lockedError(lockedUntilEpoch: number): HttpError {
  const until = new Date(lockedUntilEpoch * 1000)
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000))
  const description = `Too many wrong codes: sign-in for this email is locked. Please try again after ${until.toISOString().slice(11, 16)} UTC (in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}).`
  return new HttpError(
    429,
    'email_locked',
    description,
    [{ field: 'body.email', rule: 'locked', description }],
    { retryAfterSeconds: (until.getTime() - Date.now()) / 1000 },
  )
}

type StateRow = { wait: number | null; locked: boolean; locked_until: number | null }

async function readState(db: Queryable, email: string, rules: EmailRules) {
  const [row] = await queryRows<StateRow>(
    db,
    sql`SELECT
      extract(epoch FROM last_sent_at + make_interval(secs => ${rules.cooldownSeconds}) - now())::float8 AS wait,
      coalesce(locked_until > now(), false) AS locked,
      extract(epoch FROM locked_until)::float8 AS locked_until
    FROM auth_email_state WHERE email = ${email}`,
  )
  return row
}

/** Why no code can go to `email` now (locked, or within the cooldown), or undefined. */
export async function sendRefusal(
  db: Queryable,
  email: string,
  rules: EmailRules,
): Promise<HttpError | undefined> {
  const state = await readState(db, email, rules)
  if (state?.locked && state.locked_until !== null) return lockedError(state.locked_until)
  if (state?.wait !== null && state?.wait !== undefined && state.wait > 0)
    return cooldownError(state.wait)
  return undefined
}

/**
 * Issues a code to `owner.email`, inside the caller's transaction: claims the email's cooldown
 * (an atomic upsert, so two instances cannot both send within it), retires the email's older
 * codes (of any purpose: one code is live per email) and stores the new one hashed with its own
 * salt. Shared by the login and the email change. @returns the code, to mail (a secret)
 * @throws HttpError 429 within the cooldown or while the email is locked
 */
export async function issueEmailCode(
  tx: Queryable,
  { email, deviceId, purpose }: CodeOwner,
  rules: EmailRules,
): Promise<string> {
  const claimed = await queryRows<{ email: string }>(
    tx,
    sql`INSERT INTO auth_email_state (email, last_sent_at) VALUES (${email}, now())
    ON CONFLICT (email) DO UPDATE SET last_sent_at = now()
    WHERE (auth_email_state.last_sent_at IS NULL
        OR auth_email_state.last_sent_at <= now() - make_interval(secs => ${rules.cooldownSeconds}))
      AND (auth_email_state.locked_until IS NULL OR auth_email_state.locked_until <= now())
    RETURNING email`,
  )
  if (claimed.length === 0)
    throw (await sendRefusal(tx, email, rules)) ?? cooldownError(rules.cooldownSeconds)
  await tx.execute(
    sql`UPDATE auth_email_codes SET used_at = now() WHERE email = ${email} AND used_at IS NULL`,
  )
  const code = newCode()
  const salt = newSalt()
  await tx.execute(
    sql`INSERT INTO auth_email_codes (id, email, device_id, salt, code_hash, expires_at, purpose)
    VALUES (${randomUUID()}, ${email}, ${deviceId}, ${salt}, ${hashCode(salt, code)},
      now() + make_interval(secs => ${rules.codeTtlSeconds}), ${purpose})`,
  )
  return code
}

/**
 * Starts an email login in one transaction: issues a code (`issueEmailCode`: cooldown, older
 * codes retired), and for a new device records it and an approval token (stored hashed).
 * @throws HttpError 429 within the cooldown or while the email is locked
 */
export async function startEmailLogin(
  db: Database,
  { email, deviceId }: { email: string; deviceId: string },
  rules: EmailRules,
): Promise<StartedLogin> {
  return db.transaction(async (tx) => {
    const code = await issueEmailCode(tx, { email, deviceId, purpose: 'login' }, rules)
    await tx.execute(
      sql`INSERT INTO auth_devices (email, device_id) VALUES (${email}, ${deviceId}) ON CONFLICT DO NOTHING`,
    )
    const [device] = await queryRows<{ known: boolean }>(
      tx,
      sql`SELECT approved_at IS NOT NULL AS known FROM auth_devices WHERE email = ${email} AND device_id = ${deviceId}`,
    )
    if (device?.known) return { code, action: 'VERIFY_OTP' as const }
    const approvalToken = newToken()
    await tx.execute(
      sql`INSERT INTO auth_device_approvals (token_hash, email, device_id, expires_at)
      VALUES (${tokenHash(approvalToken)}, ${email}, ${deviceId},
        now() + make_interval(secs => ${rules.codeTtlSeconds}))`,
    )
    return { code, action: 'VERIFY_DEVICE' as const, approvalToken }
  })
}

/**
 * Undoes a start whose mail could not be sent: its code is retired and the cooldown released,
 * so the user can ask again at once.
 */
export async function releaseEmailLogin(db: Database, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE auth_email_codes SET used_at = now() WHERE email = ${email} AND used_at IS NULL`,
    )
    await tx.execute(sql`UPDATE auth_email_state SET last_sent_at = NULL WHERE email = ${email}`)
  })
}

/**
 * Follows an approval link: consumes its token (single use, unexpired, one atomic UPDATE) and
 * marks the device approved. @returns the email and device, or null when the link is unusable
 */
export async function approveDevice(
  db: Database,
  token: string,
): Promise<{ email: string; deviceId: string } | null> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ email: string; device_id: string }>(
      tx,
      sql`UPDATE auth_device_approvals SET used_at = now()
      WHERE token_hash = ${tokenHash(token)} AND used_at IS NULL AND expires_at > now()
      RETURNING email, device_id`,
    )
    if (!row) return null
    await tx.execute(
      sql`UPDATE auth_devices SET approved_at = coalesce(approved_at, now())
      WHERE email = ${row.email} AND device_id = ${row.device_id}`,
    )
    return { email: row.email, deviceId: row.device_id }
  })
}

/** Whether the device's approval link was followed (false for a device never seen). */
export async function isDeviceApproved(
  db: Queryable,
  { email, deviceId }: { email: string; deviceId: string },
): Promise<boolean> {
  const [device] = await queryRows<{ approved: boolean }>(
    db,
    sql`SELECT approved_at IS NOT NULL AS approved FROM auth_devices WHERE email = ${email} AND device_id = ${deviceId}`,
  )
  return device?.approved === true
}

/**
 * Consumes the right code of `owner`, if the email is not locked: one atomic `UPDATE …
 * RETURNING`, so a code works once across every instance. A wrong code counts against the email
 * in the database; the `maxAttempts`-th locks it for `lockSeconds`. Not to be run in a
 * transaction: a wrong code must stay counted. Shared by the login and the email change.
 * @param beforeConsume runs once the email is known not to be locked (the login's device check)
 * @throws HttpError 429 locked, 400 no live code, 401 wrong code (and what `beforeConsume` throws)
 */
export async function checkEmailCode(
  db: Queryable,
  { email, deviceId, purpose, otp }: CodeOwner & { otp: string },
  rules: EmailRules,
  beforeConsume?: () => Promise<void>,
): Promise<void> {
  const state = await readState(db, email, rules)
  if (state?.locked && state.locked_until !== null) throw lockedError(state.locked_until)
  await beforeConsume?.()
  const consumed = await queryRows<{ id: string }>(
    db,
    sql`UPDATE auth_email_codes SET used_at = now()
    WHERE email = ${email} AND device_id = ${deviceId} AND purpose = ${purpose}
      AND used_at IS NULL AND expires_at > now()
      AND code_hash = encode(sha256(convert_to(salt || ${otp}, 'UTF8')), 'hex')
      AND NOT EXISTS (SELECT 1 FROM auth_email_state s WHERE s.email = ${email} AND s.locked_until > now())
    RETURNING id`,
  )
  if (consumed.length === 1) {
    await db.execute(
      sql`UPDATE auth_email_state SET failed_attempts = 0, locked_until = NULL WHERE email = ${email}`,
    )
    return
  }
  const [live] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM auth_email_codes
    WHERE email = ${email} AND device_id = ${deviceId} AND purpose = ${purpose}
      AND used_at IS NULL AND expires_at > now()`,
  )
  if (!live?.n) {
    const description =
      'This code has expired or was already used: request a new code and enter the one in the newest email'
    throw new HttpError(400, 'code_expired', description, [
      { field: 'body.otp', rule: 'unused_unexpired', description },
    ])
  }
  const [counted] = await queryRows<{ failed: number; locked_until: number | null }>(
    db,
    sql`UPDATE auth_email_state SET
      failed_attempts = CASE WHEN locked_until IS NOT NULL THEN 1 ELSE failed_attempts + 1 END,
      locked_until = CASE
        WHEN (CASE WHEN locked_until IS NOT NULL THEN 1 ELSE failed_attempts + 1 END) >= ${rules.maxAttempts}
        THEN now() + make_interval(secs => ${rules.lockSeconds}) ELSE NULL END
    WHERE email = ${email} AND (locked_until IS NULL OR locked_until <= now())
    RETURNING failed_attempts AS failed, extract(epoch FROM locked_until)::float8 AS locked_until`,
  )
  if (!counted) {
    // Locked by another request meanwhile.
    const now = await readState(db, email, rules)
    throw lockedError(now?.locked_until ?? Date.now() / 1000 + rules.lockSeconds)
  }
  if (counted.locked_until !== null) throw lockedError(counted.locked_until)
  const left = rules.maxAttempts - counted.failed
  const description = `That code is not right. ${left} ${left === 1 ? 'attempt' : 'attempts'} left before sign-in for this email is locked for ${Math.round(rules.lockSeconds / 60)} minutes.`
  throw new HttpError(401, 'wrong_code', description, [
    { field: 'body.otp', rule: 'matches_code', value: '[redacted]', description },
  ])
}

/**
 * Consumes the login code (`checkEmailCode`), once the email is known not to be locked and only
 * if the device is approved: the device check belongs to the login alone.
 * @throws HttpError 429 locked, 403 device not approved, 400 no live code, 401 wrong code
 */
export async function consumeEmailCode(
  db: Queryable,
  { email, deviceId, otp }: { email: string; deviceId: string; otp: string },
  rules: EmailRules,
): Promise<void> {
  await checkEmailCode(db, { email, deviceId, purpose: 'login', otp }, rules, async () => {
    if (await isDeviceApproved(db, { email, deviceId })) return
    const description =
      'This device is not approved yet: open the approval link in the email we sent, then enter the code'
    throw new HttpError(403, 'device_not_approved', description, [
      { field: 'body.deviceId', rule: 'approved', description },
    ])
  })
}
