import { APP_EVENT_TYPES, type AppEventType, type FrameHandlers } from '@foyer/modal/frame-protocol'
import { frameLocaleLoaded, setFrameLocale, t } from '../i18n/frameI18n.ts'
import { sameToken } from './appSession.ts'
import type { ServerClient, SociallySignedIn } from './createServerClient.ts'
import type { SessionStore } from './createSessionStore.ts'
import { applyTheme } from './frameTheme.ts'
import { createSocialHandlers } from './socialHandlers.ts'

/**
 * The wallet's own part (the key, its dialogs, signing, smart accounts): the frame's lazy chunk,
 * with viem and the key shares' code.
 */
export type WalletPart = {
  handlers: FrameHandlers
  /** Opens the wallet for a finished social login (CONNECT_SOCIAL, CONNECT_FARCASTER). */
  socialSignIn(signed: SociallySignedIn, origin: string): Promise<Record<string, unknown>>
}

/** The email login the visitor started here, and which one it is (a newer start replaces it). */
export type PendingLogin = { email: string; generation: number }

export type FirstStep = {
  /** The first step's handlers, and for every other app event one that loads the wallet first. */
  handlers: FrameHandlers
  /** The chain the wallet is on: the stored one, else the app's, else the first served. */
  chainId(): number
  /** What the app at `origin` calls itself (SYNC_DAPP_DATA), if it said. */
  appName(origin: string): string | undefined
  /** The email login waiting for its code, if any. */
  pendingLogin(): PendingLogin | undefined
  /** The code was accepted: the login is over. */
  endLogin(): void
}

export type CreateFirstStepParameters = {
  server: ServerClient
  sessions: SessionStore
  /** Chain ids the server's RPC proxy serves. */
  chains: readonly number[]
  /** The chain the app asked for in the frame's URL. */
  initialChainId: number | undefined
  /** This frame's server origin: social login results must come from it. */
  serverOrigin: string
  /** The origin of the page embedding the frame, when known. */
  appOrigin?: string | undefined
  /** The wallet's part, loaded on its first use (its code is not in the frame's first load). */
  wallet: () => Promise<WalletPart>
}

/** The app events the first step answers without the wallet's code. */
const FIRST_STEP_EVENTS = new Set<AppEventType>([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'GET_CHAIN_ID',
  'IS_CONNECTED',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'GET_SOCIAL_REDIRECT_URI',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
])

/**
 * The frame's first step: what it answers before the visitor has signed in (the ready check, the
 * theme, the app's name, sending the email code, starting a social login), with no viem and no
 * key code, so that the frame a visitor meets on "Continue" is small. Every other event loads the
 * wallet's part first (`wallet`), and so does the end of a login; its code is fetched as soon as a
 * code was sent or a social login started, while the visitor reads their mail.
 */
export function createFirstStep(parameters: CreateFirstStepParameters): FirstStep {
  const { server, sessions, chains } = parameters
  let login: PendingLogin | undefined
  let generation = 0
  let dapp: { origin: string; name: string } | undefined
  /**
   * Fetches the wallet's code once the browser is idle, without waiting for it (a failure is
   * retried on use). Not at once: the frame may share the app page's main thread (same site), and
   * the app is drawing its code view; the visitor then reads their mail for seconds.
   */
  const prefetch = () => {
    const load = () => void parameters.wallet().catch(() => {})
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 })
    else setTimeout(load, 300)
  }

  const chainId = () => {
    const stored = sessions.chainId()
    if (stored && chains.includes(stored)) return stored
    const asked = parameters.initialChainId
    return asked && chains.includes(asked) ? asked : (chains[0] ?? 1)
  }

  const social = createSocialHandlers({
    server,
    sessions,
    serverOrigin: parameters.serverOrigin,
    appOrigin: parameters.appOrigin,
    signIn: async (signed, origin) => (await parameters.wallet()).socialSignIn(signed, origin),
  })

  const first: FrameHandlers = {
    async CONNECT_EMAIL({ email }) {
      const { action } = await server.startEmail(email, sessions.deviceId())
      login = { email, generation: ++generation }
      prefetch()
      return { action }
    },
    async CONNECT_DEVICE() {
      const pending = login
      if (!pending) throw new Error(t('login.enterEmailFirst'))
      // Waits until the visitor opens the approval link from the mail (or a newer login starts).
      const deadline = Date.now() + 10 * 60_000
      while (pending.generation === generation && Date.now() < deadline) {
        if (await server.deviceApproved(pending.email, sessions.deviceId())) return {}
        await new Promise((resolve) => setTimeout(resolve, 1000))
      }
      throw new Error(t('login.approvalTimeout'))
    },
    GET_CHAIN_ID: () => ({ chainId: chainId() }),
    async IS_CONNECTED(payload, context) {
      const session = sessions.read()
      const token = payload?.token ?? context.token
      // No session, or not this app's: answered here. A session to open needs the wallet.
      if (!session || !token || !sameToken(token, session.appToken)) return { isConnected: false }
      const wallet = await parameters.wallet()
      return wallet.handlers.IS_CONNECTED?.(payload, context)
    },
    async SYNC_THEME({ themeMode, themeVariables, languages }) {
      applyTheme(document.documentElement, themeMode, themeVariables)
      if (languages) await setFrameLocale(languages)
      return {}
    },
    SYNC_DAPP_DATA({ metadata }, context) {
      // Kept as sent (the dialog strips and cuts it), for the origin that sent it only.
      if (metadata?.name) dapp = { origin: context.origin, name: metadata.name.slice(0, 200) }
      return {}
    },
    async GET_SOCIAL_REDIRECT_URI(payload, context) {
      const answer = await social.GET_SOCIAL_REDIRECT_URI?.(payload, context)
      prefetch()
      return answer
    },
    CONNECT_SOCIAL: social.CONNECT_SOCIAL,
    async GET_FARCASTER_URI(payload, context) {
      const answer = await social.GET_FARCASTER_URI?.(payload, context)
      prefetch()
      return answer
    },
    CONNECT_FARCASTER: social.CONNECT_FARCASTER,
  }

  const handlers: Record<string, (payload: never, context: never) => unknown> = {}
  for (const type of APP_EVENT_TYPES) {
    handlers[type] = FIRST_STEP_EVENTS.has(type)
      ? (first[type] as (payload: never, context: never) => unknown)
      : async (payload, context) => {
          // The wallet's dialogs speak the visitor's language from their first word.
          const [part] = await Promise.all([parameters.wallet(), frameLocaleLoaded()])
          const handler = part.handlers[type] as
            | ((payload: never, context: never) => unknown)
            | undefined
          if (!handler) throw new Error(`${type} is not handled by this wallet`)
          return handler(payload, context)
        }
  }

  return {
    handlers: handlers as FrameHandlers,
    chainId,
    appName: (origin) => (dapp?.origin === origin ? dapp.name : undefined),
    pendingLogin: () => login,
    endLogin: () => {
      login = undefined
    },
  }
}
