import type { AddressInfo } from 'node:net'
import { Hono } from 'hono'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { z } from 'zod'
import { HttpError } from '../http/errors.ts'
import { onPublicOrigin, type ServerIdentity } from '../http/identity.ts'
import { validQuery } from '../http/validate.ts'

/** One mail the dev mailbox caught, with what a test or a person needs from it. */
export type CaughtMail = {
  to: string
  subject: string
  text: string
  /** The first 6-digit number of the subject or text. */
  code?: string
  /** The device-approval link, when the mail has one. */
  link?: string
  receivedAt: string
}

/** An in-process SMTP catcher on 127.0.0.1: every mail sent to it is kept in memory. */
export type DevMailbox = {
  /** `smtp://127.0.0.1:PORT`: send here. */
  smtpUrl: string
  /** Caught mail, oldest first. */
  readonly mails: readonly CaughtMail[]
  /** The newest mail to `to` (case-insensitive), if any. */
  latest(to: string): CaughtMail | undefined
  close(): Promise<void>
}

const MAX_KEPT = 500

/**
 * Starts the dev/test SMTP catcher (smtp-server + mailparser) on 127.0.0.1 and a free port.
 * Nothing leaves the machine.
 * @example
 * const mailbox = await startDevMailbox()
 * const mailer = createMailer({ smtpUrl: mailbox.smtpUrl, from })
 */
export async function startDevMailbox(): Promise<DevMailbox> {
  const mails: CaughtMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    banner: 'Foyer dev mailbox',
    async onData(stream, session, callback) {
      try {
        const parsed = await simpleParser(stream)
        const text = parsed.text ?? ''
        const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
        const code = /\b(\d{6})\b/.exec(`${parsed.subject ?? ''}\n${text}`)?.[1]
        const link =
          /https?:\/\/\S+\/device\/approve\?token=[A-Za-z0-9_-]+(?:&lang=[A-Za-z-]+)?/.exec(
            text,
          )?.[0]
        for (const to of recipients) {
          mails.push({
            to,
            subject: parsed.subject ?? '',
            text,
            ...(code ? { code } : {}),
            ...(link ? { link } : {}),
            receivedAt: new Date().toISOString(),
          })
        }
        if (mails.length > MAX_KEPT) mails.splice(0, mails.length - MAX_KEPT)
        callback()
      } catch (error) {
        callback(error as Error)
      }
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo
  let closing: Promise<void> | undefined
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
    latest(to) {
      const wanted = to.toLowerCase()
      for (let i = mails.length - 1; i >= 0; i--) if (mails[i]?.to === wanted) return mails[i]
      return undefined
    },
    close() {
      closing ??= new Promise<void>((resolve) => server.close(() => resolve()))
      return closing
    },
  }
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  )

function mailboxPage(mails: readonly CaughtMail[]): string {
  const rows = [...mails]
    .reverse()
    .map(
      (m) =>
        `<tr><td><time datetime="${m.receivedAt}">${escapeHtml(m.receivedAt)}</time></td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.subject)}</td><td>${m.code ? `<strong>${m.code}</strong>` : '—'}</td><td>${m.link ? `<a href="${escapeHtml(m.link)}">Approve this device</a>` : '—'}</td></tr>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Foyer dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#111}table{border-collapse:collapse}th,td{border:1px solid #999;padding:.4rem .6rem;text-align:left}a{color:#0645ad}</style></head>
<body><main>
<h1>Foyer dev mailbox</h1>
<p>Mail the server sent, caught on this machine; nothing was delivered. Newest first. Reload to see new mail.</p>
${
  mails.length === 0
    ? '<p role="status">No mail yet.</p>'
    : `<table><caption>${mails.length} caught ${mails.length === 1 ? 'mail' : 'mails'}</caption>
<thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Code</th><th scope="col">Device approval</th></tr></thead>
<tbody>
${rows}
</tbody></table>`
}
</main></body></html>`
}

/**
 * The mailbox page, mounted at `/__mailbox`: `GET /` lists caught mail (HTML), `GET /latest?to=`
 * answers `{ to, subject, code, receivedAt }` (plus `link` for a device approval) or 404. On the
 * server's own origin only (404 `mailbox_not_here` through an app's proxy): a dev server reached
 * from the network (`vite --host`) must not hand every visitor's sign-in code to anyone who asks
 * the app's origin.
 */
export function devMailboxRoutes(
  mailbox: DevMailbox | undefined,
  identity: Pick<ServerIdentity, 'publicUrl'>,
): Hono {
  const off = () =>
    new HttpError(
      404,
      'mailbox_off',
      'The dev mailbox is off: start the server with email.devMailbox: true',
    )
  return new Hono()
    .use((c, next) => {
      onPublicOrigin(
        c,
        identity,
        'mailbox_not_here',
        (host) =>
          `The dev mailbox is served only at ${identity.publicUrl()}/__mailbox, on the server's own origin, not on ${host}`,
      )
      return next()
    })
    .get('/', (c) => {
      if (!mailbox) throw off()
      c.header('Cache-Control', 'no-store')
      return c.html(mailboxPage(mailbox.mails))
    })
    .get('/latest', validQuery(z.object({ to: z.string().min(1) })), (c) => {
      if (!mailbox) throw off()
      const { to } = c.req.valid('query')
      const mail = mailbox.latest(to)
      if (!mail) throw new HttpError(404, 'no_mail', `No mail to ${to} yet`)
      c.header('Cache-Control', 'no-store')
      return c.json({
        to: mail.to,
        subject: mail.subject,
        code: mail.code ?? null,
        receivedAt: mail.receivedAt,
        ...(mail.link ? { link: mail.link } : {}),
      })
    })
}
