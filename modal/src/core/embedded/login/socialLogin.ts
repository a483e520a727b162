import type { FlowChannel } from '../../bus/events.ts'
import { connectWallet } from '../../connection/connectWallet.ts'
import { ensureEngine } from '../../connection/ensureEngine.ts'
import { describeError } from '../../errors/describeError.ts'
import type { Foyer } from '../../foyer.ts'
import { instanceSlot } from '../../instanceSlot.ts'
import { instanceStore } from '../../instanceStore.ts'
import { registerNavigationPolicy } from '../../router/registerNavigationPolicy.ts'
import type { Route } from '../../router/routes.ts'
import type { SocialProvider } from '../constants.ts'
import { embeddedNavigationPolicy } from '../navigationPolicy.ts'
import { loadEmbeddedWallet, registerEmbeddedConnector } from '../wallet/loadEmbeddedWallet.ts'
import type { ConnectedUser } from './socialSchemas.ts'

/** The providers signed in with through a sign-in window (OAuth); Farcaster has its own flow. */
export type OAuthProvider = Exclude<SocialProvider, 'farcaster'>

export type SocialLoginState = {
  /**
   * opening: the sign-in window is open, its page is being fetched; waiting: the visitor signs in
   * there; connecting: the wallet checks the result (CONNECT_SOCIAL) and connects.
   */
  status: 'idle' | 'opening' | 'waiting' | 'connecting' | 'error'
  provider: SocialProvider | undefined
  /** What went wrong, in words a person can act on. */
  error: string | undefined
  /** The browser refused the sign-in window: the view offers to continue in this tab. */
  popupBlocked: boolean
}

export const POPUP_BLOCKED_MESSAGE =
  'Your browser blocked the sign-in window. Allow pop-ups for this site, or continue in this tab.'

/** The sign-in window: one at a time (a second login reuses it), the size of a provider's page. */
export const POPUP_NAME = 'foyer-social'
export const POPUP_FEATURES = 'popup,width=480,height=640'
/** How often the modal looks whether the visitor closed the sign-in window. */
export const POPUP_POLL_MS = 500

/** The social login state of an instance, for the Connect and ConnectingSocial views. */
export const socialLoginStore = instanceStore<SocialLoginState>('socialLogin', () => ({
  status: 'idle',
  provider: undefined,
  error: undefined,
  popupBlocked: false,
}))

// The login in progress of each instance: a new one aborts it.
const runs = instanceSlot<AbortController>('socialLogin.run')

/** The social providers offered, in the config's order (they need the embedded wallet's frame). */
export function offeredSocials(foyer: Foyer): SocialProvider[] {
  if (!foyer.config.frameUrl) return []
  return [...new Set(foyer.config.socials ?? [])]
}

type LoginRoute = Extract<FlowChannel, { type: 'social_login_started' }>['route']

/**
 * A social or Farcaster login starts (again, on Try again): its view shows, in place of the one
 * on top when it is the same (the embedded navigation policy decides).
 */
export function showLogin(foyer: Foyer, route: LoginRoute): void {
  registerNavigationPolicy(foyer, embeddedNavigationPolicy)
  foyer.bus.emit('flow', { type: 'social_login_started', route })
}

/** The visitor leaves the login's `view` (Back): back to the view below it, or to Connect. */
export function leaveLogin(foyer: Foyer, view: LoginRoute['view']): void {
  registerNavigationPolicy(foyer, embeddedNavigationPolicy)
  foyer.bus.emit('flow', { type: 'social_login_left', view })
}

/** Calls `onLeave` once when `view` is no longer on top (Back, Close then reopen, another view). */
export function watchLeaving(foyer: Foyer, view: Route['view'], onLeave: () => void): () => void {
  return foyer.router.subscribe(({ history }) => {
    if (history.at(-1)?.view !== view) onLeave()
  })
}

