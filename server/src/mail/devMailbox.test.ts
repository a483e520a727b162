import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { parseServerConfig } from '../config.ts'
import { type RunningServer, startServer } from '../serve.ts'
import type { Storage } from '../storage/openStorage.ts'
import { giveWallet } from '../testing/giveWallet.ts'
import { openTestStorage } from '../testing/storages.ts'
import { type DevMailbox, startDevMailbox } from './devMailbox.ts'
import { createMailer, type Mailer, MailSendError } from './sendMail.ts'

describe('sendMail → the dev mailbox, over real SMTP on 127.0.0.1', () => {
  let mailbox: DevMailbox
  let mailer: Mailer
  beforeAll(async () => {
    mailbox = await startDevMailbox()
    mailer = createMailer({ smtpUrl: mailbox.smtpUrl, from: 'Foyer <login@foyer.localhost>' })
  })
  afterAll(async () => {
    mailer?.close()
    await mailbox?.close()
  })

  it('catches plain text and HTML mail, with its code and approval link', async () => {
    expect(mailbox.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/)
    await mailer.send({
      to: 'Ada@Example.com',
      subject: 'Your Foyer code: 042137',
      text: 'Approve: http://127.0.0.1:1/v1/auth/device/approve?token=abc_DEF-1\nCode: 042137',
      html: '<p>Code: <b>042137</b></p>',
    })
    const mail = mailbox.latest('ada@example.com')
    expect(mail).toMatchObject({
      to: 'ada@example.com',
      subject: 'Your Foyer code: 042137',
      code: '042137',
      link: 'http://127.0.0.1:1/v1/auth/device/approve?token=abc_DEF-1',
    })
    expect(Date.parse(mail!.receivedAt)).toBeGreaterThan(Date.now() - 10_000)
  })

  it('pools the transport: many mails in a row stay fast', async () => {
    const started = performance.now()
    for (let i = 0; i < 20; i++)
      await mailer.send({ to: `pool${i}@example.com`, subject: 'x', text: 'x', html: '<p>x</p>' })
    expect(mailbox.latest('pool19@example.com')).toBeDefined()
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('says the mail was not sent when no SMTP server answers, naming no content', async () => {
    const closed = await startDevMailbox()
    await closed.close()
    const broken = createMailer({ smtpUrl: closed.smtpUrl, from: 'a@example.com' })
    const error = await broken
      .send({ to: 'b@example.com', subject: 'Your Foyer code: 111222', text: '111222', html: '' })
      .catch((e: unknown) => e)
    broken.close()
    expect(error).toBeInstanceOf(MailSendError)
    expect(String((error as Error).message)).not.toContain('111222')
  })
})

describe('the mailbox page of a server with email.devMailbox', () => {
  let storage: Storage
  let server: RunningServer
  beforeAll(async () => {
    storage = await openTestStorage('pglite')
    server = await startServer({
      storage,
      config: {
        chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:1' }],
        projectIds: ['demo'],
        email: { devMailbox: true },
      },
    })
  })
  afterAll(async () => {
    await server?.close()
    await storage?.close()
  })

  it('lists caught mail in an accessible page, and answers /latest as JSON', async () => {
    expect(server.mailboxUrl).toBe(`${server.url}/__mailbox`)
    const empty = await fetch(server.mailboxUrl!)
    expect(await empty.text()).toContain('No mail yet.')
    const none = await fetch(`${server.mailboxUrl}/latest?to=nobody@example.com`)
    expect(none.status).toBe(404)

    const email = 'Page.Test@example.com'
    // A returning user (its wallet exists) on a new device: the mail has the approval link too.
    await giveWallet(storage.db, 'page.test@example.com')
    const started = await fetch(`${server.url}/v1/auth/email/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, deviceId: 'page-test-device-0001' }),
    })
    expect(started.status).toBe(200)
    const latest = await fetch(`${server.mailboxUrl}/latest?to=${encodeURIComponent(email)}`)
    const body = (await latest.json()) as Record<string, string>
    expect(Object.keys(body).sort()).toEqual(['code', 'link', 'receivedAt', 'subject', 'to'])
    expect(body.to).toBe('page.test@example.com')

    const page = await (await fetch(server.mailboxUrl!)).text()
    expect(page).toContain('<html lang="en">')
    expect(page).toContain('<h1>Foyer dev mailbox</h1>')
    expect(page).toContain('<th scope="col">Code</th>')
    expect(page).toContain(`<strong>${body.code}</strong>`)
    expect(page).toContain('Approve this device</a>')
    expect((await fetch(`${server.mailboxUrl}/latest`)).status).toBe(400)
  })

  it('answers no page on a rebinding host name: 421, no code (DNS rebinding)', async () => {
    const email = 'rebound@example.com'
    const started = await fetch(`${server.url}/v1/auth/email/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, deviceId: 'page-test-device-0004' }),
    })
    expect(started.status).toBe(200)
    const code = (
      (await (await fetch(`${server.mailboxUrl}/latest?to=${email}`)).json()) as {
        code: string
      }
    ).code
    // The attacker's name now resolves to 127.0.0.1: the browser sends its own Host.
    const { port } = new URL(server.url)
    for (const path of [`/__mailbox/latest?to=${email}`, '/__mailbox']) {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path, headers: { host: `rebind.attacker.example:${port}` } },
          (res) => {
            let body = ''
            res.on('data', (chunk) => {
              body += chunk
            })
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
          },
        )
        req.on('error', reject)
        req.end()
      })
      expect(answer.status).toBe(421)
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'misdirected_request' })
      expect(answer.body).not.toContain(code)
    }
  })

  it('answers 502 when the mail is not sent, and then lets the user ask again at once', async () => {
    const closed = await startDevMailbox()
    await closed.close()
    const mailer = createMailer({ smtpUrl: closed.smtpUrl, from: 'a@example.com' })
    const app = createApp({
      storage,
      mailer,
      config: parseServerConfig({
        chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:1' }],
        projectIds: ['demo'],
      }),
    })
    const start = () =>
      app.request('/v1/auth/email/start', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'down@example.com', deviceId: 'page-test-device-0003' }),
      })
    try {
      for (let i = 0; i < 2; i++) {
        const response = await start()
        expect(response.status).toBe(502)
        expect(((await response.json()) as { error: string }).error).toBe('email_not_sent')
      }
    } finally {
      mailer.close()
    }
  })

  it('is off (404) unless email.devMailbox is set, and login mail then needs SMTP', async () => {
    const app = createApp({
      storage,
      config: parseServerConfig({
        chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:1' }],
        projectIds: ['demo'],
      }),
    })
    expect((await app.request('/__mailbox')).status).toBe(404)
    const saved = process.env.SMTP_URL
    delete process.env.SMTP_URL
    try {
      const response = await app.request('/v1/auth/email/start', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'x@example.com', deviceId: 'page-test-device-0002' }),
      })
      expect(response.status).toBe(503)
    } finally {
      if (saved !== undefined) process.env.SMTP_URL = saved
    }
  })
})
