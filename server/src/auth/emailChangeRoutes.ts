import { emailSchema } from '@foyer/modal/frame-protocol'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import type { ServerDeps } from '../app.ts'
import { HttpError } from '../http/errors.ts'
import { codeMailer } from './codeMailer.ts'
import {
  type ChangingUser,
  confirmPrimaryCode,
  confirmSecondaryCode,
  type IssuedChangeCode,
  sessionDeviceId,
  startEmailChange,
} from './emailChange.ts'
import { emailChangeMail } from './loginMail.ts'
import { normalEmail, requireUser } from './routes.ts'
import { bearerToken, readSecretBody } from './secrets.ts'

const otp = z.string().regex(/^\d{6}$/, { error: 'must be the 6-digit code from the email' })

/** Request bodies of the email change. */
export const emailChangeRequestSchemas = {
  start: z.strictObject({ newEmail: emailSchema }),
  confirm: z.strictObject({ otp }),
}

/**
 * Changing the signed-in user's email, mounted at `/v1/auth/email/change`; every route needs
 * `Authorization: Bearer <session token>`:
 * - `POST /start` `{ newEmail }` → `{ step: 'primary' | 'secondary' }` and a code mailed to the
 *   current email (`primary`; “Confirm changing your Foyer email to …”), or to the new one when
 *   the user has no email or already confirmed the current one (`secondary`). 409 for the current
 *   email or one another user has; 429 within the recipient's 30 s cooldown or its lock.
 * - `POST /confirm-primary` `{ otp }` → `{ step: 'secondary' }` and a code mailed to the new email.
 * - `POST /confirm-secondary` `{ otp }` → `{ user: { id, email } }`, the new email saved.
 *
 * Codes behave as the login's: wrong ones count toward the recipient email's lock, and the same
 * sentences say so. Codes are never logged nor echoed.
 */
export function emailChangeRoutes({ storage, config, mailer }: ServerDeps): Hono {
  const { db } = storage
  const rules = config.email
  const mail = codeMailer(db, rules, mailer)
  const minutes = Math.round(rules.codeTtlSeconds / 60)

  /** The bearer's user and the device of its session (where its codes are entered). */
  async function signedIn(c: Context): Promise<{ user: ChangingUser; deviceId: string }> {
    const user = await requireUser(c, db)
    const deviceId = await sessionDeviceId(db, bearerToken(c) ?? '')
    if (!deviceId) throw new HttpError(401, 'no_session', 'Not signed in: the session has ended')
    return { user: { id: user.id, email: user.email ?? null }, deviceId }
  }

  async function mailed(c: Context, issued: IssuedChangeCode) {
    const { to, code, newEmail, step } = issued
    await mail.send(to, emailChangeMail({ to, code, minutes, newEmail, step }))
    c.header('Cache-Control', 'no-store')
    return c.json({ step })
  }

  return new Hono()
    .post('/start', async (c) => {
      const { user, deviceId } = await signedIn(c)
      const body = await readSecretBody(c, emailChangeRequestSchemas.start, [])
      mail.ready()
      const newEmail = normalEmail(body.newEmail)
      return mailed(c, await startEmailChange(db, { user, deviceId, newEmail }, rules))
    })
    .post('/confirm-primary', async (c) => {
      const { user, deviceId } = await signedIn(c)
      const body = await readSecretBody(c, emailChangeRequestSchemas.confirm, ['otp'])
      mail.ready()
      return mailed(c, await confirmPrimaryCode(db, { user, deviceId, otp: body.otp }, rules))
    })
    .post('/confirm-secondary', async (c) => {
      const { user, deviceId } = await signedIn(c)
      const body = await readSecretBody(c, emailChangeRequestSchemas.confirm, ['otp'])
      const changed = await confirmSecondaryCode(db, { user, deviceId, otp: body.otp }, rules)
      c.header('Cache-Control', 'no-store')
      return c.json({ user: changed })
    })
}
