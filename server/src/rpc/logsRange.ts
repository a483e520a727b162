import {
  type JsonRpcError,
  type JsonRpcOutcome,
  type JsonRpcRequest,
  RPC_ERROR,
} from './jsonRpc.ts'

/** The methods whose filter spans blocks: a log query now, or one later (`eth_getFilterLogs`). */
export const LOGS_METHODS = new Set(['eth_getLogs', 'eth_newFilter'])

/** Block tags a filter may name that only the node can turn into a number. */
export type MovingTag = 'latest' | 'pending' | 'safe' | 'finalized'
const MOVING_TAGS = new Set<string>(['latest', 'pending', 'safe', 'finalized'])

type BlockRef = bigint | MovingTag

/** Resolves moving tags to block numbers on the node, once per HTTP request. */
export type TagResolver = (
  tags: MovingTag[],
) => Promise<Map<MovingTag, bigint> | { error: JsonRpcError }>

const invalidParams = (message: string): JsonRpcOutcome => ({
  error: { code: -32602, message: `Invalid params: ${message}` },
})

/** A filter's block bound: absent is `latest`; `earliest` is 0; a hex quantity; or a moving tag. */
function blockRef(value: unknown, field: 'fromBlock' | 'toBlock'): BlockRef | JsonRpcOutcome {
  if (value === undefined || value === null) return 'latest'
  if (value === 'earliest') return 0n
  if (typeof value === 'string' && MOVING_TAGS.has(value)) return value as MovingTag
  if (typeof value === 'string' && /^0x(0|[1-9a-f][0-9a-f]{0,15})$/i.test(value))
    return BigInt(value)
  return invalidParams(
    `${field} must be a hex block number or one of earliest, latest, pending, safe, finalized (received ${JSON.stringify(value)?.slice(0, 80)})`,
  )
}

type Span = { from: BlockRef; to: BlockRef }

/** What a logs request spans, or the outcome it gets without reaching the node. */
function spanOf(request: JsonRpcRequest): Span | JsonRpcOutcome | 'one block' {
  const filter = Array.isArray(request.params) ? request.params[0] : undefined
  if (filter === null || typeof filter !== 'object' || Array.isArray(filter))
    return invalidParams(`${request.method} takes a filter object as its first parameter`)
  const { blockHash, fromBlock, toBlock } = filter as Record<string, unknown>
  // One block, whatever it is; a node refuses blockHash beside fromBlock/toBlock itself.
  if (blockHash !== undefined && fromBlock === undefined && toBlock === undefined)
    return 'one block'
  const from = blockRef(fromBlock, 'fromBlock')
  if (typeof from === 'object') return from
  const to = blockRef(toBlock, 'toBlock')
  if (typeof to === 'object') return to
  return { from, to }
}

const hex = (n: bigint) => `0x${n.toString(16)}`

/**
 * The answers of the logs requests among `requests` (`eth_getLogs`, `eth_newFilter`) that span
 * more than `maxBlocks` blocks, by index: -32005 naming the range and the cap; malformed block
 * bounds get -32602. Moving tags (`latest`, …) are resolved on the node, once for all, and only
 * when a request's two bounds differ; `blockHash` queries are one block. Requests not listed go on.
 * @example
 * const refused = await refuseWideLogQueries(requests, { maxBlocks: 10_000, resolve })
 */
export async function refuseWideLogQueries(
  requests: JsonRpcRequest[],
  { maxBlocks, resolve }: { maxBlocks: number; resolve: TagResolver },
): Promise<Map<number, JsonRpcOutcome>> {
  const answers = new Map<number, JsonRpcOutcome>()
  const spans = new Map<number, Span>()
  const needed = new Set<MovingTag>()
  requests.forEach((request, index) => {
    if (!LOGS_METHODS.has(request.method)) return
    const span = spanOf(request)
    if (span === 'one block') return
    if (!('from' in span)) {
      answers.set(index, span)
      return
    }
    // The same bound twice is one block, wherever it is.
    if (span.from === span.to) return
    spans.set(index, span)
    for (const bound of [span.from, span.to]) if (typeof bound === 'string') needed.add(bound)
  })
  if (spans.size === 0) return answers

  const resolved = needed.size > 0 ? await resolve([...needed]) : new Map<MovingTag, bigint>()
  for (const [index, span] of spans) {
    if (!(resolved instanceof Map)) {
      answers.set(index, { error: resolved.error })
      continue
    }
    const number = (bound: BlockRef) => (typeof bound === 'bigint' ? bound : resolved.get(bound))
    const from = number(span.from)
    const to = number(span.to)
    if (from === undefined || to === undefined) continue
    const blocks = to - from + 1n
    // A reversed range is the node's to refuse; it costs nothing.
    if (blocks <= BigInt(maxBlocks)) continue
    const { method } = requests[index] as JsonRpcRequest
    answers.set(index, {
      error: {
        code: RPC_ERROR.limitExceeded,
        message: `${method} may span at most ${maxBlocks} blocks; this one spans ${blocks} (blocks ${from} to ${to}). Ask for a narrower range`,
        data: {
          fromBlock: hex(from),
          toBlock: hex(to),
          blocks: Number(blocks),
          maxBlockRange: maxBlocks,
        },
      },
    })
  }
  return answers
}
