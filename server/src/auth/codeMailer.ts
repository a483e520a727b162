import type { ServerConfig } from '../config.ts'
import { HttpError } from '../http/errors.ts'
import { createMailer, type Mailer, type MailMessage } from '../mail/sendMail.ts'
import type { Database } from '../storage/openStorage.ts'
import { releaseEmailLogin } from './emailLogin.ts'

/** Sends the mail of a one-time code: the email login's and the email change's. */
export type CodeMailer = {
  /**
   * Throws 503 when this server has no mail set up: called before a code is issued, so nothing
   * is claimed for a mail that cannot go.
   */
  ready(): void
  /**
   * Sends `message`, whose code was issued to `email` for `deviceId`. When the mail server
   * refuses it, the code is retired and the device's cooldown released (the user may ask again
   * at once), and it throws 502.
   */
  send(to: { email: string; deviceId: string }, message: MailMessage): Promise<void>
  /**
   * Sends a notice that carries no code (the email changed): best effort, a mail server that
   * refuses it is reported to `onError` and changes nothing.
   */
  notify(message: MailMessage, onError: (error: unknown) => void): Promise<void>
}

/**
 * The code mailer of one route group: `mailer` when given (tests, the dev mailbox), else a pooled
 * transport to `rules.smtpUrl` or `SMTP_URL`, made on first use.
 */
export function codeMailer(
  db: Database,
  rules: ServerConfig['email'],
  mailer: Mailer | undefined,
): CodeMailer {
  let own: Mailer | undefined
  const resolve = (): Mailer => {
    if (mailer) return mailer
    const smtpUrl = rules.smtpUrl ?? process.env.SMTP_URL
    if (!smtpUrl)
      throw new HttpError(
        503,
        'email_unavailable',
        'Email login is not set up on this server: set email.smtpUrl or SMTP_URL, or email.devMailbox',
      )
    own ??= createMailer({ smtpUrl, from: rules.from })
    return own
  }
  return {
    ready() {
      resolve()
    },
    async send(to, message) {
      try {
        await resolve().send(message)
      } catch {
        await releaseEmailLogin(db, to)
        throw new HttpError(
          502,
          'email_not_sent',
          'The code could not be emailed: the mail server did not accept it. Try again shortly.',
        )
      }
    },
    async notify(message, onError) {
      try {
        await resolve().send(message)
      } catch (error) {
        onError(error)
      }
    },
  }
}
