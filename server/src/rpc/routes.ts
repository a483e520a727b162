import { chainIdParamSchema, foyerRoutes } from '@foyer/modal/contracts'
import { SAFE_RPC_METHODS } from '@foyer/modal/frame-protocol'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps } from '../deps.ts'
import { HttpError, type Reason } from '../http/errors.ts'
import { appCors } from '../http/guards.ts'
import { queryOf } from '../http/validate.ts'
import { hitRateLimits } from '../limits/rateLimit.ts'
import { forwardRpc, gatewayStatus } from './forwardRpc.ts'
import {
  idOf,
  type JsonRpcOutcome,
  type JsonRpcRequest,
  type JsonRpcResponse,
  parseRequest,
  RPC_ERROR,
  RPC_NOT_ALLOWED_MESSAGE,
  respond,
} from './jsonRpc.ts'
import { type MovingTag, refuseWideLogQueries, type TagResolver } from './logsRange.ts'

const required = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'is required' : what

/** `?chainId=…&projectId=…` (SPEC §7). Other parameters are ignored. */
const rpcQuerySchema = z.object({
  chainId: chainIdParamSchema,
  projectId: z.string({ error: required('must be a string') }).regex(/^[A-Za-z0-9_-]{1,64}$/, {
    error: 'must be 1 to 64 letters, digits, "_" or "-"',
  }),
})

// A Set, so that 'constructor' or '__proto__' never count as listed. The unsafe list is not
// forwarded either: a node proxy never signs, so unsafe and unknown are refused alike.
const safeMethods = new Set<string>(SAFE_RPC_METHODS)

/**
 * The JSON-RPC proxy `POST /rpc?chainId=…&projectId=…` (SPEC §6, §7), single requests and batches:
 * - `chainId` must be one of `config.chains`; `projectId` one of `config.projectIds`;
 * - every JSON-RPC request counts, each item of a batch included, against two quotas in the
 *   database (so across instances): `rpc.rateLimitPerMinute` for the projectId and
 *   `rpc.rateLimitPerMinutePerIp` for the client's IP address; over either: 429 with `Retry-After`;
 * - safe methods go to the chain's node (`eth_chainId` is answered here); unsafe and unknown ones
 *   are answered 'Requested RPC call is not allowed', per request in a batch;
 * - `eth_getLogs` and `eth_newFilter` may span at most `rpc.maxLogsBlockRange` blocks (tags
 *   resolved on the node; a `blockHash` query is one block), else -32005 naming range and cap.
 */
export function rpcRoutes(deps: AppDeps): Hono {
  const { config } = deps
  const upstream: typeof fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init))
  // The devtools' "chain stops answering": every node unreachable, as when it is down.
  const fetchFn: typeof fetch = (input, init) =>
    deps.faults?.chainDown
      ? Promise.reject(new TypeError('fetch failed (devtools fault switch: the chain is down)'))
      : upstream(input, init)
  const chains = new Map(config.chains.map((chain) => [chain.id, chain]))
  const projects = new Set(config.projectIds)

  const routes = new Hono()
  routes.use('*', appCors(deps.identity))

  routes.post('/', queryOf(foyerRoutes.rpc, rpcQuerySchema), async (c) => {
    const { chainId, projectId } = c.req.valid('query')
    const chain = chains.get(chainId)
    if (!chain)
      throw refused(
        400,
        'unknown_chain',
        { field: 'query.chainId', rule: 'configured_chain', value: chainId },
        `query.chainId must be a chain this server serves (${[...chains.keys()].join(', ')}) (received ${chainId})`,
      )
    if (!projects.has(projectId))
      throw refused(
        403,
        'unknown_project',
        { field: 'query.projectId', rule: 'listed_project', value: projectId },
        `query.projectId must be a project id this server accepts (received ${JSON.stringify(projectId)})`,
      )

    let body: unknown
    let parsed = true
    try {
      body = JSON.parse(await c.req.text())
    } catch {
      parsed = false
    }

    // Each request of a batch costs the node as much as a request alone: each one counts, for
    // the project and for the client's address, in one upsert.
    const cost = Array.isArray(body) ? Math.max(1, body.length) : 1
    const projectQuota = { key: `rpc:project:${projectId}`, limit: config.rpc.rateLimitPerMinute }
    const over = await hitRateLimits(
      deps.storage.db,
      [
        projectQuota,
        { key: `rpc:ip:${deps.identity.clientIp(c)}`, limit: config.rpc.rateLimitPerMinutePerIp },
      ],
      { windowSeconds: 60, cost },
    )
    if (over) {
      c.header('Retry-After', String(over.retryAfterSeconds))
      const who = over.key === projectQuota.key ? `project ${projectId}` : 'this IP address'
      const error = {
        code: RPC_ERROR.limitExceeded,
        message: `Rate limit exceeded: ${who} may make ${over.limit} requests a minute (each request of a batch counts); retry in ${over.retryAfterSeconds} s`,
        data: { retryAfterSeconds: over.retryAfterSeconds },
      }
      const answer = (value: unknown) => respond(idOf(value), { error })
      return c.json(Array.isArray(body) && body.length > 0 ? body.map(answer) : answer(body), 429)
    }

    if (!parsed)
      return c.json(
        respond(null, {
          error: { code: RPC_ERROR.parse, message: 'Parse error: the body must be JSON' },
        }),
      )
    const batch = Array.isArray(body)
    const items: unknown[] = Array.isArray(body) ? body : [body]
    if (batch && items.length === 0)
      return c.json(
        respond(null, {
          error: { code: RPC_ERROR.invalidRequest, message: 'Invalid request: the batch is empty' },
        }),
      )
    if (items.length > config.rpc.maxBatchSize)
      return c.json(
        respond(null, {
          error: {
            code: RPC_ERROR.invalidRequest,
            message: `Invalid request: a batch may hold at most ${config.rpc.maxBatchSize} requests (received ${items.length})`,
          },
        }),
      )

    let gateway: 502 | 504 | undefined
    const forward = async (requests: Pick<JsonRpcRequest, 'method' | 'params'>[]) => {
      const outcomes = await forwardRpc({
        requests,
        chainId,
        rpcUrl: chain.rpcUrl,
        timeoutMs: config.rpc.timeoutMs,
        fetch: fetchFn,
      })
      gateway ??= gatewayStatus(outcomes)
      return outcomes
    }
    const answers = await answerAll(items, {
      chainId,
      maxLogsBlockRange: config.rpc.maxLogsBlockRange,
      resolveTags: tagResolver(forward),
      forward,
    })
    // Notifications (no id) get no answer; a call of nothing but notifications gets none at all.
    if (answers.length === 0) return c.body(null, gateway ?? 204)
    // A node that is down is a gateway error (502, 504 on timeout), the JSON-RPC errors in the body.
    return c.json(batch ? answers : answers[0], gateway ?? 200)
  })

  return routes
}

