import { foyerRoutes, otpSchema } from '@foyer/modal/contracts'
import { emailSchema } from '@foyer/modal/frame-protocol'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, ServerDeps } from '../deps.ts'
import { HttpError } from '../http/errors.ts'
import { jsonBody, queryOf, validJson } from '../http/validate.ts'
import { MAIL_LOCALES } from '../mail/mailI18n.ts'
import { approvalPage, unusableApprovalPage } from './approvalPage.ts'
import { codeMailer } from './codeMailer.ts'
import {
  approveDevice,
  consumeEmailCode,
  findApproval,
  isDeviceApproved,
  startEmailLogin,
} from './emailLogin.ts'
import { loginMail } from './loginMail.ts'
import { bearerToken, isToken } from './secrets.ts'
import {
  createSession,
  findSessionUser,
  listUserSessions,
  revokeSession,
  revokeUserSessions,
  type SessionUser,
  upsertUser,
} from './sessions.ts'

export const deviceIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'must be 16 to 64 characters: A-Z a-z 0-9 _ -' })

/**
 * The language of the mail a request sends (the frame's locale): one of the modal's locales or
 * the pseudo-locale `en-XA`; English when absent.
 */
export const mailLocaleSchema = z
  .enum(MAIL_LOCALES, { error: `must be one of ${MAIL_LOCALES.join(', ')}` })
  .optional()

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be a link token' })

/** Request bodies (and the device-status query) of the email login. */
export const authRequestSchemas = {
  start: z.strictObject({
    email: emailSchema,
    deviceId: deviceIdSchema,
    locale: mailLocaleSchema,
  }),
  deviceStatus: z.strictObject({ email: emailSchema, deviceId: deviceIdSchema }),
  verify: z.strictObject({
    email: emailSchema,
    deviceId: deviceIdSchema,
    otp: otpSchema('must be the 6-digit code from the email'),
  }),
  /** The approval page's post: the link's token and this browser's device id, if it has one. */
  approve: z.strictObject({ token: tokenSchema, deviceId: deviceIdSchema.optional() }),
}

/** How an email is stored and compared: trimmed, lower case. */
export const normalEmail = (email: string) => email.trim().toLowerCase()

/**
 * The header every call with a session token sends: the device id the session was opened with
 * (the frame's `foyer-frame:device-id`). A token sent from another device opens nothing.
 */
export const DEVICE_HEADER = 'x-foyer-device'

/**
 * The bearer's live session, used from its own device (`X-Foyer-Device`), or 401.
 * @returns the user, the session's device and id, and how old the session is
 */
export async function requireUser(
  c: Context,
  db: ServerDeps['storage']['db'],
): Promise<SessionUser> {
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
  const deviceId = c.req.header(DEVICE_HEADER)
  if (!deviceId || !deviceIdSchema.safeParse(deviceId).success) {
    const description = `Not signed in: a session works only with the id of the device it was opened on, in the ${DEVICE_HEADER} header (16 to 64 characters: A-Z a-z 0-9 _ -)`
    throw new HttpError(401, 'no_session', description, [
      {
        field: `header.${DEVICE_HEADER}`,
        rule: 'device_id',
        value: deviceId === undefined ? undefined : deviceId.slice(0, 80),
        description,
      },
    ])
  }
  const user = await findSessionUser(db, token, deviceId)
  if (!user)
    throw new HttpError(
      401,
      'no_session',
      'Not signed in: the session has expired, was signed out, or was opened on another device',
    )
  return user
}

/**
 * The email one-time-code login, mounted at `/v1/auth`:
 * - `POST /email/start` `{ email, deviceId, locale? }` → `{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }`
 *   and a mail with the code (and, for a new device, its approval link), in `locale` (English
 *   when absent; 400 naming `body.locale` when not one of the modal's); 429 within this device's
 *   cooldown, while the email is locked, or over a mail limit (`email.limits`).
 * - `GET /device/approve?token=` → an HTML page with an Approve button (opening it approves
 *   nothing: mail scanners open links); `POST /device/approve` `{ token, deviceId }` →
 *   `{ approved: true }` when `deviceId` is the device that asked (the page posts the frame
 *   origin's device id), 403 `wrong_device` otherwise (the link still works in the right browser).
 * - `GET /device/status?email=&deviceId=` → `{ approved }`: what the frame polls after a
 *   VERIFY_DEVICE start until the link was opened.
 * - `POST /email/verify` `{ email, deviceId, otp }` → `{ token, user: { id, email } }`; 429 over a
 *   code-check limit.
 * - `GET /sessions` (Bearer + `X-Foyer-Device`) → `{ sessions }`: the user's live sessions, with
 *   the start of each one's device id and `current` for the caller's.
 * - `GET /session` (Bearer + `X-Foyer-Device`) → `{ user }` or 401; `POST /signout` (Bearer) →
 *   `{ signedOut: true }`; `POST /signout/everywhere` (Bearer + `X-Foyer-Device`) →
 *   `{ signedOut: true, sessions }`: every session of the user ended, this one included.
 *
 * Codes, tokens and links are never logged nor echoed in an error.
 */
