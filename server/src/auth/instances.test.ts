import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../serve.ts'
import { openStorage, type Storage } from '../storage/openStorage.ts'
import { queryRows } from '../storage/queryRows.ts'
import { giveWallet } from '../testing/giveWallet.ts'
import { createTestDatabase } from '../testing/storages.ts'

type Json = Record<string, unknown> & { error?: string; message?: string }

let emails = 0
const newEmail = () => `two${++emails}.${Date.now().toString(36)}@example.com`
const newDevice = () => `device_${Math.random().toString(36).slice(2)}_${Date.now().toString(36)}`
const wrongOf = (code: string) => ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0')

describe('two instances on one PostgreSQL behave as one', () => {
  const storages: Storage[] = []
  let a: RunningServer
  let b: RunningServer

  beforeAll(async () => {
    const url = await createTestDatabase()
    const config = {
      chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }],
      projectIds: ['demo'],
      email: { devMailbox: true },
    }
    for (let i = 0; i < 2; i++) storages.push(await openStorage({ databaseUrl: url }))
    a = await startServer({ storage: storages[0]!, config })
    b = await startServer({ storage: storages[1]!, config })
  })
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()])
    await Promise.all(storages.map((s) => s.close()))
  })

  async function call(on: RunningServer, path: string, body: unknown) {
    const response = await fetch(`${on.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Json }
  }
  async function latest(on: RunningServer, email: string) {
    const response = await fetch(`${on.mailboxUrl}/latest?to=${encodeURIComponent(email)}`)
    expect(response.status).toBe(200)
    return (await response.json()) as { code: string; link?: string }
  }
  const verify = (on: RunningServer, email: string, deviceId: string, otp: string) =>
    call(on, '/v1/auth/email/verify', { email, deviceId, otp })
  /**
   * A returning user (its wallet exists) on a new device: starts on A and approves the device on
   * B; the code in A's mailbox now counts.
   */
  async function started(email: string, deviceId: string) {
    await giveWallet(storages[0]!.db, email)
    expect((await call(a, '/v1/auth/email/start', { email, deviceId })).body).toEqual({
      action: 'VERIFY_DEVICE',
    })
    const mail = await latest(a, email)
    const token = new URL(mail.link!).searchParams.get('token')
    expect((await call(b, '/v1/auth/device/approve', { token, deviceId })).status).toBe(200)
    return mail.code
  }

  it('holds the cooldown of one device across instances, and not for another device', async () => {
    const email = newEmail()
    const deviceId = newDevice()
    expect((await call(a, '/v1/auth/email/start', { email, deviceId })).status).toBe(200)
    const onB = await call(b, '/v1/auth/email/start', { email, deviceId })
    expect(onB.status).toBe(429)
    expect(onB.body.message).toBe('Please try again after 30 seconds')
    expect((await call(b, '/v1/auth/email/start', { email, deviceId: newDevice() })).status).toBe(
      200,
    )
  })

  it('lets only one of two racing starts through', async () => {
    const email = newEmail()
    const deviceId = newDevice()
    const answers = await Promise.all(
      [a, b, a, b].map((on) => call(on, '/v1/auth/email/start', { email, deviceId })),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 429, 429, 429])
  })

  it('counts wrong codes across instances: 3 on A and 2 on B lock the email on both', async () => {
    const email = newEmail()
    const deviceId = newDevice()
    const code = await started(email, deviceId)
    for (let i = 0; i < 3; i++)
      expect((await verify(a, email, deviceId, wrongOf(code))).status).toBe(401)
    expect((await verify(b, email, deviceId, wrongOf(code))).body.message).toContain(
      '1 attempt left',
    )
    const fifth = await verify(b, email, deviceId, wrongOf(code))
    expect(fifth.status).toBe(429)
    expect(fifth.body.error).toBe('email_locked')
    for (const on of [a, b]) {
      const locked = await verify(on, email, deviceId, code)
      expect(locked.status).toBe(429)
      expect(locked.body.message).toMatch(/Please try again after \d\d:\d\d UTC/)
    }
  })

  it('refuses on B a code consumed on A', async () => {
    const email = newEmail()
    const deviceId = newDevice()
    const code = await started(email, deviceId)
    expect((await verify(a, email, deviceId, code)).status).toBe(200)
    const onB = await verify(b, email, deviceId, code)
    expect(onB.status).toBe(400)
    expect(onB.body.error).toBe('code_expired')
  })

  it('lets exactly one of two racing verifies of one code through', async () => {
    const email = newEmail()
    const deviceId = newDevice()
    const code = await started(email, deviceId)
    const answers = await Promise.all([a, b].map((on) => verify(on, email, deviceId, code)))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400])
    const [row] = await queryRows<{ n: number }>(
      storages[0]!.db,
      sql`SELECT count(*)::int AS n FROM auth_sessions s JOIN auth_users u ON u.id = s.user_id WHERE u.email = ${email}`,
    )
    expect(row?.n).toBe(1)
  })

  it('gives parallel wrong codes on both instances no more than 5 guesses', async () => {
    const email = newEmail()
    const deviceId = newDevice()
    const code = await started(email, deviceId)
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        verify(
          i % 2 ? a : b,
          email,
          deviceId,
          ((Number(code) + 1 + i) % 1_000_000).toString().padStart(6, '0'),
        ),
      ),
    )
    expect(answers.filter((r) => r.status === 401)).toHaveLength(4)
    expect(answers.filter((r) => r.status === 429)).toHaveLength(8)
    expect((await verify(a, email, deviceId, code)).body.error).toBe('email_locked')
  })

  it('a session made on A is read and signed out on B', async () => {
    const email = newEmail()
    const deviceId = newDevice()
    const code = await started(email, deviceId)
    const { token } = (await verify(a, email, deviceId, code)).body as { token: string }
    const auth = { authorization: `Bearer ${token}`, 'x-foyer-device': deviceId }
    expect((await fetch(`${b.url}/v1/auth/session`, { headers: auth })).status).toBe(200)
    await fetch(`${b.url}/v1/auth/signout`, { method: 'POST', headers: auth })
    expect((await fetch(`${a.url}/v1/auth/session`, { headers: auth })).status).toBe(401)
  })
})

describe('the email limits on two instances on one PostgreSQL count as one', () => {
  const storages: Storage[] = []
  let a: RunningServer
  let b: RunningServer
  const hour = (max: number) => ({ max, windowSeconds: 3600 })

  beforeAll(async () => {
    const url = await createTestDatabase()
    const config = {
      chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }],
      projectIds: ['demo'],
      trustedProxies: ['127.0.0.1'],
      email: {
        devMailbox: true,
        limits: {
          mailPerIp: hour(3),
          mailTotal: hour(1000),
          checksPerIp: hour(2),
          checksTotal: hour(1000),
        },
      },
    }
    for (let i = 0; i < 2; i++) storages.push(await openStorage({ databaseUrl: url }))
    a = await startServer({ storage: storages[0]!, config })
    b = await startServer({ storage: storages[1]!, config })
  })
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()])
    await Promise.all(storages.map((s) => s.close()))
  })

  async function post(on: RunningServer, path: string, body: unknown, ip: string) {
    const response = await fetch(`${on.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    })
    return {
      status: response.status,
      body: (await response.json()) as Json,
      retryAfter: response.headers.get('retry-after'),
    }
  }
  const start = (on: RunningServer, ip: string, email = newEmail(), deviceId = newDevice()) =>
    post(on, '/v1/auth/email/start', { email, deviceId }, ip)

  it('mail from one network: 2 on A and 1 on B, then none on either', async () => {
    expect((await start(a, '10.9.0.1')).status).toBe(200)
    expect((await start(a, '10.9.0.1')).status).toBe(200)
    expect((await start(b, '10.9.0.1')).status).toBe(200)
    for (const on of [a, b]) {
      const refused = await start(on, '10.9.0.1')
      expect(refused.status).toBe(429)
      expect(refused.body.error).toBe('too_many_emails')
      expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    }
    expect((await start(b, '10.9.0.2')).status).toBe(200)
  })

  it('code checks from one network: 1 on A and 1 on B, then none on either', async () => {
    const email = newEmail()
    const deviceId = newDevice()
    await giveWallet(storages[0]!.db, email)
    expect((await start(a, '10.9.1.1', email, deviceId)).status).toBe(200)
    const response = await fetch(`${a.mailboxUrl}/latest?to=${encodeURIComponent(email)}`)
    const mail = (await response.json()) as { code: string; link: string }
    const token = new URL(mail.link).searchParams.get('token')
    expect((await post(b, '/v1/auth/device/approve', { token, deviceId }, '10.9.1.1')).status).toBe(
      200,
    )
    const verify = (on: RunningServer, otp: string) =>
      post(on, '/v1/auth/email/verify', { email, deviceId, otp }, '10.9.1.1')
    expect((await verify(a, wrongOf(mail.code))).status).toBe(401)
    expect((await verify(b, wrongOf(mail.code))).status).toBe(401)
    for (const on of [a, b]) {
      const refused = await verify(on, mail.code)
      expect(refused.status).toBe(429)
      expect(refused.body.error).toBe('too_many_code_checks')
    }
  })
})
