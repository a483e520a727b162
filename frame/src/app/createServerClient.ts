import { errorBodySchema } from '@foyer/modal/contracts'
import type { z } from 'zod'
import { DEVICE_HEADER, storedDeviceId } from './deviceId.ts'
import { serverReplies } from './serverReplies.ts'

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

export type ServerClient = {
  startEmail(email: string, deviceId: string): Promise<{ action: LoginAction }>
  deviceApproved(email: string, deviceId: string): Promise<boolean>
  verifyEmail(email: string, deviceId: string, otp: string): Promise<SignedIn>
  /** The session's user, or undefined when the session is gone (401). */
  session(token: string): Promise<{ id: string; email: string | null } | undefined>
  signOut(token: string): Promise<void>
  /** Starts an email change: a code goes to the current email (primary), or the new (secondary). */
  startEmailChange(token: string, newEmail: string): Promise<{ step: EmailChangeStep }>
  /** The current email's code: a code then goes to the new email. */
  confirmPrimary(token: string, otp: string): Promise<{ step: EmailChangeStep }>
  /** The new email's code: the change is saved. */
  confirmSecondary(token: string, otp: string): Promise<{ user: { id: string; email: string } }>
  /** The provider's authorization URL (or the dev sign-in page) for a new social login. */
  startSocial(p: SocialStart & { provider: string }): Promise<{ uri: string }>
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
  /** One JSON-RPC call through the server's proxy, `/rpc?chainId&projectId` (SPEC §7). */
  rpc(chainId: number, method: string, params: unknown): Promise<unknown>
}

/** What the wallet's own page (`showManagePage`) asks of the server besides the wallet's calls. */
export type AccountClient = {
  /**
   * Ends every session of the signed-in user, on every device, this one included.
   * @returns how many sessions were ended
   */
  signOutEverywhere(token: string): Promise<number>
}

type Json = Record<string, unknown>

/** An answer that breaks the route's contract (`serverReplies`). */
function unreadable(status: number): ServerError {
  return new ServerError(
    'The wallet server sent an answer this wallet cannot read: please try again.',
    status,
    'unreadable_answer',
  )
}

/**
 * The frame's client of its own server (the frame's origin): email login, sessions and the RPC
 * proxy. Errors carry the server's sentence ('Please try again after 12 seconds', 'Too many wrong
 * codes…'); a network failure says so.
 */
export function createServerClient({
  serverUrl,
  projectId,
  fetch = globalThis.fetch.bind(globalThis),
  deviceId = storedDeviceId,
}: {
  serverUrl: string
  projectId: string
  fetch?: typeof globalThis.fetch
  /** This browser's device id, sent with every session token. @default storedDeviceId */
  deviceId?: () => string | undefined
}): ServerClient & AccountClient {
  const base = serverUrl.replace(/\/+$/, '')
  let rpcId = 0

  async function call<S extends z.ZodType>(
    path: string,
    reply: S,
    init: RequestInit & { token?: string } = {},
  ): Promise<z.output<S>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (init.token) {
      headers.authorization = `Bearer ${init.token}`
      const device = deviceId()
      if (device) headers[DEVICE_HEADER] = device
    }
    let response: Response
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        headers,
        cache: 'no-store',
        credentials: 'omit',
      })
    } catch {
      throw new ServerError(
        'Cannot reach the wallet server: check your connection and try again.',
        0,
        'unreachable',
      )
    }
    let body: unknown
    try {
      body = await response.json()
    } catch {}
    if (!response.ok) {
      const refusal = errorBodySchema.safeParse(body)
      const { message, error } = refusal.success ? refusal.data : {}
      throw new ServerError(
        message || `The wallet server answered HTTP ${response.status}: please try again.`,
        response.status,
        error,
      )
    }
    const answer = reply.safeParse(body)
    if (!answer.success) throw unreadable(response.status)
    return answer.data
  }

  const post = <S extends z.ZodType>(path: string, reply: S, body: Json, token?: string) =>
    call(path, reply, { method: 'POST', body: JSON.stringify(body), ...(token ? { token } : {}) })

  return {
    async startEmail(email, deviceId) {
      const body = await post('/v1/auth/email/start', serverReplies.startEmail, { email, deviceId })
      return { action: body.action === 'VERIFY_DEVICE' ? 'VERIFY_DEVICE' : 'VERIFY_OTP' }
    },
    async deviceApproved(email, deviceId) {
      const query = new URLSearchParams({ email, deviceId })
      const body = await call(`/v1/auth/device/status?${query}`, serverReplies.deviceStatus)
      return body.approved === true
    },
    async verifyEmail(email, deviceId, otp) {
      const { token, user } = await post('/v1/auth/email/verify', serverReplies.signedIn, {
        email,
        deviceId,
        otp,
      })
      return { token, user: { id: user.id, email: user.email } }
    },
    async session(token) {
      try {
        const { user } = await call('/v1/auth/session', serverReplies.session, { token })
        return { id: user.id, email: user.email }
      } catch (error) {
        if (error instanceof ServerError && error.status === 401) return undefined
        throw error
      }
    },
    async signOut(token) {
      await post('/v1/auth/signout', serverReplies.any, {}, token)
    },
    async signOutEverywhere(token) {
      const body = await post(
        '/v1/auth/signout/everywhere',
        serverReplies.signOutEverywhere,
        {},
        token,
      )
      return body.sessions
    },
    async startEmailChange(token, newEmail) {
      const body = await post(
        '/v1/auth/email/change/start',
        serverReplies.emailChangeStep,
        { newEmail },
        token,
      )
      return { step: body.step }
    },
    async confirmPrimary(token, otp) {
      const body = await post(
        '/v1/auth/email/change/confirm-primary',
        serverReplies.emailChangeStep,
        { otp },
        token,
      )
      return { step: body.step }
    },
    async confirmSecondary(token, otp) {
      const { user } = await post(
        '/v1/auth/email/change/confirm-secondary',
        serverReplies.emailChanged,
        { otp },
        token,
      )
      return { user: { id: user.id, email: user.email } }
    },
    async startSocial(start) {
      const body = await post('/v1/auth/social/start', serverReplies.socialStart, { ...start })
      return { uri: body.uri }
    },
    async finishSocial(finish) {
      const { token, user } = await post(
        '/v1/auth/social/finish',
        serverReplies.sociallySignedIn,
        finish,
      )
      return { token, user: { id: user.id, username: user.username, provider: user.provider } }
    },
    async startFarcaster(start) {
      const { uri, clientUrl, state } = await post(
        '/v1/auth/social/farcaster/start',
        serverReplies.farcasterStart,
        { ...start },
      )
      return { uri, ...(clientUrl === undefined ? {} : { clientUrl }), state }
    },
    async farcasterStatus(p) {
      const body = await post('/v1/auth/social/farcaster/status', serverReplies.farcasterStatus, p)
      return body.status === 'answered'
        ? { status: 'answered', uri: body.uri }
        : { status: 'pending' }
    },
    async rpc(chainId, method, params) {
      const query = new URLSearchParams({ chainId: String(chainId), projectId })
      const body = await post(`/rpc?${query}`, serverReplies.rpc, {
        jsonrpc: '2.0',
        id: ++rpcId,
        method,
        ...(params === undefined ? {} : { params }),
      })
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
    },
  }
}
