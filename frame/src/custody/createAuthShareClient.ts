import { ApiRequestError, createFoyerClient, walletRoutes } from '@foyer/modal/contracts'
import { type Address, getAddress, type Hex, isAddressEqual } from 'viem'
import { DEVICE_HEADER, storedDeviceId } from '../app/deviceId.ts'
import { t } from '../i18n/frameI18n.ts'
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

/** What the client was doing when the server failed: storing or loading the auth share. */
type Action = 'store' | 'load'

/** The refusal as a sentence a person understands; the server's own text for the rest. */
function refusal(error: ApiRequestError, action: Action): AuthShareError {
  const { code, serverMessage: message } = error
  const status = error.status ?? 0
  const parameters = {
    status,
    ...(code ? { code } : {}),
    details: `HTTP ${status}${code ? ` ${code}` : ''}${typeof message === 'string' ? `: ${message}` : ''}`,
  }
  if (status === 401) return new AuthShareError(t('error.sessionExpired'), parameters)
  if (status === 409 && code === 'share_stored')
    return new AuthShareError(t('error.shareStored'), parameters)
  if (status === 409) return new AuthShareError(t('error.otherWalletStored'), parameters)
  if (status === 429) {
    const seconds = error.retryAfter
    return new AuthShareError(t('error.tooManyRequests', { seconds: seconds || 0 }), parameters)
  }
  if (status >= 500)
    return new AuthShareError(t('error.serverDown', { action, status: String(status) }), parameters)
  return new AuthShareError(
    typeof message === 'string' ? message : t('error.serverRefused', { action }),
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
  fetch,
  deviceId = storedDeviceId,
}: CreateAuthShareClientParameters): AuthShareClient & AuthShareReplacement {
  const client = createFoyerClient({
    baseUrl: serverUrl,
    fetch,
    init: { cache: 'no-store', credentials: 'omit' },
  })
  const serverOrigin = new URL(serverUrl).origin
  const auth = (token: string): Record<string, string> => {
    const device = deviceId()
    return { authorization: `Bearer ${token}`, ...(device ? { [DEVICE_HEADER]: device } : {}) }
  }

  /**
   * The client's failure in words, what to do about it (never the share); `unreadable` for an
   * answer that breaks the route's contract.
   */
  const failure = (error: unknown, action: Action, unreadable: string): Error => {
    if (!(error instanceof ApiRequestError)) return error as Error
    if (error.failure === 'unreachable')
      return new AuthShareError(t('error.unreachable', { action }), {
        cause: error.cause,
        details: error.details,
      })
    if (error.failure === 'refused') return refusal(error, action)
    return new AuthShareError(
      unreadable,
      error.status === undefined ? {} : { status: error.status },
    )
  }

  async function store(token: string, body: { share: string; address: Address; signature?: Hex }) {
    const action = 'store'
    const unconfirmed = t('error.storeUnconfirmed', { address: body.address })
    const stored = await client
      .call(walletRoutes.putAuthShare, { body, headers: auth(token) })
      .catch((error: unknown) => {
        throw failure(error, action, unconfirmed)
      })
    if (!isAddressEqual(stored.address as Address, body.address))
      throw new AuthShareError(unconfirmed)
    return stored.version ?? 1
  }

  const shares: AuthShareClient & AuthShareReplacement = {
    async put(token, share, address) {
      await store(token, { share: encodeShare(share), address })
    },
    async replace(token, share, address, signMessage) {
      const current = await shares.get(token)
      if (!current) {
        await shares.put(token, share, address)
        return 1
      }
      const message = await authShareMessage({
        address,
        share,
        version: (current.version ?? 1) + 1,
        serverOrigin,
      })
      const signature = await signMessage(message)
      return store(token, { share: encodeShare(share), address, signature })
    },
    async get(token) {
      const action = 'load'
      const reply = await client
        .call(walletRoutes.getAuthShare, { headers: auth(token) })
        .catch((error: unknown) => {
          if (error instanceof ApiRequestError && error.status === 404 && error.code === 'no_share')
            return 'none' as const
          throw failure(error, action, t('error.unreadableShare'))
        })
      if (reply === 'none') return undefined
      const { share, address, version } = reply
      return {
        share: decodeShare(share),
        address: getAddress(address),
        ...(typeof version === 'number' ? { version } : {}),
      }
    },
  }
  return shares
}