function closePopup(popup: Window): void {
  try {
    if (!popup.closed) popup.close()
  } catch {
    // A window the browser already took away.
  }
}

/**
 * Starts a social login in a sign-in window. The window opens here, synchronously, inside the
 * visitor's click: a window opened after an await is blocked as an unrequested pop-up. Blocked
 * anyway, ConnectingSocial says so and offers to continue in this tab (`continueSocialInThisTab`).
 * Otherwise the wallet's frame gives the provider's page (GET_SOCIAL_REDIRECT_URI), the window
 * shows it, and the modal waits for the window's `foyer:social-result` message: only from the
 * frame's origin and from that window. The visitor closing the window goes back to Connect, with
 * nothing shown: they changed their mind. The result is checked by the wallet (CONNECT_SOCIAL,
 * frame shown: a first login shows its recovery key), then the wallet connects like any other.
 */
export function startSocialLogin(foyer: Foyer, provider: OAuthProvider): Promise<void> {
  runs.get(foyer)?.abort()
  const popup = window.open('', POPUP_NAME, POPUP_FEATURES)
  const store = socialLoginStore(foyer)
  showLogin(foyer, { view: 'ConnectingSocial', params: { provider } })
  if (!popup) {
    store.setState({ status: 'error', provider, error: POPUP_BLOCKED_MESSAGE, popupBlocked: true })
    return Promise.resolve()
  }
  store.setState({ status: 'opening', provider, error: undefined, popupBlocked: false })
  return runPopupLogin(foyer, provider, popup)
}

type Outcome = { kind: 'result'; uri: string } | { kind: 'closed' } | { kind: 'aborted' }

/**
 * Resolves with the sign-in window's result URI, or `closed` once the window is closed without one
 * (after one more poll: its last message may still be on its way), or `aborted`.
 */
function waitForResult(
  popup: Window,
  frameOrigin: string,
  signal: AbortSignal,
): { outcome: Promise<Outcome>; stop: () => void } {
  let stop = () => {}
  const outcome = new Promise<Outcome>((resolve) => {
    let checking = 0
    let closedSeen = false
    const schemas = import('./socialSchemas.ts')
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || event.source !== popup) return
      checking++
      void schemas
        .then(({ parseResultMessage }) => {
          const uri = parseResultMessage(event.data, frameOrigin)
          if (uri) finish({ kind: 'result', uri })
        })
        .catch(() => {})
        .finally(() => checking--)
    }
    const timer = setInterval(() => {
      if (!popup.closed || checking > 0) return
      if (closedSeen) finish({ kind: 'closed' })
      closedSeen = true
    }, POPUP_POLL_MS)
    const onAbort = () => finish({ kind: 'aborted' })
    const finish = (result: Outcome) => {
      stop()
      resolve(result)
    }
    stop = () => {
      clearInterval(timer)
      window.removeEventListener('message', onMessage)
      signal.removeEventListener('abort', onAbort)
    }
    window.addEventListener('message', onMessage)
    signal.addEventListener('abort', onAbort, { once: true })
  })
  return { outcome, stop: () => stop() }
}

