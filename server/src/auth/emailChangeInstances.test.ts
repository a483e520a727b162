import { sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { parseServerConfig } from '../config.ts'
import type { Mailer, MailMessage } from '../mail/sendMail.ts'
import type { Storage } from '../storage/openStorage.ts'
import { openTestStorage } from '../testing/storages.ts'

type Json = Record<string, unknown> & { error?: string; message?: string }

let emails = 0
const newEmail = () => `twice${++emails}.${Date.now().toString(36)}@example.com`
const newDevice = () => `device_${Math.random().toString(36).slice(2)}_${Date.now().toString(36)}`

describe('an email change across two instances on one database (PGlite)', () => {
  let storage: Storage
  let a: Hono
  let b: Hono
  const sent: MailMessage[] = []
  const mailer: Mailer = {
    async send(message) {
      sent.push(message)
    },
    close() {},
  }

  beforeAll(async () => {
    storage = await openTestStorage('pglite')
    const config = parseServerConfig({
      chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }],
      projectIds: ['demo'],
      email: { cooldownSeconds: 30 },
    })
    a = createApp({ storage, config, mailer })
    b = createApp({ storage, config, mailer })
  })
  afterAll(() => storage?.close())

  /** The device of each session token (sent with it, as the frame does). */
  const devices = new Map<string, string>()
  async function call(on: Hono, path: string, body: unknown, token?: string) {
    const response = await on.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token
          ? { authorization: `Bearer ${token}`, 'x-foyer-device': devices.get(token)! }
          : {}),
      },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Json }
  }
  const latest = (to: string) => sent.findLast((m) => m.to === to)!
  const codeOf = (mail: MailMessage) => /\b(\d{6})\b/.exec(mail.subject)![1]!

  /** Signs a new email in on A: the code (no wallet yet, so no approval link). */
  async function signIn() {
    const email = newEmail()
    const deviceId = newDevice()
    expect((await call(a, '/v1/auth/email/start', { email, deviceId })).body).toEqual({
      action: 'VERIFY_OTP',
    })
    const mail = latest(email)
    const verified = await call(a, '/v1/auth/email/verify', { email, deviceId, otp: codeOf(mail) })
    devices.set(verified.body.token as string, deviceId)
    return { email, deviceId, token: verified.body.token as string }
  }

  it('holds the cooldown of the email login on the other instance, and its own', async () => {
    const user = await signIn()
    // The login's code went from A just now: B refuses the change within the same 30 s.
    const onB = await call(b, '/v1/auth/email/change/start', { newEmail: newEmail() }, user.token)
    expect(onB.status).toBe(429)
    // (The sign-in took a moment on a busy machine.)
    expect(onB.body.message).toMatch(/^Please try again after (2\d|30) seconds$/)
  })

  it('lets only one of two racing starts through, and finishes on the other instance', async () => {
    const user = await signIn()
    await storage.db.execute(sql`DELETE FROM auth_email_cooldowns WHERE email = ${user.email}`)
    const next = newEmail()
    const answers = await Promise.all(
      [a, b, a, b].map((on) =>
        call(on, '/v1/auth/email/change/start', { newEmail: next }, user.token),
      ),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 429, 429, 429])
    const primary = codeOf(latest(user.email))
    expect(
      (await call(b, '/v1/auth/email/change/confirm-primary', { otp: primary }, user.token)).body,
    ).toEqual({ step: 'secondary' })
    // The new email's cooldown on this device now holds on both.
    const again = await call(a, '/v1/auth/email/start', { email: next, deviceId: user.deviceId })
    expect(again.body.message).toBe('Please try again after 30 seconds')
    const secondary = codeOf(latest(next))
    const done = await call(
      a,
      '/v1/auth/email/change/confirm-secondary',
      { otp: secondary },
      user.token,
    )
    expect(done.body).toMatchObject({ user: { email: next } })
  })
})
