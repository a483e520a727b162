import { emailSchema } from '@foyer/modal/frame-protocol'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, ServerDeps } from '../app.ts'
import { HttpError } from '../http/errors.ts'
import { readQuery } from '../http/validate.ts'
import { codeMailer } from './codeMailer.ts'
import { approveDevice, consumeEmailCode, isDeviceApproved, startEmailLogin } from './emailLogin.ts'
import { loginMail } from './loginMail.ts'
import { bearerToken, isToken, readSecretBody } from './secrets.ts'
import {
  createSession,
  type EmailUser,
  findSessionUser,
  revokeSession,
  upsertUser,
} from './sessions.ts'

export const deviceIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'must be 16 to 64 characters: A-Z a-z 0-9 _ -' })

/** Request bodies (and the device-status query) of the email login. */
export const authRequestSchemas = {
  start: z.strictObject({ email: emailSchema, deviceId: deviceIdSchema }),
  deviceStatus: z.strictObject({ email: emailSchema, deviceId: deviceIdSchema }),
  verify: z.strictObject({
    email: emailSchema,
    deviceId: deviceIdSchema,
    otp: z.string().regex(/^\d{6}$/, { error: 'must be the 6-digit code from the email' }),
  }),
}

/** How an email is stored and compared: trimmed, lower case. */
export const normalEmail = (email: string) => email.trim().toLowerCase()

/** The bearer's user, or 401. */
export async function requireUser(c: Context, db: ServerDeps['storage']['db']): Promise<EmailUser> {
  const header = c.req.header('authorization')
  const token = bearerToken(c)
  if (!token)
    throw new HttpError(
      401,
      'no_session',
      header
        ? 'Not signed in: the Authorization header is not a Foyer session token'
        : 'Not signed in: send Authorization: Bearer <token> from POST /v1/auth/email/verify',
    )
  const user = await findSessionUser(db, token)
  if (!user)
    throw new HttpError(
      401,
      'no_session',
      'Not signed in: the session has expired or was signed out',
    )
  return user
}

function approvalPage(approved: boolean): string {
  const [title, text] = approved
    ? [
        'Device approved',
        'This device is approved. Go back to the app and enter the code from the same email.',
      ]
    : [
        'This link cannot be used',
        'This approval link has expired or was already used. Go back to the app and request a new code.',
      ]
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Foyer</title></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`
}

/**
 * The email one-time-code login, mounted at `/v1/auth`:
 * - `POST /email/start` `{ email, deviceId }` → `{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }` and a
 *   mail with the code (and, for a new device, its approval link); 429 within the cooldown.
 * - `GET /device/approve?token=` → an HTML page; the device's code then counts.
 * - `GET /device/status?email=&deviceId=` → `{ approved }`: what the frame polls after a
 *   VERIFY_DEVICE start until the link was opened.
 * - `POST /email/verify` `{ email, deviceId, otp }` → `{ token, user: { id, email } }`.
 * - `GET /session` (Bearer) → `{ user }` or 401; `POST /signout` (Bearer) → `{ signedOut: true }`.
 *
 * Codes, tokens and links are never logged nor echoed in an error.
 */
export function authRoutes({ storage, config, mailer, identity }: AppDeps): Hono {
  const { db } = storage
  const rules = config.email
  const mail = codeMailer(db, rules, mailer)

  return new Hono()
    .post('/email/start', async (c) => {
      const body = await readSecretBody(c, authRequestSchemas.start, [])
      mail.ready()
      const email = normalEmail(body.email)
      const started = await startEmailLogin(db, { email, deviceId: body.deviceId }, rules)
      // From the configured public URL, never the request's Host: the mail is genuine, so a
      // link it carries must never point at a host an attacker named.
      const approveUrl = started.approvalToken
        ? `${identity.publicUrl()}/v1/auth/device/approve?token=${started.approvalToken}`
        : undefined
      const minutes = Math.round(rules.codeTtlSeconds / 60)
      await mail.send(email, loginMail({ to: email, code: started.code, minutes, approveUrl }))
      c.header('Cache-Control', 'no-store')
      return c.json({ action: started.action })
    })
    .get('/device/approve', async (c) => {
      const token = c.req.query('token')
      const approved = isToken(token) ? await approveDevice(db, token) : null
      c.header('Cache-Control', 'no-store')
      c.header('Referrer-Policy', 'no-referrer')
      return c.html(approvalPage(approved !== null), approved ? 200 : 400)
    })
    .get('/device/status', async (c) => {
      c.header('Cache-Control', 'no-store')
      const query = readQuery(c, authRequestSchemas.deviceStatus)
      const approved = await isDeviceApproved(db, {
        email: normalEmail(query.email),
        deviceId: query.deviceId,
      })
      return c.json({ approved })
    })
    .post('/email/verify', async (c) => {
      const body = await readSecretBody(c, authRequestSchemas.verify, ['otp'])
      const email = normalEmail(body.email)
      // Not one transaction: a wrong code must stay counted. A failure after the code was
      // consumed costs the user a new code, never a second use.
      await consumeEmailCode(db, { email, deviceId: body.deviceId, otp: body.otp }, rules)
      const user = await upsertUser(db, email)
      const token = await createSession(db, {
        userId: user.id,
        deviceId: body.deviceId,
        ttlSeconds: rules.sessionTtlSeconds,
      })
      const result = { token, user: { id: user.id, email: user.email } }
      c.header('Cache-Control', 'no-store')
      return c.json(result)
    })
    .get('/session', async (c) => {
      const user = await requireUser(c, db)
      c.header('Cache-Control', 'no-store')
      return c.json({ user })
    })
    .post('/signout', async (c) => {
      await revokeSession(db, bearerToken(c))
      return c.json({ signedOut: true })
    })
}
