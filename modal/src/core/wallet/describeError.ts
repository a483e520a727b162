/** A sentence a person can act on, from whatever a wallet or RPC threw. */
export function describeError(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as { code?: unknown; shortMessage?: unknown; message?: unknown; name?: unknown }
    if (e.code === 4001 || e.name === 'UserRejectedRequestError')
      return 'The request was rejected in the wallet.'
    if (e.name === 'HttpRequestError' || e.name === 'TimeoutError')
      return 'The network did not answer. Check that the chain’s RPC is running, then retry.'
    if (typeof e.shortMessage === 'string') return e.shortMessage
    if (typeof e.message === 'string') return e.message
  }
  return String(error)
}