export function authRoutes({ storage, config, mailer, identity }: AppDeps): Hono {
  const { db } = storage
  const rules = config.email
  const mail = codeMailer(db, rules, mailer)

  return new Hono()
    .post(
      '/email/start',
      ...jsonBody(foyerRoutes.emailStart, authRequestSchemas.start),
      async (c) => {
        const body = c.req.valid('json')
        mail.ready()
        const email = normalEmail(body.email)
        const started = await startEmailLogin(
          db,
          { email, deviceId: body.deviceId, clientIp: identity.clientIp(c) },
          rules,
        )
        // From the configured public URL, never the request's Host: the mail is genuine, so a
        // link it carries must never point at a host an attacker named.
        const approveUrl = started.approvalToken
          ? `${identity.publicUrl()}/v1/auth/device/approve?token=${started.approvalToken}${body.locale ? `&lang=${encodeURIComponent(body.locale)}` : ''}`
          : undefined
        const minutes = Math.round(rules.codeTtlSeconds / 60)
        await mail.send(
          { email, deviceId: body.deviceId },
          loginMail({
            to: email,
            code: started.code,
            minutes,
            approveUrl,
            appName: config.appName,
            locale: body.locale,
          }),
        )
        c.header('Cache-Control', 'no-store')
        return c.json({ action: started.action })
      },
    )
    .get('/device/approve', async (c) => {
      const token = c.req.query('token')
      const pending = isToken(token) ? await findApproval(db, token) : null
      if (!pending || !token) return unusableApprovalPage(c, config.appName)
      return approvalPage(c, { token, email: pending.email, appName: config.appName })
    })
    .post(
      '/device/approve',
      ...validJson(authRequestSchemas.approve, { secret: ['token'] }),
      async (c) => {
        const body = c.req.valid('json')
        const outcome = await approveDevice(db, { token: body.token, deviceId: body.deviceId })
        c.header('Cache-Control', 'no-store')
        if (outcome === 'approved') return c.json({ approved: true })
        if (outcome === 'wrong_device') {
          const description =
            'This link approves only the browser where you asked for the code, and this is another one: open the link in that browser (copy it into its address bar). Nothing was approved.'
          throw new HttpError(403, 'wrong_device', description, [
            { field: 'body.deviceId', rule: 'same_device', value: body.deviceId, description },
          ])
        }
        const description =
          'This approval link has expired or was already used. Go back to the app and request a new code.'
        throw new HttpError(400, 'link_unusable', description, [
          { field: 'body.token', rule: 'unused_unexpired', value: '[redacted]', description },
        ])
      },
    )
    .get(
      '/device/status',
      // Never cached, refusals included: the answer changes once the link is opened.
      async (c, next) => {
        c.header('Cache-Control', 'no-store')
        await next()
      },
      queryOf(foyerRoutes.deviceStatus, authRequestSchemas.deviceStatus),
      async (c) => {
        const query = c.req.valid('query')
        const approved = await isDeviceApproved(db, {
          email: normalEmail(query.email),
          deviceId: query.deviceId,
        })
        return c.json({ approved })
      },
    )
    .post(
      '/email/verify',
      ...jsonBody(foyerRoutes.emailVerify, authRequestSchemas.verify, { secret: ['otp'] }),
      async (c) => {
        const body = c.req.valid('json')
        const email = normalEmail(body.email)
        // Not one transaction: a wrong code must stay counted. A failure after the code was
        // consumed costs the user a new code, never a second use.
        await consumeEmailCode(
          db,
          { email, deviceId: body.deviceId, otp: body.otp, clientIp: identity.clientIp(c) },
          rules,
        )
        const user = await upsertUser(db, email)
        const token = await createSession(db, {
          userId: user.id,
          deviceId: body.deviceId,
          ttlSeconds: rules.sessionTtlSeconds,
        })
        const result = { token, user: { id: user.id, email: user.email } }
        c.header('Cache-Control', 'no-store')
        return c.json(result)
      },
    )
    .get('/session', async (c) => {
      const user = await requireUser(c, db)
      c.header('Cache-Control', 'no-store')
      // How fresh the login is: the wallet's page asks for a new proof before exporting the key
      // when it is older than freshForSeconds (the window the email change uses, too).
      const signedIn = {
        secondsAgo: Math.floor(user.ageSeconds),
        freshForSeconds: rules.freshLoginSeconds,
      }
      return c.json({ user: { id: user.id, email: user.email }, signedIn })
    })
    .post('/signout', async (c) => {
      await revokeSession(db, bearerToken(c))
      return c.json({ signedOut: true })
    })
    .get('/sessions', async (c) => {
      const user = await requireUser(c, db)
      c.header('Cache-Control', 'no-store')
      return c.json({ sessions: await listUserSessions(db, user.id, user.sessionId) })
    })
    .post('/signout/everywhere', async (c) => {
      const user = await requireUser(c, db)
      const sessions = await revokeUserSessions(db, user.id)
      c.header('Cache-Control', 'no-store')
      return c.json({ signedOut: true, sessions })
    })
}
