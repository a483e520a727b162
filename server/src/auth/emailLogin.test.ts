import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { parseServerConfig } from '../config.ts'
import type { HttpError } from '../http/errors.ts'
import ar from '../mail/messages/ar.ts'
import de from '../mail/messages/de.ts'
import ja from '../mail/messages/ja.ts'
import { queryRows } from '../storage/queryRows.ts'
import { type AuthJson as Json, useAuthServer } from '../testing/authServer.ts'
import { storageKinds } from '../testing/storages.ts'
import { consumeEmailCode } from './emailLogin.ts'

type Mail = { to: string; subject: string; code: string; receivedAt: string; link?: string }

let emails = 0
const newEmail = () => `user${++emails}.${Date.now().toString(36)}@example.com`
const newDevice = () => `device_${Math.random().toString(36).slice(2)}_${Date.now().toString(36)}`
const wrongOf = (code: string) => ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0')

describe.each(storageKinds)(
  'email one-time-code login on %s (real SMTP to the dev mailbox)',
  (kind) => {
    const t = useAuthServer(kind)
    const { call, logged, secrets, skipCooldown, approve, giveWallet } = t
    async function latest(email: string): Promise<Mail> {
      const response = await fetch(`${t.server.mailboxUrl}/latest?to=${encodeURIComponent(email)}`)
      expect(response.status).toBe(200)
      const mail = (await response.json()) as Mail
      secrets.push(mail.code, ...(mail.link ? [mail.link.split('token=')[1]!] : []))
      return mail
    }
    const start = (email: string, deviceId: string) =>
      call('/v1/auth/email/start', { email, deviceId })
    const verify = (email: string, deviceId: string, otp: string) =>
      call('/v1/auth/email/verify', { email, deviceId, otp })

    /**
     * A signed-in user: the code (a new email), or the approval link then the code (a new device
     * of an email with a wallet).
     */
    async function signIn(email = newEmail(), deviceId = newDevice()) {
      const started = await start(email, deviceId)
      const mail = await latest(email)
      if (started.body.action === 'VERIFY_DEVICE')
        expect(await approve(mail.link!, deviceId)).toBe(200)
      else expect(mail.link).toBeUndefined()
      const verified = await verify(email, deviceId, mail.code)
      expect(verified.status).toBe(200)
      secrets.push(verified.body.token as string)
      return { email, deviceId, token: verified.body.token as string, verified: verified.body }
    }

    /** An email whose wallet exists (made on another device), its cooldown over. */
    async function emailWithWallet() {
      const first = await signIn()
      await giveWallet(first.email)
      await skipCooldown(first.email)
      return first
    }

    it('a new email gets in with email → code: VERIFY_OTP, a mail without a link naming the app, and its device is known after', async () => {
      const email = newEmail()
      const deviceId = newDevice()
      const started = await start(email, deviceId)
      expect(started).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
      const mail = await latest(email)
      expect(mail.subject).toBe(`Your Foyer sign-in code: ${mail.code}`)
      expect(mail.link).toBeUndefined()
      // A wrong code approves nothing.
      expect((await verify(email, deviceId, wrongOf(mail.code))).status).toBe(401)
      const approved = async () => {
        const [row] = await queryRows<{ approved: boolean }>(
          t.storage.db,
          sql`SELECT approved_at IS NOT NULL AS approved FROM auth_devices WHERE email = ${email} AND device_id = ${deviceId}`,
        )
        return row?.approved
      }
      expect(await approved()).toBe(false)
      const verified = await verify(email, deviceId, mail.code)
      expect(verified.status).toBe(200)
      secrets.push(verified.body.token as string)
      expect(await approved()).toBe(true)
      // Once its wallet exists, this device stays known; another device needs the link.
      await giveWallet(email)
      await skipCooldown(email)
      expect((await start(email, deviceId)).body).toEqual({ action: 'VERIFY_OTP' })
      expect((await start(email, newDevice())).body).toEqual({ action: 'VERIFY_DEVICE' })
    })

    it('a wallet made elsewhere after a code-only mail: the refusal says to start again for a link, not to open one', async () => {
      const email = newEmail()
      const deviceId = newDevice()
      expect((await start(email, deviceId)).body).toEqual({ action: 'VERIFY_OTP' })
      const mail = await latest(email)
      expect(mail.link).toBeUndefined()
      // Meanwhile the same email made its wallet on another device.
      await giveWallet(email)
      const refused = await verify(email, deviceId, mail.code)
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe(
        'Your wallet was just set up on another device, so this one needs your approval once: go back and continue with your email again, and we will send an approval link',
      )
      // Started again: the mail has the link, and the refusal names it.
      await skipCooldown(email)
      expect((await start(email, deviceId)).body).toEqual({ action: 'VERIFY_DEVICE' })
      const second = await latest(email)
      expect(second.link).toBeDefined()
      expect((await verify(email, deviceId, second.code)).body.message).toBe(
        'This device is not approved yet: open the approval link in the email we sent, then enter the code',
      )
    })

    it('a new device of an email with a wallet gets VERIFY_DEVICE and a link; the code counts only once its browser approved it', async () => {
      const { email } = await emailWithWallet()
      const deviceId = newDevice()
      const started = await start(email, deviceId)
      expect(started.status).toBe(200)
      expect(started.body).toEqual({ action: 'VERIFY_DEVICE' })
      const mail = await latest(email)
      expect(mail.to).toBe(email)
      expect(mail.subject).toBe('Approve a new device for Foyer')
      expect(mail.code).toMatch(/^\d{6}$/)
      expect(mail.link).toMatch(
        new RegExp(`^${t.server.url}/v1/auth/device/approve\\?token=[A-Za-z0-9_-]{43}$`),
      )

      const early = await verify(email, deviceId, mail.code)
      expect(early.status).toBe(403)
      expect(early.body.error).toBe('device_not_approved')

      // Opening the link (a mail scanner does) approves nothing: the page has a button.
      for (let i = 0; i < 2; i++) {
        const page = await fetch(mail.link!)
        expect(page.status).toBe(200)
        const html = await page.text()
        expect(html).toContain('<h1>Approve this device?</h1>')
        expect(html).toContain(
          '<button type="button" id="approve" hidden>Approve this device</button>',
        )
        expect(html).toContain('<noscript><p>This page needs JavaScript')
        expect(page.headers.get('content-security-policy')).toContain("connect-src 'self'")
      }
      expect((await verify(email, deviceId, mail.code)).body.error).toBe('device_not_approved')

      // Another browser (another device id, or none) approves nothing, and the link stays live.
      const token = new URL(mail.link!).searchParams.get('token')
      const post = (body: unknown) => call('/v1/auth/device/approve', body)
      for (const other of [{ token, deviceId: newDevice() }, { token }]) {
        const refused = await post(other)
        expect(refused.status).toBe(403)
        expect(refused.body).toMatchObject({
          error: 'wrong_device',
          message:
            'This link approves only the browser where you asked for the code, and this is another one: open the link in that browser (copy it into its address bar). Nothing was approved.',
        })
        expect(refused.body.reasons?.[0]).toMatchObject({
          field: 'body.deviceId',
          rule: 'same_device',
        })
      }
      expect((await verify(email, deviceId, mail.code)).body.error).toBe('device_not_approved')
      expect(await post({ token, deviceId })).toMatchObject({
        status: 200,
        body: { approved: true },
      })
      const again = await post({ token, deviceId })
      expect(again.status).toBe(400)
      expect(again.body.message).toBe(
        'This approval link has expired or was already used. Go back to the app and request a new code.',
      )
      expect(again.text).not.toContain(token)
      const used = await fetch(mail.link!)
      expect(used.status).toBe(400)
      expect(await used.text()).toContain('expired or was already used')

      const verified = await verify(email, deviceId, mail.code)
      expect(verified.status).toBe(200)
      expect(verified.body).toEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        user: { id: expect.any(String), email },
      })
      secrets.push(verified.body.token as string)

      // Stored hashed: neither the code nor the token is in the database.
      const [row] = await queryRows<{ dump: string }>(
        t.storage.db,
        sql`SELECT (SELECT string_agg(code_hash || salt, ',') FROM auth_email_codes WHERE email = ${email})
        || (SELECT string_agg(id, ',') FROM auth_sessions) AS dump`,
      )
      expect(row?.dump).not.toContain(mail.code)
      expect(row?.dump).not.toContain(verified.body.token as string)
    })

    it('GET /device/status says whether the approval link was opened', async () => {
      const { email } = await emailWithWallet()
      const deviceId = newDevice()
      const status = async (who = email, device = deviceId) => {
        const query = new URLSearchParams({ email: who, deviceId: device })
        const response = await fetch(`${t.server.url}/v1/auth/device/status?${query}`)
        expect(response.headers.get('cache-control')).toBe('no-store')
        return { status: response.status, body: (await response.json()) as Json }
      }
      expect(await status()).toEqual({ status: 200, body: { approved: false } })
      await start(email, deviceId)
      expect((await status()).body).toEqual({ approved: false })
      expect(await approve((await latest(email)).link!, deviceId)).toBe(200)
      expect((await status(email.toUpperCase())).body).toEqual({ approved: true })
      // Another device of the same email is not.
      expect((await status(email, newDevice())).body).toEqual({ approved: false })

      const badEmail = await status('not-an-email')
      expect(badEmail.status).toBe(400)
      expect(badEmail.body.reasons?.[0]).toMatchObject({ field: 'query.email' })
      const badDevice = await status(email, 'short')
      expect(badDevice.status).toBe(400)
      expect(badDevice.body.reasons?.[0]).toMatchObject({ field: 'query.deviceId' })
    })

    it('a known device gets VERIFY_OTP and a mail without a link; the user stays the same', async () => {
      const first = await signIn()
      await skipCooldown(first.email)
      const started = await start(first.email.toUpperCase(), first.deviceId)
      expect(started.body).toEqual({ action: 'VERIFY_OTP' })
      const mail = await latest(first.email)
      expect(mail.link).toBeUndefined()
      const verified = await verify(first.email, first.deviceId, mail.code)
      expect(verified.status).toBe(200)
      expect((verified.body.user as { id: string }).id).toBe(
        (first.verified.user as { id: string }).id,
      )
      // Once the wallet exists, another device of the same email needs the link.
      await giveWallet(first.email)
      await skipCooldown(first.email)
      expect((await start(first.email, newDevice())).body).toEqual({ action: 'VERIFY_DEVICE' })
    })

    it('refuses a code used once already, and an expired one', async () => {
      const { email, deviceId } = await signIn()
      const used = (await latest(email)).code
      const reused = await verify(email, deviceId, used)
      expect(reused.status).toBe(400)
      expect(reused.body.error).toBe('code_expired')

      await skipCooldown(email)
      await start(email, deviceId)
      const code = (await latest(email)).code
      await t.storage.db.execute(
        sql`UPDATE auth_email_codes SET expires_at = now() - interval '1 second' WHERE email = ${email}`,
      )
      const expired = await verify(email, deviceId, code)
      expect(expired.status).toBe(400)
      expect(expired.body.message).toBe(
        'This code has expired or was already used: request a new code and enter the one in the newest email',
      )
    })

    it('locks the email after 5 wrong codes, with a message naming when to try again', async () => {
      const { email, deviceId } = await signIn()
      await skipCooldown(email)
      await start(email, deviceId)
      const code = (await latest(email)).code
      for (let i = 1; i <= 4; i++) {
        const wrong = await verify(email, deviceId, wrongOf(code))
        expect(wrong.status).toBe(401)
        expect(wrong.body.message).toBe(
          `That code is not right. ${5 - i} ${5 - i === 1 ? 'attempt' : 'attempts'} left before sign-in for this email is locked for 15 minutes.`,
        )
      }
      const locked = await verify(email, deviceId, wrongOf(code))
      expect(locked.status).toBe(429)
      expect(locked.body.error).toBe('email_locked')
      expect(Number(locked.retryAfter)).toBeGreaterThan(14 * 60)
      expect(locked.body.message).toMatch(
        /^Too many wrong codes: sign-in for this email is locked\. Please try again after \d\d:\d\d UTC \(in 15 minutes\)\.$/,
      )
      // Even the right code waits for the lock; so does a new code.
      expect((await verify(email, deviceId, code)).body.error).toBe('email_locked')
      await skipCooldown(email)
      expect((await start(email, deviceId)).body.error).toBe('email_locked')
    })

    it('keeps the 30 s cooldown, answering SPEC §5 with N rounded up', async () => {
      const email = newEmail()
      const deviceId = newDevice()
      expect((await start(email, deviceId)).status).toBe(200)
      const again = await start(email, deviceId)
      expect(again.status).toBe(429)
      expect(again.body.message).toBe('Please try again after 30 seconds')
      expect(again.retryAfter).toBe('30')
      expect(again.body.reasons?.[0]?.description).toBe('Please try again after 30 seconds')
      await t.storage.db.execute(
        sql`UPDATE auth_email_cooldowns SET last_sent_at = now() - interval '12.5 seconds' WHERE email = ${email}`,
      )
      expect((await start(email, deviceId)).body.message).toBe('Please try again after 18 seconds')
    })

    it('reads the session of a bearer token, and signs out', async () => {
      const { email, token } = await signIn()
      const session = await call('/v1/auth/session', undefined, token, 'GET')
      expect(session.status).toBe(200)
      expect(session.body).toEqual({
        user: { id: expect.any(String), email },
        signedIn: { secondsAgo: expect.any(Number), freshForSeconds: 300 },
      })
      expect((session.body.signedIn as { secondsAgo: number }).secondsAgo).toBeLessThan(60)
      // The age is the database's: a login made 10 minutes ago is no longer fresh.
      await t.storage.db.execute(
        sql`UPDATE auth_sessions SET issued_at = now() - interval '10 minutes' WHERE user_id = (SELECT id FROM auth_users WHERE email = ${email})`,
      )
      const later = await call('/v1/auth/session', undefined, token, 'GET')
      expect((later.body.signedIn as { secondsAgo: number }).secondsAgo).toBeGreaterThanOrEqual(600)
      expect((await call('/v1/auth/session', undefined, undefined, 'GET')).status).toBe(401)
      expect((await call('/v1/auth/signout', undefined, token)).body).toEqual({ signedOut: true })
      const after = await call('/v1/auth/session', undefined, token, 'GET')
      expect(after.status).toBe(401)
      expect(after.body.message).toBe(
        'Not signed in: the session has expired, was signed out, or was opened on another device',
      )
    })

    it("a start from another device neither retires this device's code nor takes its cooldown", async () => {
      const { email, deviceId } = await signIn()
      await skipCooldown(email)
      expect((await start(email, deviceId)).body).toEqual({ action: 'VERIFY_OTP' })
      const mine = (await latest(email)).code
      // A stranger asks for a code to the same email from their device: it is sent (their own
      // cooldown), and SPEC's sentence still holds per device.
      const stranger = newDevice()
      expect((await start(email, stranger)).status).toBe(200)
      const strangerAgain = await start(email, stranger)
      expect(strangerAgain.status).toBe(429)
      expect(strangerAgain.body.message).toBe('Please try again after 30 seconds')
      // This device's cooldown is its own, and its code still works.
      const mineAgain = await start(email, deviceId)
      expect(mineAgain.status).toBe(429)
      expect(mineAgain.body.message).toMatch(/^Please try again after \d+ seconds$/)
      expect((await verify(email, deviceId, mine)).status).toBe(200)
      // A new code on this device retires this device's older one (entering it is a wrong code).
      await skipCooldown(email)
      await start(email, deviceId)
      const older = (await latest(email)).code
      await skipCooldown(email)
      await start(email, deviceId)
      const newer = (await latest(email)).code
      if (older !== newer)
        expect((await verify(email, deviceId, older)).body.error).toBe('wrong_code')
      expect((await verify(email, deviceId, newer)).status).toBe(200)
    })

    it('answers 20 parallel wrong codes: 4 wrong, then locked', async () => {
      const { email, deviceId } = await signIn()
      await skipCooldown(email)
      await start(email, deviceId)
      const code = (await latest(email)).code
      const guesses = Array.from({ length: 20 }, (_, i) =>
        ((Number(code) + 1 + i) % 1_000_000).toString().padStart(6, '0'),
      )
      const answers = await Promise.all(guesses.map((otp) => verify(email, deviceId, otp)))
      const statuses = answers.map((a) => a.status)
      expect(statuses.filter((s) => s === 401)).toHaveLength(4)
      expect(statuses.filter((s) => s === 429)).toHaveLength(16)
      for (const answer of answers.filter((a) => a.status === 429))
        expect(answer.body.error).toBe('email_locked')
      const [state] = await queryRows<{ failed: number }>(
        t.storage.db,
        sql`SELECT failed_attempts AS failed FROM auth_code_locks WHERE email = ${email} AND scope = 'login'`,
      )
      expect(state?.failed).toBe(5)
      expect((await verify(email, deviceId, code)).body.error).toBe('email_locked')
    })

    it('compares no more than 5 of 20 parallel guesses, the right one last among them', async () => {
      const { email, deviceId } = await signIn()
      await skipCooldown(email)
      await start(email, deviceId)
      const code = (await latest(email)).code
      // Count the statements that compare a guess with the code while it is live. Once the right
      // code is consumed its count starts again (SPEC: a right code clears it), so a guess still in
      // flight may be compared afterwards, but only with a used code, which nothing matches.
      const dialect = new PgDialect()
      let compared = 0
      let consumed = false
      const db = {
        execute: (async (query: Parameters<typeof t.storage.db.execute>[0]) => {
          const isCompare = dialect.sqlToQuery(query as SQL).sql.includes('code_hash = encode')
          if (isCompare && !consumed) compared++
          const result = await t.storage.db.execute(query)
          if (isCompare && (result as { rows: unknown[] }).rows.length > 0) consumed = true
          return result
        }) as typeof t.storage.db.execute,
      }
      const rules = parseServerConfig({
        chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:1' }],
        projectIds: ['demo'],
      }).email
      const guesses = [
        ...Array.from({ length: 19 }, (_, i) => wrongOf(String(Number(code) + i))),
        code,
      ]
      const outcomes = await Promise.all(
        guesses.map((otp) =>
          consumeEmailCode(db, { email, deviceId, otp, clientIp: '192.0.2.1' }, rules).then(
            () => 200,
            (error: HttpError) => error.status,
          ),
        ),
      )
      expect(compared).toBeGreaterThan(0)
      expect(compared).toBeLessThanOrEqual(5)
      expect(outcomes.filter((s) => s === 401 || s === 200).length).toBeLessThanOrEqual(5)
    })

    it('a right code after wrong ones clears the count', async () => {
      const { email, deviceId } = await signIn()
      await skipCooldown(email)
      await start(email, deviceId)
      const code = (await latest(email)).code
      for (let i = 0; i < 4; i++)
        expect((await verify(email, deviceId, wrongOf(code))).status).toBe(401)
      expect((await verify(email, deviceId, code)).status).toBe(200)
      await skipCooldown(email)
      await start(email, deviceId)
      const next = (await latest(email)).code
      expect((await verify(email, deviceId, wrongOf(next))).body.message).toContain(
        '4 attempts left',
      )
    })

    it('a session opens nothing from another device, and signs out everywhere', async () => {
      const { email, deviceId, token } = await signIn()
      const session = (headers: Record<string, string> = {}, with_ = token) =>
        call('/v1/auth/session', undefined, with_, 'GET', headers)
      expect((await session()).status).toBe(200)

      const stolen = await session({ 'x-foyer-device': newDevice() })
      expect(stolen.status).toBe(401)
      expect(stolen.body.message).toBe(
        'Not signed in: the session has expired, was signed out, or was opened on another device',
      )
      const bare = await fetch(`${t.server.url}/v1/auth/session`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(bare.status).toBe(401)
      const bareBody = (await bare.json()) as Json
      expect(bareBody.reasons?.[0]).toMatchObject({
        field: 'header.x-foyer-device',
        rule: 'device_id',
      })
      for (const path of ['/v1/keys/auth-share', '/v1/auth/session'])
        expect(
          (await call(path, undefined, token, 'GET', { 'x-foyer-device': newDevice() })).status,
        ).toBe(401)
      const change = await call(
        '/v1/auth/email/change/start',
        { newEmail: newEmail() },
        token,
        'POST',
        {
          'x-foyer-device': newDevice(),
        },
      )
      expect(change.status).toBe(401)

      // A second device of the same user; "sign out everywhere" from the first ends both.
      await skipCooldown(email)
      const other = await signIn(email)
      expect((await session({}, other.token)).status).toBe(200)
      const everywhere = await call('/v1/auth/signout/everywhere', {}, token)
      expect(everywhere).toMatchObject({ status: 200, body: { signedOut: true, sessions: 2 } })
      expect((await session()).status).toBe(401)
      expect((await session({}, other.token)).status).toBe(401)
      // It needs a live session of its own device.
      const again = await call('/v1/auth/signout/everywhere', {}, token)
      expect(again.status).toBe(401)
      expect(deviceId).not.toBe(other.deviceId)
    })

    it('validates the request, naming the field, never echoing a code', async () => {
      const badEmail = await start('not-an-email', newDevice())
      expect(badEmail.status).toBe(400)
      expect(badEmail.body.reasons?.[0]).toMatchObject({ field: 'body.email' })
      const badDevice = await start(newEmail(), 'short')
      expect(badDevice.body.reasons?.[0]).toMatchObject({ field: 'body.deviceId' })
      const badOtp = await verify(newEmail(), newDevice(), '98765x')
      expect(badOtp.status).toBe(400)
      expect(badOtp.body.reasons?.[0]).toMatchObject({ field: 'body.otp', value: '[redacted]' })
      expect(badOtp.text).not.toContain('98765x')
    })

    it('mails the code in the locale the request names (issue 31), and refuses one it does not speak', async () => {
      const email = newEmail()
      const started = await call('/v1/auth/email/start', {
        email,
        deviceId: newDevice(),
        locale: 'ja',
      })
      expect(started).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
      const mail = await latest(email)
      expect(mail.subject).toBe(`Foyer のサインインコード: ${mail.code}`)
      const unknown = await call('/v1/auth/email/start', {
        email: newEmail(),
        deviceId: newDevice(),
        locale: 'xx',
      })
      expect(unknown.status).toBe(400)
      expect(unknown.body.reasons?.[0]).toMatchObject({ field: 'body.locale', value: 'xx' })
      expect(unknown.body.reasons?.[0]?.description).toContain('must be one of en, ar, de')
    })

    it("opens the approval link in the mail's language (its link says it), else the browser's", async () => {
      const { email } = await emailWithWallet()
      const deviceId = newDevice()
      const started = await call('/v1/auth/email/start', { email, deviceId, locale: 'ar' })
      expect(started.body).toEqual({ action: 'VERIFY_DEVICE' })
      const mail = await latest(email)
      expect(mail.link).toMatch(/\?token=[A-Za-z0-9_-]{43}&lang=ar$/)
      // The browser prefers German, but the mail was Arabic: the page is the mail's language.
      const page = await fetch(mail.link!, { headers: { 'accept-language': 'de-DE,de;q=0.9' } })
      const html = await page.text()
      expect(html).toContain('<html lang="ar" dir="rtl">')
      expect(html).toContain(`<h1>${ar['approve.title']}</h1>`)
      expect(html).toContain(`>${ar['approve.button']}</button>`)
      // The address stays left to right inside the Arabic sentence.
      expect(html).toContain(`<bdi dir="ltr" translate="no">${email}</bdi>`)
      for (const english of ['Approve this device', 'This page needs JavaScript', 'Approving…'])
        expect(html).not.toContain(english)
      // The script's words (approving, approved, why not) are the locale's too.
      expect(html).toContain(JSON.stringify(ar['approve.wrongDevice']))

      // No lang in the link (a mail from before): the browser's language.
      const bare = mail.link!.replace('&lang=ar', '')
      const german = await (await fetch(bare, { headers: { 'accept-language': 'de' } })).text()
      expect(german).toContain(`<html lang="de" dir="ltr">`)
      expect(german).toContain(`<h1>${de['approve.title']}</h1>`)
      // A stranger's lang or Accept-Language is matched against the locales, never echoed.
      const hostile = await (
        await fetch(`${bare}&lang=%22%3E%3Cscript%3Ex()%3C%2Fscript%3E`, {
          headers: { 'accept-language': '"><b>' },
        })
      ).text()
      expect(hostile).toContain('<html lang="en" dir="ltr">')
      expect(hostile).not.toContain('x()')
      expect(hostile).not.toContain('"><b>')
      // A link that cannot be used says so in the language too.
      const unusable = await fetch(`${t.server.url}/v1/auth/device/approve?token=nope&lang=ja`)
      expect(unusable.status).toBe(400)
      expect(await unusable.text()).toContain(`<h1>${ja['approve.unusableTitle']}</h1>`)
      expect(await approve(mail.link!, deviceId)).toBe(200)
    })

    it('never logs a code, a token, a link or a share', () => {
      expect(secrets.length).toBeGreaterThan(10)
      const all = logged.join('\n')
      for (const secret of secrets) expect(all).not.toContain(secret)
    })
  },
)