/**
 * Block numbers of moving tags, in one call to the node: `latest` and `pending` from
 * `eth_blockNumber`, `safe` and `finalized` from their blocks.
 */
function tagResolver(
  forward: (requests: Pick<JsonRpcRequest, 'method' | 'params'>[]) => Promise<JsonRpcOutcome[]>,
): TagResolver {
  return async (tags) => {
    const requestOf = (tag: MovingTag) =>
      tag === 'latest' || tag === 'pending'
        ? { method: 'eth_blockNumber', params: [] }
        : { method: 'eth_getBlockByNumber', params: [tag, false] }
    const outcomes = await forward(tags.map(requestOf))
    const numbers = new Map<MovingTag, bigint>()
    for (const [i, tag] of tags.entries()) {
      const outcome = outcomes[i]
      if (!outcome || 'error' in outcome)
        return {
          error: outcome?.error ?? {
            code: RPC_ERROR.internal,
            message: `Could not resolve the block tag ${tag}`,
          },
        }
      const value =
        typeof outcome.result === 'string'
          ? outcome.result
          : (outcome.result as { number?: unknown } | null)?.number
      if (typeof value !== 'string' || !/^0x[0-9a-f]{1,16}$/i.test(value))
        return {
          error: {
            code: RPC_ERROR.internal,
            message: `The node gave no block number for the block tag ${tag}`,
          },
        }
      numbers.set(tag, BigInt(value))
    }
    return numbers
  }
}

type AnswerAllParameters = {
  chainId: number
  maxLogsBlockRange: number
  resolveTags: TagResolver
  forward: (requests: JsonRpcRequest[]) => Promise<JsonRpcOutcome[]>
}

/** Answers each item in order: refused or answered here, or forwarded together in one call. */
async function answerAll(
  items: unknown[],
  { chainId, maxLogsBlockRange, resolveTags, forward }: AnswerAllParameters,
): Promise<JsonRpcResponse[]> {
  const answers: (JsonRpcResponse | undefined)[] = []
  let forwarded: { index: number; request: JsonRpcRequest }[] = []
  const answer = (index: number, request: JsonRpcRequest, outcome: JsonRpcOutcome) => {
    answers[index] = request.id === undefined ? undefined : respond(request.id, outcome)
  }
  items.forEach((item, index) => {
    const parsed = parseRequest(item)
    if ('answer' in parsed) {
      answers[index] = parsed.answer
      return
    }
    const { request } = parsed
    if (request.method === 'eth_chainId')
      answer(index, request, { result: `0x${chainId.toString(16)}` })
    else if (safeMethods.has(request.method)) forwarded.push({ index, request })
    else
      answer(index, request, {
        error: {
          code: RPC_ERROR.methodNotFound,
          message: RPC_NOT_ALLOWED_MESSAGE,
          data: { method: request.method },
        },
      })
  })

  // Log queries over too many blocks never reach the node.
  const wide = await refuseWideLogQueries(
    forwarded.map(({ request }) => request),
    { maxBlocks: maxLogsBlockRange, resolve: resolveTags },
  )
  if (wide.size > 0) {
    for (const [i, outcome] of wide) {
      const { index, request } = forwarded[i] as (typeof forwarded)[number]
      answer(index, request, outcome)
    }
    forwarded = forwarded.filter((_, i) => !wide.has(i))
  }

  if (forwarded.length > 0) {
    const outcomes = await forward(forwarded.map(({ request }) => request))
    forwarded.forEach(({ index, request }, i) => {
      const outcome = outcomes[i]
      if (outcome) answer(index, request, outcome)
    })
  }
  return answers.filter((answer): answer is JsonRpcResponse => answer !== undefined)
}

function refused(
  status: 400 | 403,
  code: string,
  reason: Omit<Reason, 'description'>,
  description: string,
): HttpError {
  return new HttpError(status, code, description, [{ ...reason, description }])
}
