import type { FrameHandlers } from '@foyer/modal/frame-protocol'
import { t } from '../i18n/frameI18n.ts'
import type { ServerClient, SociallySignedIn } from './createServerClient.ts'
import { randomToken, type SessionStore } from './createSessionStore.ts'

/** How long a started social login can be finished (the server's `social.loginTtlSeconds`). */
const LOGIN_TTL_MS = 10 * 60_000
/** How long the frame waits for the Farcaster app (the relay's channel lives 5 minutes). */
const FARCASTER_WAIT_MS = 5 * 60_000

type SocialHandlers = Pick<
  FrameHandlers,
  'GET_SOCIAL_REDIRECT_URI' | 'CONNECT_SOCIAL' | 'GET_FARCASTER_URI' | 'CONNECT_FARCASTER'
>

/** base64url sha256 of the binding secret, as the server stores it. */
async function hashBinding(binding: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(binding)),
  )
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** What the server's result page says when it carries an error instead of a result. */
const resultError = (code: string) =>
  code === 'state_mismatch' ? t('social.stateMismatch') : t('social.failed')

/**
 * The social-login app events (SPEC §7). The frame makes a binding secret per login and sends
 * only its hash: the provider's result, which the app page sees, opens nothing without it.
 * `signIn` turns the server's session into the wallet's (key, session, SESSION_UPDATE).
 */
export function createSocialHandlers({
  server,
  sessions,
  serverOrigin,
  appOrigin,
  signIn,
}: {
  server: ServerClient
  sessions: SessionStore
  /** This frame's own server origin: the only one a result URI may come from. */
  serverOrigin: string
  /** The embedding app's origin, where the result is handed to. */
  appOrigin: string | undefined
  /** `origin`: the app origin whose CONNECT_SOCIAL finished the login (the token goes there). */
  signIn: (signed: SociallySignedIn, origin: string) => Promise<Record<string, unknown>>
}): SocialHandlers {
  let farcaster: { state: string; binding: string; generation: number } | undefined
  let generation = 0

  const start = async (returnTo?: string) => {
    if (!appOrigin) throw new Error(t('social.notAnApp'))
    const binding = randomToken()
    return {
      binding,
      start: {
        deviceId: sessions.deviceId(),
        bindingHash: await hashBinding(binding),
        appOrigin,
        returnTo,
      },
    }
  }

  return {
    async GET_SOCIAL_REDIRECT_URI({ provider, returnTo }) {
      if (provider === 'farcaster') throw new Error('Farcaster signs in with GET_FARCASTER_URI')
      const begun = await start(returnTo)
      const { uri } = await server.startSocial({ ...begun.start, provider })
      sessions.saveBinding(begun.binding, LOGIN_TTL_MS)
      return { uri }
    },
    async CONNECT_SOCIAL({ uri }, context) {
      const url = new URL(uri)
      if (url.origin !== serverOrigin || url.pathname !== '/v1/auth/social/done')
        throw new Error(t('social.notAResult'))
      const failed = url.searchParams.get('error')
      if (failed) throw new Error(resultError(failed))
      const result = url.searchParams.get('result') ?? ''
      const binding = sessions.takeBinding()
      if (!binding) throw new Error(t('social.otherWindow'))
      const signed = await server.finishSocial({ result, binding, deviceId: sessions.deviceId() })
      return signIn(signed, context.origin)
    },
    async GET_FARCASTER_URI() {
      const begun = await start()
      const channel = await server.startFarcaster(begun.start)
      farcaster = { state: channel.state, binding: begun.binding, generation: ++generation }
      return { uri: channel.uri, ...(channel.clientUrl ? { clientUrl: channel.clientUrl } : {}) }
    },
    async CONNECT_FARCASTER() {
      const pending = farcaster
      if (!pending) throw new Error(t('social.farcasterFirst'))
      const deadline = Date.now() + FARCASTER_WAIT_MS
      while (pending.generation === generation && Date.now() < deadline) {
        const answer = await server.farcasterStatus({
          state: pending.state,
          binding: pending.binding,
          deviceId: sessions.deviceId(),
        })
        if (answer.status === 'answered') {
          farcaster = undefined
          // Finished by CONNECT_SOCIAL, with the frame shown (a new wallet's recovery key).
          sessions.saveBinding(pending.binding, LOGIN_TTL_MS)
          return { uri: answer.uri }
        }
        await new Promise((resolve) => setTimeout(resolve, 1000))
      }
      throw new Error(t('social.farcasterTimeout'))
    },
  }
}
