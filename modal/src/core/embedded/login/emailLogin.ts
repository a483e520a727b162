import { connectWallet } from '../../connection/connectWallet.ts'
import { ensureEngine } from '../../connection/ensureEngine.ts'
import { isOtp } from '../../contracts/primitives.ts'
import type { Foyer } from '../../foyer.ts'
import { instanceSlot } from '../../instanceSlot.ts'
import { instanceStore } from '../../instanceStore.ts'
import { registerNavigationPolicy } from '../../router/registerNavigationPolicy.ts'
import { EMAIL_COOLDOWN_MS } from '../constants.ts'
import { EmailInputError, FrameError } from '../errors.ts'
import { embeddedNavigationPolicy } from '../navigationPolicy.ts'
import { loadEmbeddedWallet, registerEmbeddedConnector } from '../wallet/loadEmbeddedWallet.ts'
import { emailInputError } from './emailInputError.ts'

export type EmailLoginState = {
  /** sending: CONNECT_EMAIL in flight; device: waiting for the approval link; otp: the code view. */
  status: 'idle' | 'sending' | 'device' | 'otp' | 'verifying'
  email: string | undefined
  /**
   * What went wrong: the thrown error, or an `EmailInputError` (views say it in the visitor's
   * language with `errorNode`; devtools show its name and message).
   */
  error: unknown
  /** When the last code was sent (ms since epoch): the resend waits for the cooldown. */
  sentAt: number | undefined
  /**
   * The last code's check failed before the code was judged (the wallet code could not load, in
   * the modal or in the frame): Continue sends the same code again. After a verdict (wrong,
   * expired, locked) it does not, so a wrong code costs one attempt.
   */
  codeUnchecked: boolean
}

// The wait for the approval link of each instance: a new login gives it up.
const waits = instanceSlot<AbortController>('emailLogin.wait')

/** The email login state of an instance, for the Connect and code views. */
export const emailLoginStore = instanceStore<EmailLoginState>('emailLogin', () => ({
  status: 'idle',
  email: undefined,
  error: undefined,
  sentAt: undefined,
  codeUnchecked: false,
}))

/** The visitor edits the email or the code: the last attempt's reason goes. */
export function forgetEmailLoginError(foyer: Foyer): void {
  const store = emailLoginStore(foyer)
  if (store.getState().error) store.setState({ error: undefined })
}

/** True when the embedded wallet's email login is offered (config `email` with a `frameUrl`). */
export function offersEmailLogin(foyer: Foyer): boolean {
  return foyer.config.email === true && Boolean(foyer.config.frameUrl)
}

/**
 * The visitor is typing an address (an "@" is in the field): the embedded wallet's code, its frame
 * and the address check load now, so that "Continue" only has the code to send. Sends nothing; a
 * load that fails is tried again by Continue.
 */
export function prepareEmailLogin(foyer: Foyer): void {
  void loadEmbeddedWallet(foyer).catch(() => {})
  void import('../isEmail.ts').catch(() => {})
}

/**
 * Starts the email login (SPEC §4, §5): checks the address and the 30 s cooldown, loads the
 * embedded wallet, and sends CONNECT_EMAIL. A known device goes to the code view (VERIFY_OTP); a
 * new one waits for the approval link from the mail (VERIFY_DEVICE, then CONNECT_DEVICE), then
 * goes to the code view (`flow` events `email_device_pending` and `email_code_sent`: the embedded
 * navigation policy shows the views). Failures stay in the state with what the visitor typed.
 */
export async function startEmailLogin(foyer: Foyer, input: string): Promise<void> {
  const store = emailLoginStore(foyer)
  const email = input.trim()
  const refused = await emailInputError(foyer, email)
  if (refused) {
    store.setState({ error: refused })
    return
  }
  waits.get(foyer)?.abort()
  registerNavigationPolicy(foyer, embeddedNavigationPolicy)
  const onCodeView = store.getState().status === 'otp'
  store.setState({ status: 'sending', error: undefined, email })
  try {
    const wallet = await loadEmbeddedWallet(foyer)
    const { action } = (await wallet.request('CONNECT_EMAIL', { email })) as { action?: string }
    const sentAt = Date.now()
    foyer.persisted.set('lastEmailLoginTime', sentAt)
    foyer.persisted.set('email', email)
    store.setState({ sentAt })
    if (action === 'VERIFY_DEVICE') {
      store.setState({ status: 'device' })
      foyer.bus.emit('flow', { type: 'email_device_pending' })
      const controller = new AbortController()
      waits.set(foyer, controller)
      await wallet.request('CONNECT_DEVICE', {}, { timeoutMs: Infinity, signal: controller.signal })
    }
    store.setState({ status: 'otp' })
    foyer.bus.emit('flow', { type: 'email_code_sent' })
  } catch (error) {
    if ((error as Error)?.name === 'RequestAbortedError') return
    store.setState({ status: onCodeView ? 'otp' : 'idle', error })
  }
}

/** Seconds until a new code can be sent (0: now). */
export function resendWaitSeconds(
  state: Pick<EmailLoginState, 'sentAt'>,
  now = Date.now(),
): number {
  if (state.sentAt === undefined) return 0
  return Math.max(0, Math.ceil((state.sentAt + EMAIL_COOLDOWN_MS - now) / 1000))
}

/**
 * Sends the code (CONNECT_OTP) with the frame revealed (a new wallet shows its recovery key
 * there), then connects the embedded wallet like any other: Account shows it.
 */
export async function submitEmailCode(foyer: Foyer, input: string): Promise<void> {
  const store = emailLoginStore(foyer)
  const otp = input.replace(/\s+/g, '')
  if (!isOtp(otp)) {
    store.setState({ error: new EmailInputError('code', input) })
    return
  }
  store.setState({ status: 'verifying', error: undefined, codeUnchecked: false })
  // Whether the frame got the code: past that point a failure is no reason to send it again.
  let delivered = false
  try {
    const wallet = await loadEmbeddedWallet(foyer)
    delivered = true
    await wallet.request('CONNECT_OTP', { otp }, { reveal: true, timeoutMs: Infinity })
    // Account says how the visitor signed in: not with the social login of an earlier visit.
    foyer.persisted.set('authProvider', 'email')
    foyer.persisted.remove('socialUsername')
    const engine = await ensureEngine(foyer)
    const connectorId = await registerEmbeddedConnector(foyer, engine.config)
    await connectWallet(foyer, { connectorId })
    store.setState({ status: 'idle', error: undefined, sentAt: undefined })
  } catch (error) {
    if (error instanceof FrameError && error.code === 4001) {
      // The visitor left the frame's "Restore your wallet": the code is spent, so the email form
      // (with the frame's reason), not the code view.
      store.setState({ status: 'idle', error, sentAt: undefined })
      foyer.bus.emit('flow', { type: 'email_login_left' })
      return
    }
    const unchecked = !delivered || (error instanceof FrameError && error.retryable)
    store.setState({ status: 'otp', error, codeUnchecked: unchecked })
  }
}
