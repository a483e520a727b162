import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { ServerConfig } from '../config.ts'
import { HttpError } from '../http/errors.ts'
import type { Database } from '../storage/openStorage.ts'
import { queryRows } from '../storage/queryRows.ts'
import { countCodeCheck, countCodeMail, mailLimitRefusal } from './emailLimits.ts'
import { hashCode, newCode, newSalt } from './secrets.ts'

/**
 * One-time codes sent by email, for the login and the email change alike: issuing one (cooldown,
 * mail limits, lock), checking a guess (one use, attempts counted in the database so they hold
 * across instances), and the refusals in SPEC §5's words.
 */

type Queryable = Pick<Database, 'execute'>
type EmailRules = ServerConfig['email']

/** What a code is for: it counts for nothing else. */
export type CodePurpose = 'login' | 'email-change'

/**
 * Which wrong-code lock a code counts toward: `login` for codes sent to an account's own email
 * (the login, the email change's primary step), `new-email` for codes sent to an email being
 * added to an account (the secondary step), so a stranger adding your email to their account
 * cannot lock your sign-in.
 */
export type LockScope = 'login' | 'new-email'

/**
 * Who may use a code: sent to `email`, for `purpose`, entered on `deviceId`, its wrong guesses
 * counted toward `scope`'s lock (@default 'login').
 */
export type CodeOwner = {
  email: string
  deviceId: string
  purpose: CodePurpose
  scope?: LockScope | undefined
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

/** What a lock of `scope` stops, in words. */
const lockedWhat = (scope: LockScope) =>
  scope === 'login' ? 'sign-in for this email' : 'adding this email to an account'

/** The email is locked after too many wrong codes; the message names when to try again. */
export function lockedError(lockedUntilEpoch: number, scope: LockScope = 'login'): HttpError {
  const until = new Date(lockedUntilEpoch * 1000)
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000))
  const description = `Too many wrong codes: ${lockedWhat(scope)} is locked. Please try again after ${until.toISOString().slice(11, 16)} UTC (in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}).`
  return new HttpError(
    429,
    'email_locked',
    description,
    [{ field: 'body.email', rule: 'locked', description }],
    { retryAfterSeconds: (until.getTime() - Date.now()) / 1000 },
  )
}

function expiredError(): HttpError {
  const description =
    'This code has expired or was already used: request a new code and enter the one in the newest email'
  return new HttpError(400, 'code_expired', description, [
    { field: 'body.otp', rule: 'unused_unexpired', description },
  ])
}

/** When the lock of (`email`, `scope`) ends (epoch seconds), or undefined when it is not locked. */
async function lockedUntil(
  db: Queryable,
  email: string,
  scope: LockScope,
): Promise<number | undefined> {
  const [row] = await queryRows<{ until: number }>(
    db,
    sql`SELECT extract(epoch FROM locked_until)::float8 AS until FROM auth_code_locks
    WHERE email = ${email} AND scope = ${scope} AND locked_until > now()`,
  )
  return row?.until
}

/** Seconds left of the cooldown of (`email`, `deviceId`), or undefined when there is none. */
async function cooldownLeft(
  db: Queryable,
  { email, deviceId }: { email: string; deviceId: string },
  rules: EmailRules,
): Promise<number | undefined> {
  const [row] = await queryRows<{ wait: number }>(
    db,
    sql`SELECT extract(epoch FROM last_sent_at + make_interval(secs => ${rules.cooldownSeconds}) - now())::float8 AS wait
    FROM auth_email_cooldowns WHERE email = ${email} AND device_id = ${deviceId}`,
  )
  return row && row.wait > 0 ? row.wait : undefined
}

/**
 * Why no code can go to `email` from `deviceId` now (its lock, the device's cooldown, or the
 * mail limits of `clientIp`), or undefined.
 */
export async function sendRefusal(
  db: Queryable,
  {
    email,
    deviceId,
    scope = 'login',
    clientIp,
  }: { email: string; deviceId: string; scope?: LockScope; clientIp: string },
  rules: EmailRules,
): Promise<HttpError | undefined> {
  const until = await lockedUntil(db, email, scope)
  if (until !== undefined) return lockedError(until, scope)
  const wait = await cooldownLeft(db, { email, deviceId }, rules)
  if (wait !== undefined) return cooldownError(wait)
  return mailLimitRefusal(db, clientIp, rules)
}

/**
 * Issues a code to `owner.email`, inside the caller's transaction: refuses a locked email,
 * claims the cooldown of (email, device) (an atomic upsert, so two instances cannot both send
 * within it), counts the mail against the per-IP and total limits, retires the older codes of
 * the same email and device (another device's code stays live) and stores the new one hashed
 * with its own salt. Shared by the login and the email change.
 * @returns the code, to mail (a secret)
 * @throws HttpError 429 while locked, within the cooldown, or over a mail limit
 */
