import { BaseError, walk } from './base.ts'
import { cleanText } from './cleanText.ts'

const NETWORK_FAILURE =
  /fetch failed|failed to fetch|networkerror|econnrefused|econnreset|socket hang up|load failed/i

type ErrorLike = { code?: unknown; name?: unknown; shortMessage?: unknown; message?: unknown }

const field = (error: unknown, key: keyof ErrorLike | 'details' | 'data'): unknown =>
  error !== null && typeof error === 'object' ? (error as Record<string, unknown>)[key] : undefined

/**
 * The Foyer server's RPC proxy marks a node that gave no answer (down, timed out, not JSON-RPC)
 * with `data.unreachable` on its JSON-RPC error, answered with HTTP 502/504.
 */
const isProxiedNodeFailure = (error: unknown): boolean => {
  const data = field(error, 'data')
  return data !== null && typeof data === 'object' && 'unreachable' in data
}

/** A refusal by the visitor (EIP-1193 4001) anywhere in the cause chain. */
export function isUserRejection(error: unknown): boolean {
  return (
    walk(
      error,
      (e) => field(e, 'code') === 4001 || field(e, 'name') === 'UserRejectedRequestError',
    ) !== undefined
  )
}

/** An RPC or network that did not answer, anywhere in the cause chain. */
export function isNetworkFailure(error: unknown): boolean {
  return (
    walk(
      error,
      (e) =>
        field(e, 'name') === 'HttpRequestError' ||
        field(e, 'name') === 'TimeoutError' ||
        isProxiedNodeFailure(e) ||
        NETWORK_FAILURE.test(String(field(e, 'details') ?? '')) ||
        NETWORK_FAILURE.test(String(field(e, 'message') ?? '')),
    ) !== undefined
  )
}

/** What the visitor is told when they chose to reject: their choice, said without blame. */
export const USER_REJECTED = 'You rejected the request in your wallet.'

/** What the visitor is told when the chain's RPC (or the network under it) did not answer. */
export const NETWORK_FAILED =
  'The network did not answer. Check that the chain’s RPC is running, then retry.'

/**
 * A sentence a person can act on, from whatever a wallet or RPC threw. Looks through the whole
 * cause chain, since wallets and viem wrap the error that matters (a rejection, a dead RPC).
 */
export function describeError(error: unknown): string {
  return cleanText(describeRaw(error))
}

function describeRaw(error: unknown): string {
  // Foyer's own errors already say what happened in SPEC's words.
  if (error instanceof BaseError) {
    if (!error.describesCause || error.cause === undefined) return error.shortMessage
    // The visitor's own choice is not a failure: no "Something went wrong" before it.
    if (isUserRejection(error.cause)) return USER_REJECTED
    return `${error.shortMessage}: ${describeRaw(error.cause)}`
  }
  if (isUserRejection(error)) return USER_REJECTED
  if (isNetworkFailure(error)) return NETWORK_FAILED
  const short = field(error, 'shortMessage')
  if (typeof short === 'string') return short
  const message = field(error, 'message')
  if (typeof message === 'string') return message
  return String(error)
}
