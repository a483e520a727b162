import { sql } from 'drizzle-orm'
import type { ServerConfig } from '../config.ts'
import { HttpError } from '../http/errors.ts'
import { providerLabel } from '../social/providers.ts'
import type { Database } from '../storage/openStorage.ts'
import { queryRows } from '../storage/queryRows.ts'
import { checkEmailCode, issueEmailCode, sendRefusal } from './emailCodes.ts'
import { revokeUserSessions } from './sessions.ts'

type Queryable = Pick<Database, 'execute'>
type EmailRules = ServerConfig['email']

/** Whose code an email change awaits: the current email's, then the new email's. */
export type ChangeStep = 'primary' | 'secondary'

/**
 * A signed-in user asking for a change (a social user may have no email), and the session
 * asking: its id (kept when the others are ended), device (where codes are entered), age.
 */
export type ChangingUser = {
  id: string
  email: string | null
  sessionId: string
  deviceId: string
  ageSeconds: number
}

/** A code issued for a change, to mail to `to`. The code is a secret: never logged. */
export type IssuedChangeCode = { step: ChangeStep; to: string; code: string; newEmail: string }

const PURPOSE = 'email-change'

/** The lock a step's code counts toward: the new email's code, that of an email being added. */
const scopeOf = (step: ChangeStep) => (step === 'primary' ? 'login' : 'new-email')

function sameEmailError(email: string): HttpError {
  const description = `${email} is already the email of this account: enter a different one`
  return new HttpError(409, 'email_unchanged', description, [
    { field: 'body.newEmail', rule: 'different', value: email, description },
  ])
}

function takenError(email: string): HttpError {
  const description = `${email} is already the email of another Foyer account: choose another one`
  return new HttpError(409, 'email_taken', description, [
    { field: 'body.newEmail', rule: 'unused', value: email, description },
  ])
}

function notWaitingError(step: ChangeStep): HttpError {
  const whose = step === 'primary' ? 'your current email' : 'your new email'
  const description = `No email change is waiting for a code from ${whose} (it may have expired): enter the new email again`
  return new HttpError(409, 'no_email_change', description, [
    { field: 'body.otp', rule: 'pending_change', description },
  ])
}

/** `5 minutes`, `90 seconds`, `3 hours`, `12 days`. */
function durationOf(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  if (s < 120 && s % 60 !== 0) return plural(s, 'second')
  if (s < 2 * 3600) return plural(Math.floor(s / 60), 'minute')
  if (s < 2 * 86400) return plural(Math.floor(s / 3600), 'hour')
  return plural(Math.floor(s / 86400), 'day')
}

/**
 * A user without an email adds one only right after signing in with their provider: the
 * provider has just proved who they are, where a session found later (a script on an app's page
 * that reached the frame, a borrowed device) proves nothing. The answer says how to get there.
 */
async function requireFreshLogin(db: Queryable, user: ChangingUser, rules: EmailRules) {
  if (user.ageSeconds <= rules.freshLoginSeconds) return
  const [identity] = await queryRows<{ provider: string }>(
    db,
    sql`SELECT provider FROM auth_identities WHERE user_id = ${user.id}
    ORDER BY last_login_at DESC LIMIT 1`,
  )
  const [passkey] = identity
    ? []
    : await queryRows<{ n: number }>(
        db,
        sql`SELECT 1 AS n FROM auth_passkeys WHERE user_id = ${user.id} LIMIT 1`,
      )
  const provider = identity
    ? providerLabel(identity.provider)
    : passkey
      ? 'your passkey'
      : 'the account you signed in with'
  const description = `To add an email to this wallet, sign in again with ${provider} first: an email can be added only within ${durationOf(rules.freshLoginSeconds)} of signing in (this sign-in is ${durationOf(user.ageSeconds)} old).`
  throw new HttpError(403, 'sign_in_again', description, [
    {
      field: 'header.authorization',
      rule: 'fresh_login',
      value: Math.floor(user.ageSeconds),
      description,
    },
  ])
}

/** True for PostgreSQL's unique violation (23505), anywhere in the cause chain. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true
  return false
}

/** Refuses an email that another user has. */
async function assertFree(db: Queryable, email: string, userId: string): Promise<void> {
  const [other] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM auth_users WHERE email = ${email} AND id <> ${userId}`,
  )
  if (other) throw takenError(email)
}

/** The user's unexpired pending change awaiting `step`'s code, else 409. */
async function readPending(db: Queryable, userId: string, step: ChangeStep) {
  const [pending] = await queryRows<{ new_email: string }>(
    db,
    sql`SELECT new_email FROM auth_email_changes
    WHERE user_id = ${userId} AND step = ${step} AND expires_at > now()`,
  )
  if (!pending) throw notWaitingError(step)
  return pending.new_email
}

/** Records (or replaces) the user's pending change, awaiting `step`'s code from now on. */
async function savePending(
  db: Queryable,
  userId: string,
  { newEmail, step }: { newEmail: string; step: ChangeStep },
  rules: EmailRules,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO auth_email_changes (user_id, new_email, step, expires_at)
    VALUES (${userId}, ${newEmail}, ${step}, now() + make_interval(secs => ${rules.codeTtlSeconds}))
    ON CONFLICT (user_id) DO UPDATE SET new_email = EXCLUDED.new_email, step = EXCLUDED.step,
      created_at = now(), expires_at = EXCLUDED.expires_at`,
  )
}

