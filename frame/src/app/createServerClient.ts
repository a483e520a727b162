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
export type SignedIn = { token: string; user: { id: string; email: string } }

export type ServerClient = {
  startEmail(email: string, deviceId: string): Promise<{ action: LoginAction }>
  deviceApproved(email: string, deviceId: string): Promise<boolean>
  verifyEmail(email: string, deviceId: string, otp: string): Promise<SignedIn>
  /** The session's user, or undefined when the session is gone (401). */
  session(token: string): Promise<{ id: string; email: string } | undefined>
  signOut(token: string): Promise<void>
  /** One JSON-RPC call through the server's proxy, `/rpc?chainId&projectId` (SPEC §7). */
  rpc(chainId: number, method: string, params: unknown): Promise<unknown>
}

type Json = Record<string, unknown>

/**
 * The frame's client of its own server (the frame's origin): email login, sessions and the RPC
 * proxy. Errors carry the server's sentence ('Please try again after 12 seconds', 'Too many wrong
 * codes…'); a network failure says so.
 */
export function createServerClient({
  serverUrl,
  projectId,
  fetch = globalThis.fetch.bind(globalThis),
}: {
  serverUrl: string
  projectId: string
  fetch?: typeof globalThis.fetch
}): ServerClient {
  const base = serverUrl.replace(/\/+$/, '')
  let rpcId = 0

  async function call(path: string, init: RequestInit & { token?: string } = {}): Promise<Json> {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (init.token) headers.authorization = `Bearer ${init.token}`
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
    let body: Json = {}
    try {
      body = (await response.json()) as Json
    } catch {}
    if (!response.ok) {
      const message =
        typeof body.message === 'string' && body.message
          ? body.message
          : `The wallet server answered HTTP ${response.status}: please try again.`
      throw new ServerError(
        message,
        response.status,
        typeof body.error === 'string' ? body.error : undefined,
      )
    }
    return body
  }

  const post = (path: string, body: Json, token?: string) =>
    call(path, { method: 'POST', body: JSON.stringify(body), ...(token ? { token } : {}) })

  return {
    async startEmail(email, deviceId) {
      const body = await post('/v1/auth/email/start', { email, deviceId })
      return { action: body.action === 'VERIFY_DEVICE' ? 'VERIFY_DEVICE' : 'VERIFY_OTP' }
    },
    async deviceApproved(email, deviceId) {
      const query = new URLSearchParams({ email, deviceId })
      const body = await call(`/v1/auth/device/status?${query}`)
      return body.approved === true
    },
    async verifyEmail(email, deviceId, otp) {
      const body = await post('/v1/auth/email/verify', { email, deviceId, otp })
      return body as unknown as SignedIn
    },
    async session(token) {
      try {
        const body = await call('/v1/auth/session', { token })
        return body.user as { id: string; email: string }
      } catch (error) {
        if (error instanceof ServerError && error.status === 401) return undefined
        throw error
      }
    },
    async signOut(token) {
      await post('/v1/auth/signout', {}, token)
    },
    async rpc(chainId, method, params) {
      const query = new URLSearchParams({ chainId: String(chainId), projectId })
      const body = await post(`/rpc?${query}`, {
        jsonrpc: '2.0',
        id: ++rpcId,
        method,
        ...(params === undefined ? {} : { params }),
      })
      const error = body.error as { code?: number; message?: string; data?: unknown } | undefined
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
