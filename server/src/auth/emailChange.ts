import { sql } from 'drizzle-orm'
import type { ServerConfig } from '../config.ts'
import { HttpError } from '../http/errors.ts'
import type { Database } from '../storage/openStorage.ts'
import { queryRows } from '../storage/queryRows.ts'
import { checkEmailCode, issueEmailCode, sendRefusal } from './emailLogin.ts'

type Queryable = Pick<Database, 'execute'>
type EmailRules = ServerConfig['email']

/** Whose code an email change awaits: the current email's, then the new email's. */
export type ChangeStep = 'primary' | 'secondary'

/** A signed-in user asking for a change (a social user may have no email). */
export type ChangingUser = { id: string; email: string | null }

/** A code issued for a change, to mail to `to`. The code is a secret: never logged. */
export type IssuedChangeCode = { step: ChangeStep; to: string; code: string; newEmail: string }

const PURPOSE = 'email-change'

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
 * Starts changing the user's email to `newEmail` in one transaction: refuses the current email
 * and one another user has, then issues a code (the recipient's cooldown on this device claimed
 * atomically, the mail counted against the limits) to the current email (`primary`). A user without an email, or one whose change to
 * this same email already passed the primary step, gets the new email's code (`secondary`): so
 * starting again is how a secondary code is sent again.
 * @throws HttpError 409 same or taken email, 429 cooldown or lock
 */
export async function startEmailChange(
  db: Database,
  {
    user,
    deviceId,
    newEmail,
    clientIp,
  }: { user: ChangingUser; deviceId: string; newEmail: string; clientIp: string },
  rules: EmailRules,
): Promise<IssuedChangeCode> {
  if (user.email === newEmail) throw sameEmailError(newEmail)
  return db.transaction(async (tx) => {
    await assertFree(tx, newEmail, user.id)
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
      { email: to, deviceId, purpose: PURPOSE },
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
 * cooldown and lock are checked before the code is used, so a refusal there costs no code.
 * @throws HttpError 409 no pending change or taken email, 429 cooldown or lock, 400/401 code
 */
export async function confirmPrimaryCode(
  db: Database,
  {
    user,
    deviceId,
    otp,
    clientIp,
  }: { user: ChangingUser; deviceId: string; otp: string; clientIp: string },
  rules: EmailRules,
): Promise<IssuedChangeCode> {
  const newEmail = await readPending(db, user.id, 'primary')
  if (!user.email) throw notWaitingError('primary')
  const refusal = await sendRefusal(db, { email: newEmail, deviceId, clientIp }, rules)
  if (refusal) throw refusal
  await assertFree(db, newEmail, user.id)
  await checkEmailCode(db, { email: user.email, deviceId, purpose: PURPOSE, otp, clientIp }, rules)
  return db.transaction(async (tx) => {
    const code = await issueEmailCode(
      tx,
      { email: newEmail, deviceId, purpose: PURPOSE },
      rules,
      clientIp,
    )
    await savePending(tx, user.id, { newEmail, step: 'secondary' }, rules)
    return { step: 'secondary' as const, to: newEmail, code, newEmail }
  })
}

/**
 * Checks the code sent to the new email (a wrong one counts toward its lock), then makes it the
 * user's email in one transaction, uniqueness checked again (a unique violation is 409 too).
 * @returns the user with the new email
 * @throws HttpError 409 no pending change or taken email, 429 lock, 400/401 code
 */
export async function confirmSecondaryCode(
  db: Database,
  {
    user,
    deviceId,
    otp,
    clientIp,
  }: { user: ChangingUser; deviceId: string; otp: string; clientIp: string },
  rules: EmailRules,
): Promise<{ id: string; email: string }> {
  const newEmail = await readPending(db, user.id, 'secondary')
  await checkEmailCode(db, { email: newEmail, deviceId, purpose: PURPOSE, otp, clientIp }, rules)
  try {
    return await db.transaction(async (tx) => {
      await assertFree(tx, newEmail, user.id)
      const [changed] = await queryRows<{ id: string; email: string }>(
        tx,
        sql`UPDATE auth_users SET email = ${newEmail} WHERE id = ${user.id} RETURNING id, email`,
      )
      await tx.execute(sql`DELETE FROM auth_email_changes WHERE user_id = ${user.id}`)
      if (!changed) throw notWaitingError('secondary')
      return changed
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw takenError(newEmail)
    throw error
  }
}
