const NETWORK_FAILURE =
  /fetch failed|failed to fetch|networkerror|econnrefused|econnreset|socket hang up|load failed/i

/** Every error in a cause chain, outermost first. */
function chain(error: unknown): Record<string, unknown>[] {
  const list: Record<string, unknown>[] = []
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 10; depth++) {
    list.push(current as Record<string, unknown>)
    current = (current as { cause?: unknown }).cause
  }
  return list
}

/**
 * A sentence a person can act on, from whatever a wallet or RPC threw. Looks through the whole
 * cause chain, since wallets and viem wrap the error that matters (a rejection, a dead RPC).
 */
export function describeError(error: unknown): string {
  const errors = chain(error)
  if (errors.some((e) => e.code === 4001 || e.name === 'UserRejectedRequestError'))
    return 'The request was rejected in the wallet.'
  if (
    errors.some(
      (e) =>
        e.name === 'HttpRequestError' ||
        e.name === 'TimeoutError' ||
        NETWORK_FAILURE.test(String(e.details ?? '')) ||
        NETWORK_FAILURE.test(String(e.message ?? '')),
    )
  )
    return 'The network did not answer. Check that the chain’s RPC is running, then retry.'
  const first = errors[0]
  if (first && typeof first.shortMessage === 'string') return first.shortMessage
  if (first && typeof first.message === 'string') return first.message
  return String(error)
}
