import {
  ApiRequestError,
  type CallInput,
  createFoyerClient,
  type FoyerRoute,
  type OAuthProvider,
  type RouteReply,
  walletRoutes,
} from '@foyer/modal/contracts'
import type { Locale } from '@foyer/modal/frame-protocol'
import { frameLocale } from '../i18n/frameI18n.ts'
import { DEVICE_HEADER, storedDeviceId } from './deviceId.ts'

/** A refusal of the Foyer server, with its own sentence (never a code, token or share). */
export class ServerError extends Error {
  override name = 'ServerError'
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message)
  }
}

export type LoginAction = 'VERIFY_OTP' | 'VERIFY_DEVICE'
/** Whose code an email change awaits: the current email's, then the new email's. */
export type EmailChangeStep = 'primary' | 'secondary'
export type SignedIn = { token: string; user: { id: string; email: string } }
/** A social login's session: the user's social username and provider. */
export type SociallySignedIn = {
  token: string
  user: { id: string; username: string | null; provider: string }
}
/** What a social login start needs: the frame's binding secret is sent hashed only. */
export type SocialStart = {
  deviceId: string
  bindingHash: string
  appOrigin: string
  returnTo?: string | undefined
}

/** A passkey login or sign-up: the session, its user (no email until one is added), the passkey. */
export type PasskeySignedIn = {
  token: string
  user: { id: string; email: string | null }
  credentialId: string
}

/** A live session as the wallet's page lists it. */
export type SessionListed = { device: string; issuedAt: string; current: boolean }

/** A passkey as the wallet's page lists it. */
export type PasskeyListed = {
  id: string
  name: string
  createdAt: string
  lastUsedAt: string | null
  protectsRecovery: boolean
}

/** A session's user, and how fresh its login is (when the server says). */
export type SessionInfo = {
  id: string
  email: string | null
  signedIn?: { secondsAgo: number; freshForSeconds: number } | undefined
}

export type ServerClient = {
  startEmail(email: string, deviceId: string): Promise<{ action: LoginAction }>
  deviceApproved(email: string, deviceId: string): Promise<boolean>
  verifyEmail(email: string, deviceId: string, otp: string): Promise<SignedIn>
  /** The session's user, or undefined when the session is gone (401). */
  session(token: string): Promise<SessionInfo | undefined>
  signOut(token: string): Promise<void>
  /** Starts an email change: a code goes to the current email (primary), or the new (secondary). */
  startEmailChange(token: string, newEmail: string): Promise<{ step: EmailChangeStep }>
  /** The current email's code: a code then goes to the new email. */
  confirmPrimary(token: string, otp: string): Promise<{ step: EmailChangeStep }>
  /** The new email's code: the change is saved. */
  confirmSecondary(token: string, otp: string): Promise<{ user: { id: string; email: string } }>
  /** The provider's authorization URL (or the dev sign-in page) for a new social login. */
  startSocial(p: SocialStart & { provider: OAuthProvider }): Promise<{ uri: string }>
  /** Trades the provider's one-time result for a session (once, with the binding secret). */
  finishSocial(p: { result: string; binding: string; deviceId: string }): Promise<SociallySignedIn>
  /** Opens a Sign In With Farcaster channel: its URI for the QR code. */
  startFarcaster(p: SocialStart): Promise<{ uri: string; clientUrl?: string; state: string }>
  /** Pending until the visitor signed in their Farcaster app; then the result to finish. */
  farcasterStatus(p: {
    state: string
    binding: string
    deviceId: string
  }): Promise<{ status: 'pending' } | { status: 'answered'; uri: string }>
  /** WebAuthn creation options: a sign-up, or with `token`, one more passkey of its user. */
  passkeyRegisterOptions(deviceId: string, token?: string): Promise<Record<string, unknown>>
  passkeyRegisterVerify(
    p: { deviceId: string; response: PasskeyAnswer; name?: string },
    token?: string,
  ): Promise<PasskeySignedIn>
  passkeyLoginOptions(deviceId: string): Promise<Record<string, unknown>>
  passkeyLoginVerify(p: { deviceId: string; response: PasskeyAnswer }): Promise<PasskeySignedIn>
  /** Stores the recovery share encrypted under the passkey `credentialId`'s PRF key. */
  putPasskeyRecovery(token: string, credentialId: string, ciphertext: string): Promise<void>
  /** The encrypted recovery share under `credentialId`, or undefined when it protects none. */
  getPasskeyRecovery(token: string, credentialId: string): Promise<string | undefined>
  /** One JSON-RPC call through the server's proxy, `/rpc?chainId&projectId` (SPEC §7). */
  rpc(chainId: number, method: string, params: unknown): Promise<unknown>
  /** One JSON-RPC call to the server's ERC-4337 bundler or paymaster service, signed in. */
  userOperationRpc(
    service: 'bundler' | 'paymaster',
    chainId: number,
    method: string,
    params: unknown,
    token: string,
  ): Promise<unknown>
}

