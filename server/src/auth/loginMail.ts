import type { MailMessage } from '../mail/sendMail.ts'

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  )

/**
 * The login mail, named after the app (`appName`): the code; for a new device of an existing
 * wallet, the approval link first, and why it is asked. Plain text and HTML.
 * @param approveUrl the device-approval link (a new device of an existing wallet only)
 */
export function loginMail({
  to,
  code,
  minutes,
  appName,
  approveUrl,
}: {
  to: string
  code: string
  minutes: number
  appName: string
  approveUrl?: string | undefined
}): MailMessage {
  const app = escapeHtml(appName)
  const expiry = `It expires in ${minutes} minutes and works once.`
  const ignore =
    'If you did not ask to sign in, ignore this email: nothing happens without the code.'
  const codeHtml = `<p style="font-size:28px;letter-spacing:4px;font-weight:bold">${code}</p>`
  if (!approveUrl)
    return {
      to,
      subject: `Your ${appName} sign-in code: ${code}`,
      text: `Your ${appName} sign-in code is: ${code}\n${expiry}\n\n${ignore}\n`,
      html: `<p>Your ${app} sign-in code is:</p>${codeHtml}<p>${expiry}</p><p>${ignore}</p>`,
    }
  const lead = `Someone is signing in to your ${appName} wallet on a device it has not seen before. Your wallet is already on another device, so this one needs your approval once.`
  return {
    to,
    subject: `Approve a new device for ${appName}`,
    text: `${lead}\n\nIf it is you, approve the device first (in the browser where you asked for the code):\n${approveUrl}\n\nThen enter this code: ${code}\n${expiry}\n\n${ignore}\n`,
    html: `<p>${escapeHtml(lead)}</p><p>If it is you, approve the device first (in the browser where you asked for the code):</p><p><a href="${escapeHtml(approveUrl)}">Approve this device</a></p><p>Then enter this code:</p>${codeHtml}<p>${expiry}</p><p>${ignore}</p>`,
  }
}

/**
 * The mail of an email change's code: to the current email (`primary`), to confirm changing it
 * to `newEmail`; to the new email (`secondary`), to confirm it is the user's. Plain text and HTML.
 */
export function emailChangeMail({
  to,
  code,
  minutes,
  newEmail,
  step,
}: {
  to: string
  code: string
  minutes: number
  newEmail: string
  step: 'primary' | 'secondary'
}): MailMessage {
  const [subject, lead] =
    step === 'primary'
      ? [
          `Confirm changing your Foyer email: ${code}`,
          `Confirm changing your Foyer email to ${newEmail} with this code:`,
        ]
      : [
          `Confirm your new Foyer email: ${code}`,
          `Confirm ${newEmail} as your Foyer email with this code:`,
        ]
  const expiry = `It expires in ${minutes} minutes and works once.`
  const ignore =
    'If you did not ask for this change, ignore this email: nothing changes without the code.'
  const text = `${lead}\n${code}\n${expiry}\n\n${ignore}\n`
  const html = `<p>${escapeHtml(lead)}</p><p style="font-size:28px;letter-spacing:4px;font-weight:bold">${code}</p><p>${expiry}</p><p>${ignore}</p>`
  return { to, subject, text, html }
}

/**
 * The notice to the email an account had, once it changed: what changed, and what to do when it
 * was not the owner. It carries no code or link.
 */
export function emailChangedMail({
  to,
  newEmail,
  at = new Date(),
}: {
  to: string
  newEmail: string
  at?: Date
}): MailMessage {
  const when = `${at.toISOString().slice(0, 10)} at ${at.toISOString().slice(11, 16)} UTC`
  const lines = [
    `The email of your Foyer wallet was changed from ${to} to ${newEmail} on ${when}. This address no longer signs in to the wallet, and every other device signed in to it was signed out.`,
    'If you made this change, there is nothing to do.',
    "If you did not, someone who was signed in to your wallet and could read this mailbox made it: change this mailbox's password now, then contact the support of the app where you use the wallet, with the date of this email. Keep your recovery key to yourself: nobody from the app will ever ask for it.",
  ]
  return {
    to,
    subject: 'Your Foyer email was changed',
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  }
}
