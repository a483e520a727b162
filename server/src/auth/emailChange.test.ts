import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { queryRows } from '../storage/queryRows.ts'
import { useAuthServer } from '../testing/authServer.ts'
import { storageKinds } from '../testing/storages.ts'
import { emailChangedMail, emailChangeMail } from './loginMail.ts'
import { createSession } from './sessions.ts'

type Mail = { to: string; subject: string; code: string; link?: string }

let emails = 0
const newEmail = () => `change${++emails}.${Date.now().toString(36)}@example.com`
const newDevice = () => `device_${Math.random().toString(36).slice(2)}_${Date.now().toString(36)}`
const wrongOf = (code: string) => ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0')
const attemptsLeft = (n: number) =>
  `That code is not right. ${n} ${n === 1 ? 'attempt' : 'attempts'} left before sign-in for this email is locked for 15 minutes.`
const EXPIRED =
  'This code has expired or was already used: request a new code and enter the one in the newest email'

describe.each(storageKinds)('email change on %s (real SMTP to the dev mailbox)', (kind) => {
  const t = useAuthServer(kind)
  const { call, logged, secrets, skipCooldown, approve, bindDevice } = t
  async function latest(email: string): Promise<Mail | undefined> {
    const response = await fetch(`${t.server.mailboxUrl}/latest?to=${encodeURIComponent(email)}`)
    if (response.status === 404) return undefined
    const mail = (await response.json()) as Mail
    if (mail.code) secrets.push(mail.code)
    return mail
  }
  const code = async (email: string) => (await latest(email))!.code
  const change = (step: string, body: unknown, token?: string) =>
    call(`/v1/auth/email/change/${step}`, body, token)

  /**
   * A signed-in user (the code; on a new device of an email with a wallet, the approval link
   * first); its cooldown skipped.
   */
  async function signIn(email = newEmail(), deviceId = newDevice()) {
    expect((await call('/v1/auth/email/start', { email, deviceId })).status).toBe(200)
    const mail = (await latest(email))!
    if (mail.link) expect(await approve(mail.link, deviceId)).toBe(200)
    const verified = await call('/v1/auth/email/verify', { email, deviceId, otp: mail.code })
    expect(verified.status).toBe(200)
    const token = verified.body.token as string
    secrets.push(token)
    await skipCooldown(email)
    return { email, deviceId, token, id: (verified.body.user as { id: string }).id }
  }

  /** Signs in and passes the primary step: the secondary code is in the new email's mailbox. */
  async function atSecondary() {
    const user = await signIn()
    const next = newEmail()
    expect((await change('start', { newEmail: next }, user.token)).body).toEqual({
      step: 'primary',
    })
    const primary = await change('confirm-primary', { otp: await code(user.email) }, user.token)
    expect(primary.body).toEqual({ step: 'secondary' })
    return { ...user, next }
  }

  it('changes the email with a code to each address; a later login with the new one is the same user', async () => {
    const user = await signIn()
    const next = newEmail()
    const started = await change('start', { newEmail: next.toUpperCase() }, user.token)
    expect(started).toMatchObject({ status: 200, body: { step: 'primary' } })
    const primary = (await latest(user.email))!
    expect(primary.subject).toBe(`Confirm changing your Foyer email: ${primary.code}`)
    expect(await latest(next)).toBeUndefined()

    const confirmed = await change('confirm-primary', { otp: primary.code }, user.token)
    expect(confirmed).toMatchObject({ status: 200, body: { step: 'secondary' } })
    const secondary = (await latest(next))!
    expect(secondary.subject).toBe(`Confirm your new Foyer email: ${secondary.code}`)

    const done = await change('confirm-secondary', { otp: secondary.code }, user.token)
    expect(done).toMatchObject({ status: 200, body: { user: { id: user.id, email: next } } })
    const session = await call('/v1/auth/session', undefined, user.token, 'GET')
    expect(session.body).toMatchObject({ user: { id: user.id, email: next } })
    const [pending] = await queryRows<{ n: number }>(
      t.storage.db,
      sql`SELECT count(*)::int AS n FROM auth_email_changes WHERE user_id = ${user.id}`,
    )
    expect(pending?.n).toBe(0)

    // The new email logs in to the same user (its device approved by its own link); the old one
    // is a stranger now.
    await skipCooldown(next)
    await skipCooldown(user.email)
    expect((await signIn(next, user.deviceId)).id).toBe(user.id)
    expect((await signIn(user.email)).id).not.toBe(user.id)
  })

  it('keeps the 30 s cooldown of the current email, then of the new one, in SPEC words', async () => {
    const email = newEmail()
    const deviceId = newDevice()
    await call('/v1/auth/email/start', { email, deviceId })
    const mail = (await latest(email))!
    const { token } = (await call('/v1/auth/email/verify', { email, deviceId, otp: mail.code }))
      .body as { token: string }
    // The login's code was sent just now: the change waits.
    const early = await change('start', { newEmail: newEmail() }, token)
    expect(early.status).toBe(429)
    expect(early.body.message).toBe('Please try again after 30 seconds')
    await skipCooldown(email)
    const next = newEmail()
    expect((await change('start', { newEmail: next }, token)).status).toBe(200)
    expect((await change('start', { newEmail: next }, token)).body.message).toBe(
      'Please try again after 30 seconds',
    )
    // A login code to the new email from another device takes nothing of this one's cooldown…
    expect(
      (await call('/v1/auth/email/start', { email: next, deviceId: newDevice() })).status,
    ).toBe(200)
    // …but one from this device does: confirming waits, and the code is not spent.
    await call('/v1/auth/email/start', { email: next, deviceId })
    await t.storage.db.execute(
      sql`UPDATE auth_email_cooldowns SET last_sent_at = now() - interval '12.5 seconds' WHERE email = ${next} AND device_id = ${deviceId}`,
    )
    const primary = await code(email)
    const waiting = await change('confirm-primary', { otp: primary }, token)
    expect(waiting.status).toBe(429)
    expect(waiting.body.message).toBe('Please try again after 18 seconds')
    await skipCooldown(next)
    expect((await change('confirm-primary', { otp: primary }, token)).body).toEqual({
      step: 'secondary',
    })
  })

  it("counts wrong codes toward the lock of the email they went to, in the login's words", async () => {
    const user = await signIn()
    await change('start', { newEmail: newEmail() }, user.token)
    const primary = await code(user.email)
    for (let left = 4; left >= 1; left--) {
      const wrong = await change('confirm-primary', { otp: wrongOf(primary) }, user.token)
      expect(wrong.status).toBe(401)
      expect(wrong.body.message).toBe(attemptsLeft(left))
    }
    const locked = await change('confirm-primary', { otp: wrongOf(primary) }, user.token)
    expect(locked.status).toBe(429)
    expect(locked.body.error).toBe('email_locked')
    expect(locked.body.message).toMatch(
      /^Too many wrong codes: sign-in for this email is locked\. Please try again after \d\d:\d\d UTC \(in 15 minutes\)\.$/,
    )
    // The right code waits for the lock too, and so does a login of that email.
    expect((await change('confirm-primary', { otp: primary }, user.token)).body.error).toBe(
      'email_locked',
    )
    const login = await call('/v1/auth/email/start', { email: user.email, deviceId: newDevice() })
    expect(login.body.error).toBe('email_locked')

    // The secondary code counts toward the lock of adding the new email: not its sign-in.
    const other = await atSecondary()
    const secondary = await code(other.next)
    const wrong = await change('confirm-secondary', { otp: wrongOf(secondary) }, other.token)
    expect(wrong).toMatchObject({
      status: 401,
      body: {
        error: 'wrong_code',
        message:
          'That code is not right. 4 attempts left before adding this email to an account is locked for 15 minutes.',
      },
    })
    const [state] = await queryRows<{ failed: number }>(
      t.storage.db,
      sql`SELECT failed_attempts AS failed FROM auth_code_locks WHERE email = ${other.next} AND scope = 'new-email'`,
    )
    expect(state?.failed).toBe(1)
  })

  it("a stranger adding someone's email to their account cannot lock that email's sign-in", async () => {
    const victim = await signIn()
    const stranger = await signIn()
    expect((await change('start', { newEmail: victim.email }, stranger.token)).status).toBe(200)
    expect(
      (await change('confirm-primary', { otp: await code(stranger.email) }, stranger.token)).body,
    ).toEqual({ step: 'secondary' })
    const sent = await code(victim.email)
    for (let i = 0; i < 4; i++)
      await change('confirm-secondary', { otp: wrongOf(sent) }, stranger.token)
    const locked = await change('confirm-secondary', { otp: wrongOf(sent) }, stranger.token)
    expect(locked.status).toBe(429)
    expect(locked.body.message).toMatch(
      /^Too many wrong codes: adding this email to an account is locked\. Please try again after \d\d:\d\d UTC \(in 15 minutes\)\.$/,
    )
    // The victim signs in as ever: a new code on their device, and it works.
    await skipCooldown(victim.email)
    await call('/v1/auth/email/start', { email: victim.email, deviceId: victim.deviceId })
    const login = await call('/v1/auth/email/verify', {
      email: victim.email,
      deviceId: victim.deviceId,
      otp: await code(victim.email),
    })
    expect(login.status).toBe(200)
  })

  it('refuses an expired or used code, a login code, and a code of the step not awaited', async () => {
    const user = await signIn()
    // No change started: neither step has a code waiting.
    const none = await change('confirm-secondary', { otp: '123456' }, user.token)
    expect(none.status).toBe(409)
    expect(none.body.message).toBe(
      'No email change is waiting for a code from your new email (it may have expired): enter the new email again',
    )
    await change('start', { newEmail: newEmail() }, user.token)
    const primary = await code(user.email)
    // A change code is no login code (the device is approved for this email).
    const asLogin = await call('/v1/auth/email/verify', {
      email: user.email,
      deviceId: user.deviceId,
      otp: primary,
    })
    expect(asLogin.body.error).toBe('code_expired')
    await t.storage.db.execute(
      sql`UPDATE auth_email_codes SET expires_at = now() - interval '1 second' WHERE email = ${user.email}`,
    )
    const expired = await change('confirm-primary', { otp: primary }, user.token)
    expect(expired).toMatchObject({
      status: 400,
      body: { error: 'code_expired', message: EXPIRED },
    })

    const other = await atSecondary()
    const secondary = await code(other.next)
    expect((await change('confirm-secondary', { otp: secondary }, other.token)).status).toBe(200)
    const used = await change('confirm-secondary', { otp: secondary }, other.token)
    expect(used.status).toBe(409)
    expect(used.body.error).toBe('no_email_change')
  })

  it("refuses the current email, and says another account has one only once its code proved it is the asker's", async () => {
    const user = await signIn()
    const same = await change('start', { newEmail: user.email.toUpperCase() }, user.token)
    expect(same.status).toBe(409)
    expect(same.body.message).toBe(
      `${user.email} is already the email of this account: enter a different one`,
    )
    // Before the new email's code, a taken email is answered as a free one: nothing tells the
    // asker that someone has an account with it.
    const other = await signIn()
    const free = newEmail()
    const answers = []
    for (const target of [other.email, free]) {
      const asker = await signIn()
      const started = await change('start', { newEmail: target }, asker.token)
      const primary = await change('confirm-primary', { otp: await code(asker.email) }, asker.token)
      answers.push([started.status, started.text, primary.status, primary.text])
      if (target === other.email) {
        // With the code from that mailbox (its owner's), the answer is said.
        const taken = await change('confirm-secondary', { otp: await code(target) }, asker.token)
        expect(taken.status).toBe(409)
        expect(taken.body).toMatchObject({
          error: 'email_taken',
          message: `${other.email} is already the email of another Foyer account: choose another one`,
        })
      }
    }
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]).toEqual([200, '{"step":"primary"}', 200, '{"step":"secondary"}'])

    // Taken while the change waited for its secondary code: checked again, nothing changes.
    const late = await atSecondary()
    const secondary = await code(late.next)
    await t.storage.db.execute(
      sql`INSERT INTO auth_users (id, email) VALUES (${randomUUID()}, ${late.next})`,
    )
    const lost = await change('confirm-secondary', { otp: secondary }, late.token)
    expect(lost.status).toBe(409)
    expect(lost.body.error).toBe('email_taken')
    const session = await call('/v1/auth/session', undefined, late.token, 'GET')
    expect((session.body.user as { email: string }).email).toBe(late.email)
  })

  it('starting the same change again after the primary step mails a new secondary code', async () => {
    const user = await atSecondary()
    const first = await code(user.next)
    await skipCooldown(user.next)
    const again = await change('start', { newEmail: user.next }, user.token)
    expect(again.body).toEqual({ step: 'secondary' })
    const second = (await latest(user.next))!
    expect(second.code).toBeTruthy()
    if (second.code !== first)
      expect((await change('confirm-secondary', { otp: first }, user.token)).status).toBe(401)
    const done = await change('confirm-secondary', { otp: second.code }, user.token)
    expect(done.body).toEqual({ user: { id: user.id, email: user.next } })
  })

  it('a user without an email (a social login) goes straight to the new email’s code', async () => {
    const id = randomUUID()
    const deviceId = newDevice()
    await t.storage.db.execute(sql`INSERT INTO auth_users (id, email) VALUES (${id}, NULL)`)
    const token = await createSession(t.storage.db, { userId: id, deviceId, ttlSeconds: 600 })
    bindDevice(token, deviceId)
    const next = newEmail()
    expect((await change('start', { newEmail: next }, token)).body).toEqual({ step: 'secondary' })
    const primary = await change('confirm-primary', { otp: '123456' }, token)
    expect(primary.body.error).toBe('no_email_change')
    const done = await change('confirm-secondary', { otp: await code(next) }, token)
    expect(done.body).toEqual({ user: { id, email: next } })
  })

  it('a user without an email adds one only right after signing in with their provider', async () => {
    const id = randomUUID()
    const deviceId = newDevice()
    await t.storage.db.execute(sql`INSERT INTO auth_users (id, email) VALUES (${id}, NULL)`)
    await t.storage.db.execute(
      sql`INSERT INTO auth_identities (provider, subject, user_id, username) VALUES ('github', ${id}, ${id}, 'octo')`,
    )
    const token = await createSession(t.storage.db, { userId: id, deviceId, ttlSeconds: 3600 })
    bindDevice(token, deviceId)
    // The session was opened 6 minutes ago: a script that found it later adds nothing.
    await t.storage.db.execute(
      sql`UPDATE auth_sessions SET issued_at = now() - interval '6 minutes' WHERE user_id = ${id}`,
    )
    const next = newEmail()
    const stale = await change('start', { newEmail: next }, token)
    expect(stale.status).toBe(403)
    expect(stale.body).toMatchObject({
      error: 'sign_in_again',
      message:
        'To add an email to this wallet, sign in again with GitHub first: an email can be added only within 5 minutes of signing in (this sign-in is 6 minutes old).',
    })
    expect(stale.body.reasons?.[0]).toMatchObject({
      field: 'header.authorization',
      rule: 'fresh_login',
    })
    expect(await latest(next)).toBeUndefined()
    // Signed in again just now (a new session): the email is added.
    const fresh = await createSession(t.storage.db, { userId: id, deviceId, ttlSeconds: 3600 })
    bindDevice(fresh, deviceId)
    expect((await change('start', { newEmail: next }, fresh)).body).toEqual({ step: 'secondary' })
    const done = await change('confirm-secondary', { otp: await code(next) }, fresh)
    expect(done.body).toEqual({ user: { id, email: next } })
    // A user with an email needs no fresh sign-in: the current email's code is the proof.
    const user = await signIn()
    await t.storage.db.execute(
      sql`UPDATE auth_sessions SET issued_at = now() - interval '20 days' WHERE user_id = ${user.id}`,
    )
    expect((await change('start', { newEmail: newEmail() }, user.token)).body).toEqual({
      step: 'primary',
    })
  })

  it("ends the user's other sessions and tells the old email, once the change is saved", async () => {
    const user = await atSecondary()
    // The same user on a second device, signed in before the change.
    await skipCooldown(user.email)
    const laptop = await signIn(user.email)
    expect(laptop.id).toBe(user.id)
    const done = await change('confirm-secondary', { otp: await code(user.next) }, user.token)
    expect(done.status).toBe(200)
    expect((await call('/v1/auth/session', undefined, user.token, 'GET')).status).toBe(200)
    expect((await call('/v1/auth/session', undefined, laptop.token, 'GET')).status).toBe(401)
    const notice = (await latest(user.email))!
    expect(notice).toMatchObject({ to: user.email, subject: 'Your Foyer email was changed' })
    expect(notice.code ?? null).toBeNull()
  })

  it('mails each step in the locale the request names (issue 31)', async () => {
    const user = await signIn()
    const next = newEmail()
    const started = await change('start', { newEmail: next, locale: 'de' }, user.token)
    expect(started).toMatchObject({ status: 200, body: { step: 'primary' } })
    const primary = (await latest(user.email))!
    expect(primary.subject).toBe(`Änderung Ihrer Foyer-E-Mail bestätigen: ${primary.code}`)
    const confirmed = await change(
      'confirm-primary',
      { otp: primary.code, locale: 'ja' },
      user.token,
    )
    expect(confirmed.status).toBe(200)
    const secondary = (await latest(next))!
    expect(secondary.subject).toBe(`新しい Foyer メールアドレスの確認: ${secondary.code}`)
    const done = await change(
      'confirm-secondary',
      { otp: secondary.code, locale: 'ar' },
      user.token,
    )
    expect(done.status).toBe(200)
    expect((await latest(user.email))!.subject).toBe('تم تغيير بريدك الإلكتروني في Foyer')
    const unknown = await change('start', { newEmail: newEmail(), locale: 'xx' }, user.token)
    expect(unknown.status).toBe(400)
    expect(unknown.body.reasons?.[0]).toMatchObject({ field: 'body.locale', value: 'xx' })
  })

  it('needs a session, and names the field of a bad body without echoing a code', async () => {
    const anonymous = await change('start', { newEmail: newEmail() })
    expect(anonymous.status).toBe(401)
    const { token } = await signIn()
    const bad = await change('start', { newEmail: 'not-an-email' }, token)
    expect(bad.status).toBe(400)
    expect(bad.body.reasons?.[0]).toMatchObject({ field: 'body.newEmail', value: 'not-an-email' })
    const badOtp = await change('confirm-primary', { otp: '98765x' }, token)
    expect(badOtp.status).toBe(400)
    expect(badOtp.body.reasons?.[0]).toMatchObject({ field: 'body.otp', value: '[redacted]' })
    expect(badOtp.text).not.toContain('98765x')
  })

  it('never logs a code or a token', () => {
    expect(secrets.length).toBeGreaterThan(10)
    const all = logged.join('\n')
    for (const secret of secrets) expect(all).not.toContain(secret)
  })
})

