import { isOtp } from '../../contracts/primitives.ts'
import type { Foyer } from '../../foyer.ts'
import { instanceStore } from '../../instanceStore.ts'
import { registerNavigationPolicy } from '../../router/registerNavigationPolicy.ts'
import { EMBEDDED_CONNECTOR_ID } from '../constants.ts'
import { EmailInputError } from '../errors.ts'
import { embeddedNavigationPolicy } from '../navigationPolicy.ts'
import { loadEmbeddedWallet } from '../wallet/loadEmbeddedWallet.ts'
import { emailInputError } from './emailInputError.ts'

/** Whose code the change waits for: the current email's, then the new email's. */
export type UpdateEmailStep = 'primary' | 'secondary'

export type UpdateEmailState = {
  /**
   * sending: UPDATE_EMAIL in flight; primary / secondary: that code view waits for its code;
   * verifying: a code is being checked.
   */
  status: 'idle' | 'sending' | UpdateEmailStep | 'verifying'
  /** The new email, as the visitor typed it (trimmed). */
  email: string | undefined
  /**
   * What went wrong: the thrown error, or an `EmailInputError` (views say it in the visitor's
   * language with `errorNode`; devtools show its name and message).
   */
  error: unknown
  /** When the last code was sent (ms since epoch): the resend waits for the cooldown. */
  sentAt: number | undefined
}

const initial = (): UpdateEmailState => ({
  status: 'idle',
  email: undefined,
  error: undefined,
  sentAt: undefined,
})

/** The email change of an instance, for the UpdateEmail views. */
export const updateEmailStore = instanceStore<UpdateEmailState>('updateEmail', initial)

/** The visitor edits the email or a code, or the cooldown ended: the last reason goes. */
export function forgetUpdateEmailError(foyer: Foyer): void {
  const store = updateEmailStore(foyer)
  if (store.getState().error) store.setState({ error: undefined })
}

/**
 * True when Account offers Change email (or Add an email): the embedded wallet is connected and
 * was signed in with an email, or with a passkey (whose account may have no email yet).
 */
export function offersEmailChange(foyer: Foyer): boolean {
  const provider = foyer.persisted.get('authProvider')
  if (foyer.connection.getState().connector?.id !== EMBEDDED_CONNECTOR_ID) return false
  if (provider === 'passkey') return true
  return Boolean(foyer.persisted.get('email')) && (!provider || provider === 'email')
}

/** Opens the change from Account: a fresh form (`email_change_opened`: the policy shows it). */
export function openUpdateEmail(foyer: Foyer): void {
  updateEmailStore(foyer).setState(initial())
  registerNavigationPolicy(foyer, embeddedNavigationPolicy)
  foyer.bus.emit('flow', { type: 'email_change_opened' })
}

/** A code went out just now: the 30 s cooldown of SPEC §5 starts again, here and for the login. */
function codeSent(foyer: Foyer, step: UpdateEmailStep): void {
  const sentAt = Date.now()
  foyer.persisted.set('lastEmailLoginTime', sentAt)
  updateEmailStore(foyer).setState({ status: step, sentAt, error: undefined })
  registerNavigationPolicy(foyer, embeddedNavigationPolicy)
  foyer.bus.emit('flow', { type: 'email_change_code_sent', step })
}

/**
 * Starts the change to `input` (SPEC §5, §7): checks the address and the 30 s cooldown, then
 * sends UPDATE_EMAIL with the frame revealed: the visitor confirms the new email there (or
 * cancels, which is this view's error). The frame's server mails a code to the current email (primary), or to the
 * new one (secondary: a user without an email, or this change's primary step already passed,
 * which is how Resend sends a new secondary code). Failures stay in the state, the typed email
 * with them.
 */
export async function startUpdateEmail(foyer: Foyer, input: string): Promise<void> {
  const store = updateEmailStore(foyer)
  const email = input.trim()
  const refused = await emailInputError(foyer, email)
  if (refused) {
    store.setState({ error: refused })
    return
  }
  const before = store.getState().status
  store.setState({ status: 'sending', error: undefined, email })
  try {
    const wallet = await loadEmbeddedWallet(foyer)
    // The frame asks the visitor to confirm the new email in its own dialog (revealed over the
    // modal); Cancel there fails the request with its message, which this view shows.
    const { action } = ((await wallet.request(
      'UPDATE_EMAIL',
      { email },
      { reveal: true, timeoutMs: Number.POSITIVE_INFINITY },
    )) ?? {}) as { action?: string }
    codeSent(foyer, action === 'VERIFY_SECONDARY_OTP' ? 'secondary' : 'primary')
  } catch (error) {
    const onCodeView = before === 'primary' || before === 'secondary'
    store.setState({ status: onCodeView ? before : 'idle', error })
  }
}

/** Sends a new code for the view shown: the change starts again with the same new email. */
export function resendUpdateEmailCode(foyer: Foyer): Promise<void> {
  return startUpdateEmail(foyer, updateEmailStore(foyer).getState().email ?? '')
}

/**
 * Sends the code of `step`: the primary one mails a code to the new email and shows its view; the
 * secondary one saves the change, keeps the new email (`email`, which Account shows) and returns
 * to Account, which says so.
 */
export async function submitUpdateEmailCode(
  foyer: Foyer,
  step: UpdateEmailStep,
  input: string,
): Promise<void> {
  const store = updateEmailStore(foyer)
  const otp = input.replace(/\s+/g, '')
  if (!isOtp(otp)) {
    store.setState({ error: new EmailInputError('code', input) })
    return
  }
  store.setState({ status: 'verifying', error: undefined })
  try {
    const wallet = await loadEmbeddedWallet(foyer)
    if (step === 'primary') {
      await wallet.request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
      codeSent(foyer, 'secondary')
      return
    }
    const answer = (await wallet.request('UPDATE_EMAIL_SECONDARY_OTP', { otp })) as
      | { email?: string }
      | undefined
    const email = answer?.email ?? store.getState().email
    if (email) foyer.persisted.set('email', email)
    store.setState(initial())
    foyer.notice.setState(
      { key: 'notice.emailUpdated', values: { email: email ?? '' }, tone: 'success' },
      true,
    )
    registerNavigationPolicy(foyer, embeddedNavigationPolicy)
    foyer.bus.emit('flow', { type: 'email_change_done' })
  } catch (error) {
    store.setState({ status: step, error })
  }
}