/**
 * Starts changing the user's email to `newEmail` in one transaction: refuses the current email,
 * then issues a code (the recipient's cooldown on this device claimed atomically, the mail
 * counted against the limits) to the current email (`primary`). A user without an email, or one
 * whose change to this same email already passed the primary step, gets the new email's code
 * (`secondary`): so starting again is how a secondary code is sent again. A user without an
 * email must have signed in within `freshLoginSeconds`. Whether another account has `newEmail`
 * is not said here: only at the last step, once the asker proved the email is theirs.
 * @throws HttpError 409 same email, 403 sign in again, 429 cooldown, lock or mail limit
 */
export async function startEmailChange(
  db: Database,
  { user, newEmail, clientIp }: { user: ChangingUser; newEmail: string; clientIp: string },
  rules: EmailRules,
): Promise<IssuedChangeCode> {
  if (user.email === newEmail) throw sameEmailError(newEmail)
  if (!user.email) await requireFreshLogin(db, user, rules)
  return db.transaction(async (tx) => {
    const [pending] = await queryRows<{ new_email: string; step: ChangeStep }>(
      tx,
      sql`SELECT new_email, step FROM auth_email_changes
      WHERE user_id = ${user.id} AND expires_at > now()`,
    )
    const resume = pending?.step === 'secondary' && pending.new_email === newEmail
    const step: ChangeStep = resume || !user.email ? 'secondary' : 'primary'
    const to = step === 'primary' && user.email ? user.email : newEmail
    const code = await issueEmailCode(
      tx,
      { email: to, deviceId: user.deviceId, purpose: PURPOSE, scope: scopeOf(step) },
      rules,
      clientIp,
    )
    await savePending(tx, user.id, { newEmail, step }, rules)
    return { step, to, code, newEmail }
  })
}

/**
 * Checks the code sent to the current email (as the login does: a wrong one counts toward that
 * email's lock), then issues the new email's code, claiming its cooldown. The new email's
 * cooldown, lock and the mail limits are checked before the code is used, so a refusal there
 * costs no code.
 * @throws HttpError 409 no pending change, 429 cooldown, lock or limit, 400/401 code
 */
export async function confirmPrimaryCode(
  db: Database,
  { user, otp, clientIp }: { user: ChangingUser; otp: string; clientIp: string },
  rules: EmailRules,
): Promise<IssuedChangeCode> {
  const newEmail = await readPending(db, user.id, 'primary')
  if (!user.email) throw notWaitingError('primary')
  const { deviceId } = user
  const refusal = await sendRefusal(
    db,
    { email: newEmail, deviceId, scope: scopeOf('secondary'), clientIp },
    rules,
  )
  if (refusal) throw refusal
  await checkEmailCode(
    db,
    { email: user.email, deviceId, purpose: PURPOSE, scope: scopeOf('primary'), otp, clientIp },
    rules,
  )
  return db.transaction(async (tx) => {
    const code = await issueEmailCode(
      tx,
      { email: newEmail, deviceId, purpose: PURPOSE, scope: scopeOf('secondary') },
      rules,
      clientIp,
    )
    await savePending(tx, user.id, { newEmail, step: 'secondary' }, rules)
    return { step: 'secondary' as const, to: newEmail, code, newEmail }
  })
}

/** A saved change: the user with the new email, and the email they had (to be told). */
export type ChangedEmail = {
  user: { id: string; email: string }
  oldEmail: string | null
  /** How many other sessions of the user were ended. */
  endedSessions: number
}

/**
 * Checks the code sent to the new email (a wrong one counts toward the lock of adding that
 * email, not its owner's sign-in), then, in one transaction, makes it the user's email (only
 * now is an email another account has refused: the asker proved it is theirs; a unique
 * violation is 409 too) and ends every other session of the user.
 * @throws HttpError 409 no pending change or taken email, 429 lock or check limit, 400/401 code
 */
export async function confirmSecondaryCode(
  db: Database,
  { user, otp, clientIp }: { user: ChangingUser; otp: string; clientIp: string },
  rules: EmailRules,
): Promise<ChangedEmail> {
  const newEmail = await readPending(db, user.id, 'secondary')
  await checkEmailCode(
    db,
    {
      email: newEmail,
      deviceId: user.deviceId,
      purpose: PURPOSE,
      scope: scopeOf('secondary'),
      otp,
      clientIp,
    },
    rules,
  )
  try {
    return await db.transaction(async (tx) => {
      await assertFree(tx, newEmail, user.id)
      const [before] = await queryRows<{ email: string | null }>(
        tx,
        sql`SELECT email FROM auth_users WHERE id = ${user.id} FOR UPDATE`,
      )
      const [changed] = await queryRows<{ id: string; email: string }>(
        tx,
        sql`UPDATE auth_users SET email = ${newEmail} WHERE id = ${user.id} RETURNING id, email`,
      )
      await tx.execute(sql`DELETE FROM auth_email_changes WHERE user_id = ${user.id}`)
      if (!changed || !before) throw notWaitingError('secondary')
      // Whoever held another session of this account (a lost phone, a borrowed laptop) is out.
      const endedSessions = await revokeUserSessions(tx, user.id, { keep: user.sessionId })
      return { user: changed, oldEmail: before.email, endedSessions }
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw takenError(newEmail)
    throw error
  }
}