/** A WebAuthn credential's answer as JSON, without the PRF output (which never leaves the frame). */
export type PasskeyAnswer = {
  id: string
  rawId: string
  type: 'public-key'
  response: { [key: string]: unknown; clientDataJSON: string }
  clientExtensionResults: Record<string, unknown>
  authenticatorAttachment?: string | undefined
}

/** What the wallet's own page (`showManagePage`) asks of the server besides the wallet's calls. */
export type AccountClient = Pick<
  ServerClient,
  | 'session'
  | 'startEmail'
  | 'verifyEmail'
  | 'signOut'
  | 'passkeyRegisterOptions'
  | 'passkeyRegisterVerify'
  | 'putPasskeyRecovery'
> & {
  /** The signed-in user's live sessions (devices), newest first. */
  sessions(token: string): Promise<SessionListed[]>
  /** The signed-in user's passkeys, newest first. */
  passkeyList(token: string): Promise<PasskeyListed[]>
  /** Removes a passkey of the signed-in user (the server keeps the last way in). */
  passkeyRemove(token: string, credentialId: string): Promise<void>
  /**
   * Ends every session of the signed-in user, on every device, this one included.
   * @returns how many sessions were ended
   */
  signOutEverywhere(token: string): Promise<number>
}

/**
 * The language of a mail the server sends the visitor: the frame's locale; nothing for English,
 * the server's default.
 */
function mailLocale(): { locale?: Locale } {
  const locale = frameLocale()
  return locale === 'en' ? {} : { locale }
}

/** An answer that breaks the route's contract (`walletRoutes`). */
function unreadable(status: number | undefined): ServerError {
  return new ServerError(
    'The wallet server sent an answer this wallet cannot read: please try again.',
    status ?? 0,
    'unreadable_answer',
  )
}

/** The shared client's failure, in the frame's words (the server's own sentence when it sent one). */
function toServerError(error: unknown): unknown {
  if (!(error instanceof ApiRequestError)) return error
  if (error.failure === 'unreachable')
    return new ServerError(
      'Cannot reach the wallet server: check your connection and try again.',
      0,
      'unreachable',
    )
  if (error.failure !== 'refused') return unreadable(error.status)
  const status = error.status ?? 0
  return new ServerError(
    error.serverMessage || `The wallet server answered HTTP ${status}: please try again.`,
    status,
    error.code,
  )
}

/**
 * The frame's calls to its own server (the frame's origin): email login, sessions, social login,
 * email change and the RPC proxy, through the one Foyer client (`createFoyerClient`). A call that
 * mails the visitor (a code, the email-changed notice) sends the frame's locale (`frameLocale`).
 * Errors carry the server's sentence ('Please try again after 12 seconds', 'Too many wrong
 * codes…'); a network failure says so.
 */
