/**
 * The server's mail in English: the source every locale translates (ICU MessageFormat, the subset
 * `formatMessage` of `@foyer/modal/frame-protocol` reads). Data (the app's name, codes, emails,
 * dates) comes in as arguments; links and codes are laid out by `mailText.ts`, never translated.
 * A new string goes here first; the catalog test then asks every locale for it.
 */
export const en = {
  // The login code (loginMail)
  'login.subject': 'Your {app} sign-in code: {code}',
  'login.codeIs': 'Your {app} sign-in code is:',
  'login.ignore':
    'If you did not ask to sign in, ignore this email: nothing happens without the code.',
  // A new device of an existing wallet: its approval link, then the code (loginMail)
  'device.subject': 'Approve a new device for {app}',
  'device.lead':
    'Someone is signing in to your {app} wallet on a device it has not seen before. Your wallet is already on another device, so this one needs your approval once.',
  'device.approveFirst':
    'If it is you, approve the device first (in the browser where you asked for the code):',
  'device.approveLink': 'Approve this device',
  'device.thenCode': 'Then enter this code:',
  // Every code's expiry (login and email change)
  'code.expiry':
    'It expires in {minutes, plural, one {# minute} other {# minutes}} and works once.',
  // The email change's codes (emailChangeMail)
  'change.primarySubject': 'Confirm changing your Foyer email: {code}',
  'change.primaryLead': 'Confirm changing your Foyer email to {newEmail} with this code:',
  'change.secondarySubject': 'Confirm your new Foyer email: {code}',
  'change.secondaryLead': 'Confirm {newEmail} as your Foyer email with this code:',
  'change.ignore':
    'If you did not ask for this change, ignore this email: nothing changes without the code.',
  // The notice to the old email once it changed (emailChangedMail)
  'changed.subject': 'Your Foyer email was changed',
  'changed.when': '{date} at {time} UTC',
  'changed.what':
    'The email of your Foyer wallet was changed from {oldEmail} to {newEmail} on {when}. This address no longer signs in to the wallet, and every other device signed in to it was signed out.',
  'changed.ifYou': 'If you made this change, there is nothing to do.',
  'changed.ifNot':
    "If you did not, someone who was signed in to your wallet and could read this mailbox made it: change this mailbox's password now, then contact the support of the app where you use the wallet, with the date of this email. Keep your recovery key to yourself: nobody from the app will ever ask for it.",
  // The page of a new device's approval link (auth/approvalPage.ts), in the browser that opens it
  'approve.title': 'Approve this device?',
  'approve.intro':
    'Someone asked to sign in to {app} as {email} on a new device. If it was you, approve it here, in the browser where you asked for the code.',
  'approve.noScript':
    'This page needs JavaScript: only a script can tell whether this is the browser where you asked for the code. Turn JavaScript on for this page and open the link again.',
  'approve.button': 'Approve this device',
  'approve.ignore':
    'If you did not ask to sign in, close this page: nothing happens without the code.',
  'approve.approving': 'Approving…',
  'approve.doneTitle': 'Device approved',
  'approve.doneIntro':
    'This device is approved. Go back to {app} and enter the code from the same email. You can close this tab.',
  'approve.failed': 'The device could not be approved. Try again.',
  'approve.unreachable':
    'The wallet server cannot be reached: check your connection and try again.',
  'approve.wrongDevice':
    'This link approves only the browser where you asked for the code, and this is another one: open the link in that browser (copy it into its address bar). Nothing was approved.',
  'approve.unusableTitle': 'This link cannot be used',
  'approve.unusable':
    'This approval link has expired or was already used. Go back to the app and request a new code.',
} as const

/** Every message key of the server's mail. */
export type MailMessageKey = keyof typeof en

/** A locale's mail messages: one for every English key, no other. */
export type MailTranslation = Record<MailMessageKey, string>
