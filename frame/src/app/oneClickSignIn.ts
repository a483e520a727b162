import type { Address } from 'viem'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { messageText } from './describeRequest.ts'

/** How long after an email login the app's sign-in message is signed without a second click. */
export const ONE_CLICK_WINDOW_MS = 2 * 60_000
/** How far a sign-in message's issuedAt may be from the frame's clock. */
const ISSUED_AT_SKEW_MS = 5 * 60_000

export type OneClickSignInParameters = {
  /** personal_sign's params: [message, address]. */
  params: unknown
  /** The origin of the page that embeds this frame (one of its appOrigins). */
  appOrigin: string | undefined
  address: Address
  chains: readonly number[]
  /** When this frame's last email login finished; undefined when none did in this page. */
  loggedInAt: number | undefined
  now?: number
}

/**
 * One-click sign-in (SPEC §4, §7 authenticate): right after an email login in this frame, the
 * app's EIP-4361 sign-in message is signed without a second approval, because the login code was
 * the visitor's click. Only a message for the embedding app itself qualifies: its domain is the
 * app's host, its uri the app's origin, its address this wallet, its chain one of the wallet's,
 * with a nonce, fresh (issuedAt within 5 min, not expired, not before its notBefore). Anything
 * else, or later than {@link ONE_CLICK_WINDOW_MS} after the login, shows the approval as usual.
 * @example isOneClickSignIn({ params: [hex, address], appOrigin: 'https://app.example', address, chains: [1], loggedInAt })
 */
export function isOneClickSignIn(parameters: OneClickSignInParameters): boolean {
  const { params, appOrigin, address, chains, loggedInAt } = parameters
  const now = parameters.now ?? Date.now()
  if (!appOrigin || loggedInAt === undefined || now - loggedInAt > ONE_CLICK_WINDOW_MS) return false
  const [raw, signer] = Array.isArray(params) ? params : []
  if (typeof signer !== 'string' || signer.toLowerCase() !== address.toLowerCase()) return false
  let app: URL
  try {
    app = new URL(appOrigin)
  } catch {
    return false
  }
  const message = parseSiweMessage(messageText(raw))
  if (!message.nonce || !message.uri || !message.issuedAt || message.chainId === undefined)
    return false
  let uriOrigin: string
  try {
    uriOrigin = new URL(message.uri).origin
  } catch {
    return false
  }
  return (
    uriOrigin === app.origin &&
    chains.includes(message.chainId) &&
    Math.abs(message.issuedAt.getTime() - now) <= ISSUED_AT_SKEW_MS &&
    validateSiweMessage({ message, address, domain: app.host, time: new Date(now) })
  )
}
