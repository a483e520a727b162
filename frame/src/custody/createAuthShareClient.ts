import { errorBodySchema } from '@foyer/modal/contracts'
import { type Address, getAddress, type Hex, isAddressEqual } from 'viem'
import { z } from 'zod'
import { DEVICE_HEADER, storedDeviceId } from '../app/deviceId.ts'
import { authShareMessage } from './authShareMessage.ts'
import { decodeShare } from './decodeShare.ts'
import { encodeShare } from './encodeShare.ts'
import { AuthShareError } from './errors.ts'

export type CreateAuthShareClientParameters = {
  /** The Foyer server, e.g. `https://foyer.example.com` (no trailing path). */
  serverUrl: string
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch
  /** This browser's device id, sent with the session token. @default storedDeviceId */
  deviceId?: () => string | undefined
}

export type AuthShareClient = {
  /**
   * Stores the wallet's first auth share for the signed-in user (the same share again is a
   * no-op; another one needs `replace`).
   */
  put(token: string, share: Uint8Array, address: Address): Promise<void>
  /**
   * The signed-in user's auth share and address, and which version of it the server holds, or
   * `undefined` when none was stored yet.
   */
  get(token: string): Promise<{ share: Uint8Array; address: Address; version?: number } | undefined>
}

export type AuthShareReplacement = {
  /**
   * Replaces the stored auth share after a re-split: the wallet's key signs the new share
   * (`authShareMessage`, for the next version), so no session alone can overwrite it. Older
   * versions stay on the server. @returns the new version
   */
  replace(
    token: string,
    share: Uint8Array,
    address: Address,
    signMessage: (message: string) => Promise<Hex>,
  ): Promise<number>
}

/** `PUT /v1/keys/auth-share`: the stored wallet and its version. */
const storedReply = z.looseObject({ address: z.string(), version: z.number().optional() })

/** `GET /v1/keys/auth-share`: the share (base64), its wallet and version. */
const shareReply = z.looseObject({
  share: z.string(),
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  version: z.number().optional(),
})

function errorCode(body: unknown): string | undefined {
  const parsed = errorBodySchema.safeParse(body)
  return parsed.success ? parsed.data.error : undefined
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

/** The refusal as a sentence a person understands; the server's own text for the rest. */
function refusal(response: Response, body: unknown, action: string): AuthShareError {
  const parsed = errorBodySchema.safeParse(body)
  const { message } = parsed.success ? parsed.data : {}
  const code = errorCode(body)
  const parameters = {
    status: response.status,
    ...(code ? { code } : {}),
    details: `HTTP ${response.status}${code ? ` ${code}` : ''}${typeof message === 'string' ? `: ${message}` : ''}`,
  }
  if (response.status === 401)
    return new AuthShareError(
      'Your sign-in has expired: sign in again to reach your wallet.',
      parameters,
    )
  if (response.status === 409 && code === 'share_stored')
    return new AuthShareError(
      "This wallet's auth share is already stored: replacing it needs the wallet's own signature.",
      parameters,
    )
  if (response.status === 409)
    return new AuthShareError(
      'A different wallet is already stored for this account: recover that wallet with its recovery share instead of creating a new one.',
      parameters,
    )
  if (response.status === 429) {
    const seconds = response.headers.get('retry-after')
    return new AuthShareError(
      `Too many requests: please try again${seconds ? ` after ${seconds} seconds` : ' in a moment'}.`,
      parameters,
    )
  }
  if (response.status >= 500)
    return new AuthShareError(
      `The Foyer server could not ${action} right now (HTTP ${response.status}): please try again in a moment.`,
      parameters,
    )
  return new AuthShareError(
    typeof message === 'string' ? message : `The Foyer server refused to ${action}.`,
    parameters,
  )
}

/**
 * The frame's client of the server's auth share store (`PUT`/`GET /v1/keys/auth-share`). The
 * share travels as base64 only to the server, over the user's bearer session; errors say what
 * to do (401: sign in again; 409: another wallet is already stored for this account).
 * @example
 * const authShares = createAuthShareClient({ serverUrl: 'https://foyer.example.com' })
 * await authShares.put(token, shares.auth, address)
 * const stored = await authShares.get(token) // { share, address } | undefined
 */
export function createAuthShareClient({
  serverUrl,
  fetch = globalThis.fetch,
  deviceId = storedDeviceId,
}: CreateAuthShareClientParameters): AuthShareClient & AuthShareReplacement {
  const url = `${serverUrl.replace(/\/+$/, '')}/v1/keys/auth-share`
  const serverOrigin = new URL(url).origin
  const auth = (token: string): Record<string, string> => {
    const device = deviceId()
    return { authorization: `Bearer ${token}`, ...(device ? { [DEVICE_HEADER]: device } : {}) }
  }

  async function store(token: string, body: Record<string, string>, action: string) {
    const response = await send(action, {
      method: 'PUT',
      headers: { ...auth(token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer = await readJson(response)
    if (!response.ok) throw refusal(response, answer, action)
    const stored = storedReply.safeParse(answer)
    if (!stored.success || !isAddressEqual(stored.data.address as Address, body.address as Address))
      throw new AuthShareError(
        `The Foyer server did not confirm storing the wallet ${body.address}.`,
        { status: response.status },
      )
    return stored.data.version ?? 1
  }

  async function send(action: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, cache: 'no-store', credentials: 'omit' })
    } catch (error) {
      throw new AuthShareError(
        `Cannot reach the Foyer server to ${action}: check your connection and try again.`,
        { cause: error, details: `${init.method} ${url}` },
      )
    }
  }

  const client: AuthShareClient & AuthShareReplacement = {
    async put(token, share, address) {
      await store(token, { share: encodeShare(share), address }, 'store your wallet')
    },
    async replace(token, share, address, signMessage) {
      const current = await client.get(token)
      if (!current) {
        await client.put(token, share, address)
        return 1
      }
      const message = await authShareMessage({
        address,
        share,
        version: (current.version ?? 1) + 1,
        serverOrigin,
      })
      const signature = await signMessage(message)
      return store(token, { share: encodeShare(share), address, signature }, 'store your wallet')
    },
    async get(token) {
      const action = 'load your wallet'
      const response = await send(action, { method: 'GET', headers: auth(token) })
      const body = await readJson(response)
      if (response.status === 404 && errorCode(body) === 'no_share') return undefined
      if (!response.ok) throw refusal(response, body, action)
      const reply = shareReply.safeParse(body)
      if (!reply.success)
        throw new AuthShareError('The Foyer server sent an auth share this frame cannot read.', {
          status: response.status,
        })
      const { share, address, version } = reply.data
      return {
        share: decodeShare(share),
        address: getAddress(address),
        ...(typeof version === 'number' ? { version } : {}),
      }
    },
  }
  return client
}