describe('emailChangeMail', () => {
  it('names the new email, in text and escaped HTML, with the code first in the subject', () => {
    const newEmail = 'o<b>@example.com'
    const primary = emailChangeMail({
      to: 'a@example.com',
      code: '012345',
      minutes: 10,
      newEmail,
      step: 'primary',
    })
    expect(primary.subject).toBe('Confirm changing your Foyer email: 012345')
    expect(primary.text).toContain(
      `Confirm changing your Foyer email to ${newEmail} with this code:\n012345\n`,
    )
    expect(primary.html).toContain('to <bdi dir="ltr" translate="no">o&lt;b&gt;@example.com</bdi>')
    const secondary = emailChangeMail({
      to: newEmail,
      code: '012345',
      minutes: 10,
      newEmail,
      step: 'secondary',
    })
    expect(secondary.subject).toBe('Confirm your new Foyer email: 012345')
    expect(secondary.text).toContain(`Confirm ${newEmail} as your Foyer email with this code:`)
    expect(secondary.text).toContain('It expires in 10 minutes and works once.')
  })

  it('tells the old email what changed and what to do if it was not its owner, without a code', () => {
    const notice = emailChangedMail({
      to: 'ada@example.com',
      newEmail: 'o<b>@example.com',
      at: new Date('2026-11-23T10:04:05Z'),
    })
    expect(notice.subject).toBe('Your Foyer email was changed')
    expect(notice.text).toContain(
      'The email of your Foyer wallet was changed from ada@example.com to o<b>@example.com on 2026-11-23 at 10:04 UTC.',
    )
    expect(notice.text).toContain("change this mailbox's password now")
    expect(notice.html).toContain('o&lt;b&gt;@example.com')
    expect(`${notice.subject}\n${notice.text}`).not.toMatch(/\b\d{6}\b/)
  })
})
