import { isJsonRpcError, type JsonRpcOutcome, type JsonRpcRequest, RPC_ERROR } from './jsonRpc.ts'

/** Why the node gave no JSON-RPC answer at all. */
export type Unreachable = 'down' | 'timeout' | 'invalid'

/** The HTTP status the proxy answers with when the node gave no answer: 504 timeout, else 502. */
export function gatewayStatus(outcomes: JsonRpcOutcome[]): 502 | 504 | undefined {
  for (const outcome of outcomes) {
    if (!('error' in outcome)) continue
    const data = outcome.error.data as { unreachable?: Unreachable } | undefined
    if (data?.unreachable) return data.unreachable === 'timeout' ? 504 : 502
  }
  return undefined
}

export type ForwardRpcParameters = {
  requests: Pick<JsonRpcRequest, 'method' | 'params'>[]
  chainId: number
  /** The chain's upstream node; never shown to a client. */
  rpcUrl: string
  timeoutMs: number
  fetch: typeof fetch
}

/**
 * Sends `requests` to the chain's node in one HTTP call (a single request alone, a batch
 * otherwise) and returns one outcome per request, in order. The node's results and JSON-RPC
 * errors pass through as they are; a node that is down, slow or not speaking JSON-RPC becomes a
 * -32603 error naming the chain, never its URL or a stack.
 * @example
 * const [outcome] = await forwardRpc({ requests: [{ method: 'eth_blockNumber', params: [] }], chainId: 1, rpcUrl, timeoutMs: 10_000, fetch })
 */
export async function forwardRpc({
  requests,
  chainId,
  rpcUrl,
  timeoutMs,
  fetch: fetchFn,
}: ForwardRpcParameters): Promise<JsonRpcOutcome[]> {
  // `unreachable` tells the route to answer 502/504: to viem (and any HTTP client) the node is
  // down, which the modal shows as "The network did not answer", not as a JSON-RPC refusal.
  const failAll = (message: string, unreachable: Unreachable): JsonRpcOutcome[] =>
    requests.map(() => ({
      error: { code: RPC_ERROR.internal, message, data: { chainId, unreachable } },
    }))
  // Our own ids: the client's may repeat, and only part of its batch may be forwarded.
  const envelopes = requests.map(({ method, params }, id) => ({
    jsonrpc: '2.0',
    id,
    method,
    ...(params === undefined ? {} : { params }),
  }))

  let status: number
  let text: string
  try {
    const response = await fetchFn(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(envelopes.length === 1 ? envelopes[0] : envelopes),
      signal: AbortSignal.timeout(timeoutMs),
    })
    status = response.status
    text = await response.text()
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    return failAll(
      timedOut
        ? `The node for chain ${chainId} did not answer within ${timeoutMs} ms`
        : `The node for chain ${chainId} could not be reached`,
      timedOut ? 'timeout' : 'down',
    )
  }

  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return failAll(
      `The node for chain ${chainId} answered HTTP ${status} with something other than JSON-RPC`,
      'invalid',
    )
  }

  const missing: JsonRpcOutcome = {
    error: {
      code: RPC_ERROR.internal,
      message: `The node for chain ${chainId} gave no valid answer to this request (HTTP ${status})`,
      data: { chainId },
    },
  }
  if (!Array.isArray(body)) {
    const outcome = outcomeOf(body)
    if (requests.length === 1) return [outcome ?? missing]
    // A node that refuses a whole batch (e.g. it takes none) answers one error for all.
    return requests.map(() => (outcome && 'error' in outcome ? outcome : missing))
  }
  const byId = new Map<unknown, unknown>()
  for (const answer of body)
    if (answer !== null && typeof answer === 'object')
      byId.set((answer as { id?: unknown }).id, answer)
  return requests.map((_, id) => outcomeOf(byId.get(id)) ?? missing)
}

function outcomeOf(answer: unknown): JsonRpcOutcome | undefined {
  if (answer === null || typeof answer !== 'object') return undefined
  if ('error' in answer && isJsonRpcError(answer.error)) return { error: answer.error }
  if ('result' in answer) return { result: answer.result }
  return undefined
}