export function createServerClient({
  serverUrl,
  projectId,
  fetch,
  deviceId = storedDeviceId,
}: {
  serverUrl: string
  projectId: string
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch
  /** This browser's device id, sent with every session token. @default storedDeviceId */
  deviceId?: () => string | undefined
}): ServerClient & AccountClient {
  const client = createFoyerClient({
    baseUrl: serverUrl,
    fetch,
    init: { cache: 'no-store', credentials: 'omit' },
  })
  let rpcId = 0

  /** The bearer's headers: the session token and this device's id. */
  const bearer = (token: string): Record<string, string> => {
    const device = deviceId()
    return { authorization: `Bearer ${token}`, ...(device ? { [DEVICE_HEADER]: device } : {}) }
  }

  async function call<R extends FoyerRoute>(
    route: R,
    input: Omit<CallInput<R>, 'headers'>,
    token?: string,
  ): Promise<RouteReply<R>> {
    const headers = token ? bearer(token) : undefined
    return (client.call as (r: R, i: CallInput<R>) => Promise<RouteReply<R>>)(route, {
      ...input,
      headers,
    } as CallInput<R>).catch((error: unknown) => {
      throw toServerError(error)
    })
  }

  return {
    async startEmail(email, deviceId) {
      const body = await call(walletRoutes.emailStart, {
        body: { email, deviceId, ...mailLocale() },
      })
      return { action: body.action === 'VERIFY_DEVICE' ? 'VERIFY_DEVICE' : 'VERIFY_OTP' }
    },
    async deviceApproved(email, deviceId) {
      const body = await call(walletRoutes.deviceStatus, { query: { email, deviceId } })
      return body.approved === true
    },
    async verifyEmail(email, deviceId, otp) {
      const { token, user } = await call(walletRoutes.emailVerify, {
        body: { email, deviceId, otp },
      })
      return { token, user: { id: user.id, email: user.email } }
    },
    async session(token) {
      try {
        const { user, signedIn } = await call(walletRoutes.session, {}, token)
        return {
          id: user.id,
          email: user.email,
          ...(signedIn
            ? {
                signedIn: {
                  secondsAgo: signedIn.secondsAgo,
                  freshForSeconds: signedIn.freshForSeconds,
                },
              }
            : {}),
        }
      } catch (error) {
        if (error instanceof ServerError && error.status === 401) return undefined
        throw error
      }
    },
    async signOut(token) {
      await call(walletRoutes.signOut, { body: {} }, token)
    },
    async signOutEverywhere(token) {
      const body = await call(walletRoutes.signOutEverywhere, { body: {} }, token)
      return body.sessions
    },
    async startEmailChange(token, newEmail) {
      const body = await call(
        walletRoutes.emailChangeStart,
        { body: { newEmail, ...mailLocale() } },
        token,
      )
      return { step: body.step }
    },
    async confirmPrimary(token, otp) {
      const body = await call(
        walletRoutes.emailChangeConfirmPrimary,
        { body: { otp, ...mailLocale() } },
        token,
      )
      return { step: body.step }
    },
    async confirmSecondary(token, otp) {
      const { user } = await call(
        walletRoutes.emailChangeConfirmSecondary,
        { body: { otp, ...mailLocale() } },
        token,
      )
      return { user: { id: user.id, email: user.email } }
    },
    async startSocial(start) {
      const body = await call(walletRoutes.socialStart, { body: { ...start } })
      return { uri: body.uri }
    },
    async finishSocial(finish) {
      const { token, user } = await call(walletRoutes.socialFinish, { body: finish })
      return { token, user: { id: user.id, username: user.username, provider: user.provider } }
    },
    async startFarcaster(start) {
      const { uri, clientUrl, state } = await call(walletRoutes.farcasterStart, {
        body: { ...start },
      })
      return { uri, ...(clientUrl === undefined ? {} : { clientUrl }), state }
    },
    async farcasterStatus(p) {
      const body = await call(walletRoutes.farcasterStatus, { body: p })
      return body.status === 'answered'
        ? { status: 'answered', uri: body.uri }
        : { status: 'pending' }
    },
    async passkeyRegisterOptions(deviceId, token) {
      return call(walletRoutes.passkeyRegisterOptions, { body: { deviceId } }, token)
    },
    async passkeyRegisterVerify(p, token) {
      const {
        token: session,
        user,
        credentialId,
      } = await call(walletRoutes.passkeyRegisterVerify, { body: p }, token)
      return { token: session, user: { id: user.id, email: user.email }, credentialId }
    },
    async passkeyLoginOptions(deviceId) {
      return call(walletRoutes.passkeyLoginOptions, { body: { deviceId } })
    },
    async passkeyLoginVerify(p) {
      const { token, user, credentialId } = await call(walletRoutes.passkeyLoginVerify, { body: p })
      return { token, user: { id: user.id, email: user.email }, credentialId }
    },
    async putPasskeyRecovery(token, credentialId, ciphertext) {
      await call(walletRoutes.putPasskeyRecovery, { body: { credentialId, ciphertext } }, token)
    },
    async sessions(token) {
      const { sessions } = await call(walletRoutes.sessions, {}, token)
      return sessions.map((s) => ({ device: s.device, issuedAt: s.issuedAt, current: s.current }))
    },
    async passkeyList(token) {
      const { passkeys } = await call(walletRoutes.passkeyList, {}, token)
      return passkeys.map((p) => ({
        id: p.id,
        name: p.name,
        createdAt: p.createdAt,
        lastUsedAt: p.lastUsedAt,
        protectsRecovery: p.protectsRecovery,
      }))
    },
    async passkeyRemove(token, credentialId) {
      await call(walletRoutes.passkeyRemove, { body: { credentialId } }, token)
    },
    async getPasskeyRecovery(token, credentialId) {
      try {
        const { ciphertext } = await call(
          walletRoutes.getPasskeyRecovery,
          { query: { credentialId } },
          token,
        )
        return ciphertext
      } catch (error) {
        if (error instanceof ServerError && error.status === 404) return undefined
        throw error
      }
    },
    async rpc(chainId, method, params) {
      const body = await call(walletRoutes.rpc, {
        query: { chainId: String(chainId), projectId },
        body: {
          jsonrpc: '2.0',
          id: ++rpcId,
          method,
          ...(params === undefined ? {} : { params }),
        },
      })
      return resultOf(body)
    },
    async userOperationRpc(service, chainId, method, params, token) {
      const body = await call(
        service === 'bundler' ? walletRoutes.bundler : walletRoutes.paymaster,
        {
          query: { chainId: String(chainId) },
          body: {
            jsonrpc: '2.0',
            id: ++rpcId,
            method,
            ...(params === undefined ? {} : { params }),
          },
        },
        token,
      )
      return resultOf(body)
    },
  }
}

/** A JSON-RPC answer's result, or its error thrown with its code and data. */
function resultOf(body: {
  result?: unknown
  error?: { code?: number; message?: string; data?: unknown } | undefined
}): unknown {
  const { error } = body
  if (error) {
    const failure = new Error(error.message ?? 'The node refused the request') as Error & {
      code?: number
      data?: unknown
    }
    failure.code = error.code
    failure.data = error.data
    throw failure
  }
  return body.result
}