export async function issueEmailCode(
  tx: Queryable,
  { email, deviceId, purpose, scope = 'login' }: CodeOwner,
  rules: EmailRules,
  clientIp: string,
): Promise<string> {
  const until = await lockedUntil(tx, email, scope)
  if (until !== undefined) throw lockedError(until, scope)
  const claimed = await queryRows<{ email: string }>(
    tx,
    sql`INSERT INTO auth_email_cooldowns (email, device_id, last_sent_at)
    VALUES (${email}, ${deviceId}, now())
    ON CONFLICT (email, device_id) DO UPDATE SET last_sent_at = now()
    WHERE auth_email_cooldowns.last_sent_at <= now() - make_interval(secs => ${rules.cooldownSeconds})
    RETURNING email`,
  )
  if (claimed.length === 0)
    throw cooldownError(
      (await cooldownLeft(tx, { email, deviceId }, rules)) ?? rules.cooldownSeconds,
    )
  await countCodeMail(tx, clientIp, rules)
  await tx.execute(
    sql`UPDATE auth_email_codes SET used_at = now()
    WHERE email = ${email} AND device_id = ${deviceId} AND used_at IS NULL`,
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

/** Whether (email, device, purpose) has a live code. */
async function hasLiveCode(
  db: Queryable,
  { email, deviceId, purpose }: CodeOwner,
): Promise<boolean> {
  const [live] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM auth_email_codes
    WHERE email = ${email} AND device_id = ${deviceId} AND purpose = ${purpose}
      AND used_at IS NULL AND expires_at > now()`,
  )
  return (live?.n ?? 0) > 0
}

/**
 * Reserves one guess against the lock of (`email`, `scope`), in one atomic upsert that also
 * checks it: no row while locked; the `maxAttempts`-th guess locks it at once (a right code then
 * unlocks it). So N parallel guesses can never get more than `maxAttempts` compared per lock
 * window, on any number of instances. An expired lock starts the count again.
 * @returns the guesses counted so far, and the lock this one set, or undefined when locked
 */
async function reserveGuess(
  db: Queryable,
  email: string,
  scope: LockScope,
  rules: EmailRules,
): Promise<{ n: number; until: number | null } | undefined> {
  const lock = sql`now() + make_interval(secs => ${rules.lockSeconds})`
  const next = sql`CASE WHEN auth_code_locks.locked_until IS NOT NULL THEN 1 ELSE auth_code_locks.failed_attempts + 1 END`
  const [row] = await queryRows<{ n: number; until: number | null }>(
    db,
    sql`INSERT INTO auth_code_locks (email, scope, failed_attempts, locked_until)
    VALUES (${email}, ${scope}, 1, CASE WHEN 1 >= ${rules.maxAttempts} THEN ${lock} END)
    ON CONFLICT (email, scope) DO UPDATE SET
      failed_attempts = ${next},
      locked_until = CASE WHEN ${next} >= ${rules.maxAttempts} THEN ${lock} END
    WHERE auth_code_locks.locked_until IS NULL OR auth_code_locks.locked_until <= now()
    RETURNING failed_attempts AS n, extract(epoch FROM locked_until)::float8 AS until`,
  )
  return row
}

/**
 * Consumes the right code of `owner`, if its email is not locked. Each guess is counted first
 * against the per-IP and total check limits, then reserved against the email's lock in one
 * atomic statement (`reserveGuess`), then compared and consumed in one atomic `UPDATE …
 * RETURNING`, so a code works once across every instance. A right code clears the count; a
 * wrong one stays counted, and the `maxAttempts`-th has locked the email for `lockSeconds`. Not
 * to be run in a transaction: a wrong code must stay counted. Shared by the login and the email
 * change.
 * @param beforeConsume runs once the email is known not to be locked (the login's device check)
 * @throws HttpError 429 locked or over a check limit, 400 no live code, 401 wrong code (and what
 *   `beforeConsume` throws)
 */
export async function checkEmailCode(
  db: Queryable,
  {
    email,
    deviceId,
    purpose,
    scope = 'login',
    otp,
    clientIp,
  }: CodeOwner & { otp: string; clientIp: string },
  rules: EmailRules,
  beforeConsume?: () => Promise<void>,
): Promise<void> {
  const owner = { email, deviceId, purpose }
  const until = await lockedUntil(db, email, scope)
  if (until !== undefined) throw lockedError(until, scope)
  await beforeConsume?.()
  // No live code: nothing to guess, so nothing is counted.
  if (!(await hasLiveCode(db, owner))) throw expiredError()
  await countCodeCheck(db, clientIp, rules)
  const guess = await reserveGuess(db, email, scope, rules)
  if (!guess)
    throw lockedError(
      (await lockedUntil(db, email, scope)) ?? Date.now() / 1000 + rules.lockSeconds,
      scope,
    )
  const consumed = await queryRows<{ id: string }>(
    db,
    sql`UPDATE auth_email_codes SET used_at = now()
    WHERE email = ${email} AND device_id = ${deviceId} AND purpose = ${purpose}
      AND used_at IS NULL AND expires_at > now()
      AND code_hash = encode(sha256(convert_to(salt || ${otp}, 'UTF8')), 'hex')
    RETURNING id`,
  )
  if (consumed.length === 1) {
    await db.execute(
      sql`UPDATE auth_code_locks SET failed_attempts = 0, locked_until = NULL
      WHERE email = ${email} AND scope = ${scope}`,
    )
    return
  }
  // Used or replaced meanwhile (the guess stays counted: it was compared).
  if (!(await hasLiveCode(db, owner))) throw expiredError()
  if (guess.until !== null) throw lockedError(guess.until, scope)
  const left = rules.maxAttempts - guess.n
  const description = `That code is not right. ${left} ${left === 1 ? 'attempt' : 'attempts'} left before ${lockedWhat(scope)} is locked for ${Math.round(rules.lockSeconds / 60)} minutes.`
  throw new HttpError(401, 'wrong_code', description, [
    { field: 'body.otp', rule: 'matches_code', value: '[redacted]', description },
  ])
}