async function runPopupLogin(foyer: Foyer, provider: OAuthProvider, popup: Window): Promise<void> {
  const store = socialLoginStore(foyer)
  const run = new AbortController()
  runs.set(foyer, run)
  const frameOrigin = new URL(foyer.config.frameUrl ?? '').origin
  const result = waitForResult(popup, frameOrigin, run.signal)
  const stopWatching = watchLeaving(foyer, 'ConnectingSocial', () => run.abort())
  run.signal.addEventListener('abort', () => closePopup(popup), { once: true })
  // Closed by the visitor (even before its page came): back to Connect, nothing to report.
  void result.outcome.then((outcome) => {
    if (outcome.kind !== 'closed' || run.signal.aborted) return
    run.abort()
    store.setState({ status: 'idle', error: undefined })
    leaveLogin(foyer, 'ConnectingSocial')
  })
  try {
    const [{ parseRedirectAnswer }, wallet] = await Promise.all([
      import('./socialSchemas.ts'),
      loadEmbeddedWallet(foyer),
    ])
    if (run.signal.aborted) return
    const uri = parseRedirectAnswer(await wallet.request('GET_SOCIAL_REDIRECT_URI', { provider }))
    if (run.signal.aborted) return
    popup.location.href = uri
    store.setState({ status: 'waiting' })
    const outcome = await result.outcome
    if (outcome.kind !== 'result' || run.signal.aborted) return
    // From here the wallet signs in: leaving the view no longer stops it.
    stopWatching()
    runs.delete(foyer)
    closePopup(popup)
    await connectSocial(foyer, outcome.uri, provider)
  } catch (error) {
    if (run.signal.aborted) return
    run.abort()
    store.setState({ status: 'error', error: describeError(error) })
  } finally {
    stopWatching()
    result.stop()
    if (runs.get(foyer) === run) runs.delete(foyer)
  }
}

/**
 * The redirect fallback when the sign-in window was blocked: the frame gives the provider's page
 * with this page as `returnTo`, and this tab goes there. The server sends it back here with
 * `#foyer-social=<result>`, which `finishSocialRedirect` picks up on load.
 */
export async function continueSocialInThisTab(
  foyer: Foyer,
  provider: OAuthProvider,
): Promise<void> {
  const store = socialLoginStore(foyer)
  store.setState({ status: 'opening', provider, error: undefined, popupBlocked: true })
  try {
    const [{ parseRedirectAnswer }, wallet] = await Promise.all([
      import('./socialSchemas.ts'),
      loadEmbeddedWallet(foyer),
    ])
    const answer = await wallet.request('GET_SOCIAL_REDIRECT_URI', {
      provider,
      returnTo: window.location.href,
    })
    window.location.assign(parseRedirectAnswer(answer))
  } catch (error) {
    store.setState({ status: 'error', error: describeError(error), popupBlocked: true })
  }
}

/**
 * Hands the result URI to the wallet (CONNECT_SOCIAL, frame shown: a first login shows the
 * recovery key there), then connects. Sets `connecting`, then `idle`; failures are `error`.
 */
export async function connectSocial(
  foyer: Foyer,
  uri: string,
  provider: SocialProvider | undefined,
): Promise<void> {
  const store = socialLoginStore(foyer)
  store.setState({ status: 'connecting', provider, error: undefined, popupBlocked: false })
  try {
    const [{ parseConnectedUser }, wallet] = await Promise.all([
      import('./socialSchemas.ts'),
      loadEmbeddedWallet(foyer),
    ])
    const answer = await wallet.request(
      'CONNECT_SOCIAL',
      { uri },
      { reveal: true, timeoutMs: Infinity },
    )
    const user = parseConnectedUser(answer)
    store.setState({ provider: user.provider ?? provider })
    await connectEmbeddedUser(foyer, user, provider)
    store.setState({ status: 'idle' })
  } catch (error) {
    store.setState({ status: 'error', error: describeError(error) })
  }
}

/**
 * After a social login: keeps how the visitor signed in (SPEC §3: the social username; the
 * provider and email for Account), then connects the embedded wallet like the email login does.
 */
export async function connectEmbeddedUser(
  foyer: Foyer,
  user: ConnectedUser,
  provider: SocialProvider | undefined,
): Promise<void> {
  const { persisted } = foyer
  const signedInWith = user.provider ?? provider
  if (signedInWith) persisted.set('authProvider', signedInWith)
  if (user.userName) persisted.set('socialUsername', user.userName)
  else persisted.remove('socialUsername')
  if (user.email) persisted.set('email', user.email)
  else persisted.remove('email')
  const engine = await ensureEngine(foyer)
  const connectorId = await registerEmbeddedConnector(foyer, engine.config)
  await connectWallet(foyer, { connectorId })
}
