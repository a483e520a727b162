import { randomBytes } from 'node:crypto'
import { format } from 'node:util'
import { DrizzleQueryError, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MailMessage } from '../mail/sendMail.ts'
import { useAuthServer } from '../testing/authServer.ts'
import { storageKinds, useTestApp } from '../testing/storages.ts'
import { redactError, redactText } from './redactLog.ts'

const newDevice = () => `device_${Math.random().toString(36).slice(2)}_${Date.now().toString(36)}`
const share = () => {
  const bytes = randomBytes(33)
  bytes[32] = 7
  return bytes.toString('base64')
}

describe('redactError', () => {
  it("keeps a database error's query and cause, and drops its parameters", () => {
    const otp = '048213'
    const token = randomBytes(32).toString('base64url')
    const secretShare = share()
    const cause = Object.assign(new Error('column "salt" does not exist'), {
      code: '42703',
      detail: `Key (share)=(${secretShare}) is odd`,
    })
    const error = new DrizzleQueryError(
      'UPDATE auth_email_codes SET used_at = now() WHERE code_hash = $1',
      ['ada@example.com', otp, secretShare, token, `Bearer ${token}`],
      cause,
    )
    const safe = redactError(error)
    const printed = format(safe)
    for (const secret of [otp, secretShare, token]) {
      expect(printed).not.toContain(secret)
      expect(safe.message).not.toContain(secret)
    }
    expect(printed).toContain('Failed query: UPDATE auth_email_codes SET used_at = now()')
    expect(printed).toContain('params: [redacted]')
    expect(printed).toContain('column "salt" does not exist')
    for (const property of ['params', 'query', 'cause', 'detail'])
      expect(safe).not.toHaveProperty(property)
  })

  it('leaves file paths, line numbers and addresses alone', () => {
    const line =
      'at checkEmailCode (/home/ada/projects/foyerwallet/server/src/auth/emailLogin.ts:321:17) 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 port 54321'
    expect(redactText(line)).toBe(line)
  })
})

describe.each(storageKinds)('no secret reaches the log when a query fails, on %s', (kind) => {
  const t = useAuthServer(kind)
  const broken: string[] = []
  afterEach(async () => {
    for (const statement of broken.splice(0)) await t.storage.db.execute(sql.raw(statement))
  })

  /** A new email (no wallet: no approval link) with a code waiting, and its session-less parts. */
  async function waitingCode() {
    const email = `logs.${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}@example.com`
    const deviceId = newDevice()
    await t.call('/v1/auth/email/start', { email, deviceId })
    const mail = (await (
      await fetch(`${t.server.mailboxUrl}/latest?to=${encodeURIComponent(email)}`)
    ).json()) as { code: string }
    return { email, deviceId, code: mail.code }
  }

  it('the one-time code compared by a failing query', async () => {
    const { email, deviceId, code } = await waitingCode()
    await t.storage.db.execute(sql`ALTER TABLE auth_email_codes RENAME COLUMN salt TO salt_gone`)
    broken.push('ALTER TABLE auth_email_codes RENAME COLUMN salt_gone TO salt')
    const before = t.logged.length
    const failed = await t.call('/v1/auth/email/verify', { email, deviceId, otp: code })
    expect(failed.status).toBe(500)
    expect(failed.text).not.toContain(code)
    const lines = t.logged.slice(before).join('\n')
    expect(lines).toContain('Failed query: UPDATE auth_email_codes SET used_at = now()')
    expect(lines).toContain('params: [redacted]')
    expect(lines).not.toContain(code)
  })

  it('the auth share stored by a failing query', async () => {
    const { email, deviceId, code } = await waitingCode()
    const verified = await t.call('/v1/auth/email/verify', { email, deviceId, otp: code })
    const token = verified.body.token as string
    await t.storage.db.execute(
      sql`ALTER TABLE auth_shares ADD CONSTRAINT refuse_every_share CHECK (false) NOT VALID`,
    )
    broken.push('ALTER TABLE auth_shares DROP CONSTRAINT refuse_every_share')
    const secret = share()
    const before = t.logged.length
    const failed = await t.call(
      '/v1/keys/auth-share',
      { share: secret, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
      token,
      'PUT',
    )
    expect(failed.status).toBe(500)
    const lines = t.logged.slice(before).join('\n')
    expect(lines).toContain('Failed query: INSERT INTO auth_shares')
    expect(lines).not.toContain(secret)
    expect(lines).not.toContain(token)
  })
})

describe("no secret reaches the default log (console.error, which prints an error's properties)", () => {
  const sent: MailMessage[] = []
  const t = useTestApp(
    'pglite',
    () => ({ chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }], projectIds: ['demo'] }),
    () => ({
      mailer: {
        async send(message) {
          sent.push(message)
        },
        close() {},
      },
    }),
  )
  const post = (path: string, body: unknown) =>
    t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('the one-time code compared by a failing query', async () => {
    const email = 'console@example.com'
    const deviceId = newDevice()
    expect((await post('/v1/auth/email/start', { email, deviceId })).status).toBe(200)
    const mail = sent.at(-1)!
    const code = /\b(\d{6})\b/.exec(mail.subject)![1]!
    await t.storage.db.execute(sql`ALTER TABLE auth_email_codes RENAME COLUMN salt TO salt_gone`)
    const printed: string[] = []
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      printed.push(format(...args))
    })
    try {
      expect((await post('/v1/auth/email/verify', { email, deviceId, otp: code })).status).toBe(500)
    } finally {
      spy.mockRestore()
    }
    expect(printed.join('\n')).toContain('[foyer server]')
    expect(printed.join('\n')).toContain('params: [redacted]')
    expect(printed.join('\n')).not.toContain(code)
  })
})
