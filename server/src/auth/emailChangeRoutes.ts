import { foyerRoutes, otpSchema } from '@foyer/modal/contracts'
import { emailSchema, type Locale } from '@foyer/modal/frame-protocol'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import type { AppDeps } from '../deps.ts'
import { jsonBody } from '../http/validate.ts'
import { codeMailer } from './codeMailer.ts'
import {
  type ChangingUser,
  confirmPrimaryCode,
  confirmSecondaryCode,
  type IssuedChangeCode,
  startEmailChange,
} from './emailChange.ts'
import { emailChangedMail, emailChangeMail } from './loginMail.ts'
import { mailLocaleSchema, normalEmail, requireUser } from './routes.ts'

const otp = otpSchema('must be the 6-digit code from the email')

/** Request bodies of the email change. */
export const emailChangeRequestSchemas = {
  start: z.strictObject({ newEmail: emailSchema, locale: mailLocaleSchema }),
  confirm: z.strictObject({ otp, locale: mailLocaleSchema }),
}

/**
 * Changing the signed-in user's email, mounted at `/v1/auth/email/change`; every route needs
 * `Authorization: Bearer <session token>` and the session's device id in `X-Foyer-Device`, and
 * takes an optional `locale`: the language of the mail it sends (English when absent):
 * - `POST /start` `{ newEmail }` → `{ step: 'primary' | 'secondary' }` and a code mailed to the
 *   current email (`primary`; “Confirm changing your Foyer email to …”), or to the new one when
 *   the user has no email or already confirmed the current one (`secondary`). 409 for the current
 *   email; 429 within the recipient's cooldown on this device, its lock, or a mail limit. A user
 *   without an email (a social login) may start only within `email.freshLoginSeconds` of
 *   signing in: else 403 `sign_in_again`, naming the provider to sign in with again.
 * - `POST /confirm-primary` `{ otp }` → `{ step: 'secondary' }` and a code mailed to the new email.
 * - `POST /confirm-secondary` `{ otp }` → `{ user: { id, email } }`, the new email saved; 409
 *   `email_taken` when another account has it (said only now, once the asker proved it is
 *   theirs). The user's other sessions end, and the old email is told of the change.
 *
 * Codes behave as the login's: wrong ones count toward the recipient email's lock (for the new
 * email, the lock of adding it, so a stranger cannot lock its owner's sign-in), and the same
 * sentences say so. Codes are never logged nor echoed.
 */
export function emailChangeRoutes({ storage, config, mailer, identity, logError }: AppDeps): Hono {
  const { db } = storage
  const rules = config.email
  const mail = codeMailer(db, rules, mailer)
  const minutes = Math.round(rules.codeTtlSeconds / 60)
  const report = logError ?? ((error: unknown) => console.error('[foyer server]', error))

  /** The bearer's user and session (its device is where its codes are entered). */
  async function signedIn(c: Context): Promise<ChangingUser> {
    const user = await requireUser(c, db)
    return {
      id: user.id,
      email: user.email ?? null,
      sessionId: user.sessionId,
      deviceId: user.deviceId,
      ageSeconds: user.ageSeconds,
    }
  }

  async function mailed(
    c: Context,
    deviceId: string,
    issued: IssuedChangeCode,
    locale: Locale | undefined,
  ) {
    const { to, code, newEmail, step } = issued
    await mail.send(
      { email: to, deviceId },
      emailChangeMail({ to, code, minutes, newEmail, step, locale }),
    )
    c.header('Cache-Control', 'no-store')
    return c.json({ step })
  }

  /** The bearer's session first: a request without one is 401, whatever its body. */
  const session = createMiddleware<{ Variables: { user: ChangingUser } }>(async (c, next) => {
    c.set('user', await signedIn(c))
    await next()
  })

  return new Hono()
    .post(
      '/start',
      session,
      ...jsonBody(foyerRoutes.emailChangeStart, emailChangeRequestSchemas.start),
      async (c) => {
        const user = c.get('user')
        const body = c.req.valid('json')
        mail.ready()
        const newEmail = normalEmail(body.newEmail)
        const clientIp = identity.clientIp(c)
        return mailed(
          c,
          user.deviceId,
          await startEmailChange(db, { user, newEmail, clientIp }, rules),
          body.locale,
        )
      },
    )
    .post(
      '/confirm-primary',
      session,
      ...jsonBody(foyerRoutes.emailChangeConfirmPrimary, emailChangeRequestSchemas.confirm, {
        secret: ['otp'],
      }),
      async (c) => {
        const user = c.get('user')
        const body = c.req.valid('json')
        mail.ready()
        const clientIp = identity.clientIp(c)
        return mailed(
          c,
          user.deviceId,
          await confirmPrimaryCode(db, { user, otp: body.otp, clientIp }, rules),
          body.locale,
        )
      },
    )
    .post(
      '/confirm-secondary',
      session,
      ...jsonBody(foyerRoutes.emailChangeConfirmSecondary, emailChangeRequestSchemas.confirm, {
        secret: ['otp'],
      }),
      async (c) => {
        const user = c.get('user')
        const body = c.req.valid('json')
        const clientIp = identity.clientIp(c)
        const changed = await confirmSecondaryCode(db, { user, otp: body.otp, clientIp }, rules)
        // The email the account had hears of it (it may be someone else's doing): best effort,
        // the change is saved either way.
        if (changed.oldEmail)
          await mail.notify(
            emailChangedMail({
              to: changed.oldEmail,
              newEmail: changed.user.email,
              locale: body.locale,
            }),
            report,
          )
        c.header('Cache-Control', 'no-store')
        return c.json({ user: changed.user })
      },
    )
}
