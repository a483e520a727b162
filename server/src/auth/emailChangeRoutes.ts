import { emailSchema } from '@foyer/modal/frame-protocol'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps } from '../app.ts'
import { codeMailer } from './codeMailer.ts'
import {
  type ChangingUser,
  confirmPrimaryCode,
  confirmSecondaryCode,
  type IssuedChangeCode,
  startEmailChange,
} from './emailChange.ts'
import { emailChangeMail } from './loginMail.ts'
import { normalEmail, requireUser } from './routes.ts'
import { readSecretBody } from './secrets.ts'

const otp = z.string().regex(/^\d{6}$/, { error: 'must be the 6-digit code from the email' })

/** Request bodies of the email change. */
export const emailChangeRequestSchemas = {
  start: z.strictObject({ newEmail: emailSchema }),
  confirm: z.strictObject({ otp }),
}

/**
 * Changing the signed-in user's email, mounted at `/v1/auth/email/change`; every route needs
 * `Authorization: Bearer <session token>` and the session's device id in `X-Foyer-Device`:
 * - `POST /start` `{ newEmail }` → `{ step: 'primary' | 'secondary' }` and a code mailed to the
 *   current email (`primary`; “Confirm changing your Foyer email to …”), or to the new one when
 *   the user has no email or already confirmed the current one (`secondary`). 409 for the current
 *   email or one another user has; 429 within the recipient's cooldown on this device, its lock,
 *   or a mail limit.
 * - `POST /confirm-primary` `{ otp }` → `{ step: 'secondary' }` and a code mailed to the new email.
 * - `POST /confirm-secondary` `{ otp }` → `{ user: { id, email } }`, the new email saved.
 *
 * Codes behave as the login's: wrong ones count toward the recipient email's lock, and the same
 * sentences say so. Codes are never logged nor echoed.
 */
export function emailChangeRoutes({ storage, config, mailer, identity }: AppDeps): Hono {
  const { db } = storage
  const rules = config.email
  const mail = codeMailer(db, rules, mailer)
  const minutes = Math.round(rules.codeTtlSeconds / 60)

  /** The bearer's user and the device of its session (where its codes are entered). */
  async function signedIn(
    c: Context,
  ): Promise<{ user: ChangingUser; deviceId: string; clientIp: string }> {
    const user = await requireUser(c, db)
    return {
      user: { id: user.id, email: user.email ?? null },
      deviceId: user.deviceId,
      clientIp: identity.clientIp(c),
    }
  }

  async function mailed(c: Context, deviceId: string, issued: IssuedChangeCode) {
    const { to, code, newEmail, step } = issued
    await mail.send({ email: to, deviceId }, emailChangeMail({ to, code, minutes, newEmail, step }))
    c.header('Cache-Control', 'no-store')
    return c.json({ step })
  }

  return new Hono()
    .post('/start', async (c) => {
      const { user, deviceId, clientIp } = await signedIn(c)
      const body = await readSecretBody(c, emailChangeRequestSchemas.start, [])
      mail.ready()
      const newEmail = normalEmail(body.newEmail)
      return mailed(
        c,
        deviceId,
        await startEmailChange(db, { user, deviceId, newEmail, clientIp }, rules),
      )
    })
    .post('/confirm-primary', async (c) => {
      const { user, deviceId, clientIp } = await signedIn(c)
      const body = await readSecretBody(c, emailChangeRequestSchemas.confirm, ['otp'])
      mail.ready()
      return mailed(
        c,
        deviceId,
        await confirmPrimaryCode(db, { user, deviceId, otp: body.otp, clientIp }, rules),
      )
    })
    .post('/confirm-secondary', async (c) => {
      const { user, deviceId, clientIp } = await signedIn(c)
      const body = await readSecretBody(c, emailChangeRequestSchemas.confirm, ['otp'])
      const changed = await confirmSecondaryCode(
        db,
        { user, deviceId, otp: body.otp, clientIp },
        rules,
      )
      c.header('Cache-Control', 'no-store')
      return c.json({ user: changed })
    })
}
