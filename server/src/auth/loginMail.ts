import type { Locale } from '@foyer/modal/frame-protocol'
import { escapeHtml, ltrHtml, mailI18n } from '../mail/mailI18n.ts'
import type { MailMessage } from '../mail/sendMail.ts'

/** A code as the mail shows it in HTML: large, left to right, never translated. */
const codeBlock = (code: string) =>
  `<p dir="ltr" translate="no" style="font-size:28px;letter-spacing:4px;font-weight:bold">${escapeHtml(code)}</p>`

/**
 * The login mail, named after the app (`appName`): the code; for a new device of an existing
 * wallet, the approval link first, and why it is asked. Plain text and HTML, in `locale` (the
 * visitor's, as the frame sends it; English when absent).
 * @param approveUrl the device-approval link (a new device of an existing wallet only)
 */
export function loginMail({
  to,
  code,
  minutes,
  appName,
  approveUrl,
  locale,
}: {
  to: string
  code: string
  minutes: number
  appName: string
  approveUrl?: string | undefined
  locale?: Locale | undefined
}): MailMessage {
  const i18n = mailI18n(locale)
  const { t } = i18n
  const app = { app: appName }
  const expiry = t('code.expiry', { minutes })
  const ignore = t('login.ignore')
  const tail = `<p>${escapeHtml(expiry)}</p><p>${escapeHtml(ignore)}</p>`
  if (!approveUrl)
    return {
      to,
      subject: t('login.subject', { ...app, code }),
      text: `${t('login.codeIs', app)} ${code}\n${expiry}\n\n${ignore}\n`,
      html: i18n.body(`<p>${i18n.html('login.codeIs', app)}</p>${codeBlock(code)}${tail}`),
    }
  const lead = t('device.lead', app)
  const approveFirst = t('device.approveFirst')
  const thenCode = t('device.thenCode')
  return {
    to,
    subject: t('device.subject', app),
    text: `${lead}\n\n${approveFirst}\n${approveUrl}\n\n${thenCode} ${code}\n${expiry}\n\n${ignore}\n`,
    html: i18n.body(
      `<p>${escapeHtml(lead)}</p><p>${escapeHtml(approveFirst)}</p><p><a href="${escapeHtml(approveUrl)}">${i18n.html('device.approveLink')}</a></p><p>${escapeHtml(thenCode)}</p>${codeBlock(code)}${tail}`,
    ),
  }
}

/**
 * The mail of an email change's code: to the current email (`primary`), to confirm changing it
 * to `newEmail`; to the new email (`secondary`), to confirm it is the user's. Plain text and HTML,
 * in `locale` (English when absent).
 */
export function emailChangeMail({
  to,
  code,
  minutes,
  newEmail,
  step,
  locale,
}: {
  to: string
  code: string
  minutes: number
  newEmail: string
  step: 'primary' | 'secondary'
  locale?: Locale | undefined
}): MailMessage {
  const i18n = mailI18n(locale)
  const { t } = i18n
  const [subjectKey, leadKey] =
    step === 'primary'
      ? (['change.primarySubject', 'change.primaryLead'] as const)
      : (['change.secondarySubject', 'change.secondaryLead'] as const)
  const expiry = t('code.expiry', { minutes })
  const ignore = t('change.ignore')
  const lead = t(leadKey, { newEmail })
  const leadHtml = i18n.html(leadKey, {}, { newEmail: ltrHtml(newEmail) })
  return {
    to,
    subject: t(subjectKey, { code }),
    text: `${lead}\n${code}\n${expiry}\n\n${ignore}\n`,
    html: i18n.body(
      `<p>${leadHtml}</p>${codeBlock(code)}<p>${escapeHtml(expiry)}</p><p>${escapeHtml(ignore)}</p>`,
    ),
  }
}

/**
 * The notice to the email an account had, once it changed: what changed, and what to do when it
 * was not the owner. It carries no code or link. In `locale` (English when absent).
 */
export function emailChangedMail({
  to,
  newEmail,
  at = new Date(),
  locale,
}: {
  to: string
  newEmail: string
  at?: Date
  locale?: Locale | undefined
}): MailMessage {
  const i18n = mailI18n(locale)
  const { t } = i18n
  const when = t('changed.when', i18n.dateTime(at))
  const what = { oldEmail: to, newEmail, when }
  const lines = [t('changed.what', what), t('changed.ifYou'), t('changed.ifNot')]
  const html = [
    i18n.html('changed.what', { when }, { oldEmail: ltrHtml(to), newEmail: ltrHtml(newEmail) }),
    i18n.html('changed.ifYou'),
    i18n.html('changed.ifNot'),
  ]
  return {
    to,
    subject: t('changed.subject'),
    text: `${lines.join('\n\n')}\n`,
    html: i18n.body(html.map((line) => `<p>${line}</p>`).join('')),
  }
}
