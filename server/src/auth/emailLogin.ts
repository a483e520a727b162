import { sql } from 'drizzle-orm'
import type { ServerConfig } from '../config.ts'
import { HttpError } from '../http/errors.ts'
import type { Database } from '../storage/openStorage.ts'
import { queryRows } from '../storage/queryRows.ts'
import { checkEmailCode, issueEmailCode } from './emailCodes.ts'
import { newToken, tokenHash } from './secrets.ts'

/**
 * The email login: start (a code, and for a new device of an existing wallet an approval link),
 * the approval link's page and action, and the code's check with the device rule. The codes
 * themselves are emailCodes.ts's, shared with the email change.
 */

type Queryable = Pick<Database, 'execute'>
type EmailRules = ServerConfig['email']

/** What a started login needs mailed. Secrets: never logged. */
export type StartedLogin = {
  code: string
  /**
   * `VERIFY_OTP` for a known device, or for an email with no wallet yet (nothing to protect);
   * `VERIFY_DEVICE` for a new device of an email whose wallet exists, which needs its link.
   */
  action: 'VERIFY_OTP' | 'VERIFY_DEVICE'
  /** The device-approval token (a new device of an existing wallet only). */
  approvalToken?: string
}

/**
 * Whether `email` has a wallet: a user with that email whose auth share is stored. Until then a
 * new device has nothing to protect, and its login is email → code.
 */
export async function emailHasWallet(db: Queryable, email: string): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM auth_users u JOIN auth_shares s ON s.user_id = u.id
    WHERE u.email = ${email}`,
  )
  return (row?.n ?? 0) > 0
}

/**
 * Starts an email login in one transaction: issues a code (`issueEmailCode`: lock, cooldown of
 * this device, mail limits, this device's older code retired), and for a new device of an email
 * that has a wallet records it and an approval token (stored hashed). A new device of an email
 * with no wallet yet needs no approval (`consumeEmailCode` approves it with the right code, if
 * there is still no wallet then).
 * @throws HttpError 429 while locked, within the cooldown, or over a mail limit
 */
export async function startEmailLogin(
  db: Database,
  { email, deviceId, clientIp }: { email: string; deviceId: string; clientIp: string },
  rules: EmailRules,
): Promise<StartedLogin> {
  return db.transaction(async (tx) => {
    const code = await issueEmailCode(tx, { email, deviceId, purpose: 'login' }, rules, clientIp)
    await tx.execute(
      sql`INSERT INTO auth_devices (email, device_id) VALUES (${email}, ${deviceId}) ON CONFLICT DO NOTHING`,
    )
    const [device] = await queryRows<{ known: boolean }>(
      tx,
      sql`SELECT approved_at IS NOT NULL AS known FROM auth_devices WHERE email = ${email} AND device_id = ${deviceId}`,
    )
    if (device?.known || !(await emailHasWallet(tx, email)))
      return { code, action: 'VERIFY_OTP' as const }
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
 * Undoes a start whose mail could not be sent: the device's code is retired and its cooldown
 * released, so the user can ask again at once.
 */
export async function releaseEmailLogin(
  db: Database,
  { email, deviceId }: { email: string; deviceId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE auth_email_codes SET used_at = now()
      WHERE email = ${email} AND device_id = ${deviceId} AND used_at IS NULL`,
    )
    await tx.execute(
      sql`DELETE FROM auth_email_cooldowns WHERE email = ${email} AND device_id = ${deviceId}`,
    )
  })
}

/** What an approval link's page shows before anything is approved. */
export type PendingApproval = { email: string }

/** The email an unused, unexpired approval link is for (the page names it), or null. */
export async function findApproval(db: Queryable, token: string): Promise<PendingApproval | null> {
  const [row] = await queryRows<{ email: string }>(
    db,
    sql`SELECT email FROM auth_device_approvals
    WHERE token_hash = ${tokenHash(token)} AND used_at IS NULL AND expires_at > now()`,
  )
  return row ?? null
}

/**
 * Approves the device of an approval link, from the browser that asked: consumes the token only
 * if `deviceId` is the device it was issued to (single use, unexpired, one atomic UPDATE), then
 * marks the device approved. Another device's id consumes nothing, so the link still works in
 * the right browser.
 * @returns `approved`, `wrong_device` (the link is live, for another device) or `unusable`
 */
export async function approveDevice(
  db: Database,
  { token, deviceId }: { token: string; deviceId: string | undefined },
): Promise<'approved' | 'wrong_device' | 'unusable'> {
  return db.transaction(async (tx) => {
    const [row] = deviceId
      ? await queryRows<{ email: string; device_id: string }>(
          tx,
          sql`UPDATE auth_device_approvals SET used_at = now()
          WHERE token_hash = ${tokenHash(token)} AND device_id = ${deviceId}
            AND used_at IS NULL AND expires_at > now()
          RETURNING email, device_id`,
        )
      : []
    if (!row) return (await findApproval(tx, token)) ? 'wrong_device' : 'unusable'
    await markDeviceApproved(tx, { email: row.email, deviceId: row.device_id })
    return 'approved'
  })
}

/** Marks (`email`, `deviceId`) approved: its next logins need no link. Keeps the first time. */
async function markDeviceApproved(
  db: Queryable,
  { email, deviceId }: { email: string; deviceId: string },
): Promise<void> {
  await db.execute(
    sql`UPDATE auth_devices SET approved_at = coalesce(approved_at, now())
    WHERE email = ${email} AND device_id = ${deviceId}`,
  )
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
 * Consumes the login code (`checkEmailCode`), once the email is known not to be locked and only
 * if the device is approved, or the email has no wallet yet (the device is then approved: its
 * next logins need no link either). The device check belongs to the login alone.
 * @throws HttpError 429 locked or over a check limit, 403 device not approved, 400 no live
 *   code, 401 wrong code
 */
export async function consumeEmailCode(
  db: Queryable,
  {
    email,
    deviceId,
    otp,
    clientIp,
  }: { email: string; deviceId: string; otp: string; clientIp: string },
  rules: EmailRules,
): Promise<void> {
  let firstWallet = false
  await checkEmailCode(
    db,
    { email, deviceId, purpose: 'login', otp, clientIp },
    rules,
    async () => {
      if (await isDeviceApproved(db, { email, deviceId })) return
      if (!(await emailHasWallet(db, email))) {
        firstWallet = true
        return
      }
      // The wallet was made on another device after this login's mail, which had no link.
      const [link] = await queryRows<{ one: number }>(
        db,
        sql`SELECT 1 AS one FROM auth_device_approvals WHERE email = ${email}
        AND device_id = ${deviceId} AND used_at IS NULL AND expires_at > now() LIMIT 1`,
      )
      const description = link
        ? 'This device is not approved yet: open the approval link in the email we sent, then enter the code'
        : 'Your wallet was just set up on another device, so this one needs your approval once: go back and continue with your email again, and we will send an approval link'
      throw new HttpError(403, 'device_not_approved', description, [
        { field: 'body.deviceId', rule: 'approved', description },
      ])
    },
  )
  // The right code, for an email with no wallet yet: this device needs no link from now on.
  if (firstWallet) await markDeviceApproved(db, { email, deviceId })
}
