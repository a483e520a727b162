import { describe, expect, it } from 'vitest'
import { UNLIMITED, useAuthServer } from '../testing/authServer.ts'
import { storageKinds } from '../testing/storages.ts'

let emails = 0
const newEmail = () => `limit${++emails}.${Date.now().toString(36)}@example.com`
const newDevice = () => `device_${Math.random().toString(36).slice(2)}_${Date.now().toString(36)}`
const wrongOf = (code: string) => ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0')
const anHour = (max: number) => ({ max, windowSeconds: 3600 })
/** Requests through the trusted proxy (loopback) on behalf of `ip`. */
const from = (ip: string) => ({ 'x-forwarded-for': ip })

describe.each(storageKinds)('limits on code mail and code checks on %s', (kind) => {
  describe('mail: per client IP, then in total', () => {
    const t = useAuthServer(kind, {
      trustedProxies: ['127.0.0.1'],
      email: { limits: { ...UNLIMITED, mailPerIp: anHour(2), mailTotal: anHour(4) } },
    })
    const start = (ip: string, email = newEmail(), deviceId = newDevice()) =>
      t.call('/v1/auth/email/start', { email, deviceId }, undefined, 'POST', from(ip))
    const mailTo = async (email: string) =>
      (await fetch(`${t.server.mailboxUrl}/latest?to=${encodeURIComponent(email)}`)).status

    it('refuses a third code mail from one network, with Retry-After and a sentence; another network still gets its own', async () => {
      expect((await start('10.0.0.1')).status).toBe(200)
      expect((await start('10.0.0.1')).status).toBe(200)
      const email = newEmail()
      const refused = await start('10.0.0.1', email)
      expect(refused.status).toBe(429)
      expect(Number(refused.retryAfter)).toBeGreaterThan(0)
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(3600)
      expect(refused.body.error).toBe('too_many_emails')
      expect(refused.body.message).toMatch(
        /^Too many sign-in codes were emailed from your network \(at most 2 an hour\): please try again in (\d+ seconds|\d+ minutes)\.$/,
      )
      expect(refused.body.reasons?.[0]).toMatchObject({
        field: 'client.ip',
        rule: 'mail_per_ip',
        value: 2,
      })
      // Nothing was sent, and the refusal took no cooldown: the email can get a code elsewhere.
      expect(await mailTo(email)).toBe(404)
      expect((await start('10.0.0.2', email)).status).toBe(200)
      expect(await mailTo(email)).toBe(200)
    })

    it('refuses any network once the server sent its total', async () => {
      // 3 sent so far: a 4th from a new network goes, a 5th from yet another does not.
      expect((await start('10.0.0.3')).status).toBe(200)
      const refused = await start('10.0.0.4')
      expect(refused.status).toBe(429)
      expect(refused.body.message).toMatch(
        /^This server has emailed as many sign-in codes as it may for now \(at most 4 an hour\): please try again in /,
      )
      expect(refused.body.reasons?.[0]).toMatchObject({ field: 'server', rule: 'mail_total' })
    })
  })

  describe('code checks: per client IP, then in total', () => {
    const t = useAuthServer(kind, {
      trustedProxies: ['127.0.0.1'],
      email: { limits: { ...UNLIMITED, checksPerIp: anHour(3), checksTotal: anHour(5) } },
    })
    /** A new email (no wallet: no approval link) with a code waiting. */
    async function waiting() {
      const email = newEmail()
      const deviceId = newDevice()
      expect((await t.call('/v1/auth/email/start', { email, deviceId })).body).toEqual({
        action: 'VERIFY_OTP',
      })
      const response = await fetch(`${t.server.mailboxUrl}/latest?to=${encodeURIComponent(email)}`)
      const mail = (await response.json()) as { code: string }
      return { email, deviceId, code: mail.code }
    }
    const verify = (ip: string, p: { email: string; deviceId: string }, otp: string) =>
      t.call(
        '/v1/auth/email/verify',
        { email: p.email, deviceId: p.deviceId, otp },
        undefined,
        'POST',
        from(ip),
      )

    it('refuses a fourth code from one network, even the right one, which stays usable', async () => {
      const login = await waiting()
      for (let i = 0; i < 3; i++)
        expect((await verify('10.0.1.1', login, wrongOf(login.code))).status).toBe(401)
      const refused = await verify('10.0.1.1', login, login.code)
      expect(refused.status).toBe(429)
      expect(Number(refused.retryAfter)).toBeGreaterThan(0)
      expect(refused.body).toMatchObject({ error: 'too_many_code_checks' })
      expect(refused.body.message).toMatch(
        /^Too many codes were tried from your network \(at most 3 an hour\): please try again in /,
      )
      expect(refused.body.reasons?.[0]).toMatchObject({ field: 'client.ip', rule: 'checks_per_ip' })
      expect(refused.text).not.toContain(login.code)
      // The refused check compared nothing: the code still works, from another network.
      expect((await verify('10.0.1.2', login, login.code)).status).toBe(200)
    })

    it('refuses every network once the server checked its total', async () => {
      // 4 checks counted so far: one more anywhere, then none.
      const login = await waiting()
      expect((await verify('10.0.1.3', login, wrongOf(login.code))).status).toBe(401)
      const refused = await verify('10.0.1.4', login, login.code)
      expect(refused.status).toBe(429)
      expect(refused.body.message).toMatch(
        /^Too many codes are being tried on this server right now \(at most 5 an hour\): please try again in /,
      )
      expect(refused.body.reasons?.[0]).toMatchObject({ field: 'server', rule: 'checks_total' })
    })
  })
})
