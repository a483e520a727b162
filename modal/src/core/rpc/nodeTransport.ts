import { http } from '@wagmi/core'
import type { Transport } from 'viem'
import type { Bus } from '../bus/createBus.ts'
import type { HasInstanceSlots } from '../instanceSlot.ts'
import { decideRpc } from './decideRpc.ts'
import { describeRpcError, describeRpcParams, rpcJson } from './describeRpc.ts'
import { nextRequestId } from './nextRequestId.ts'

// Wallet-chunk code (viem's http transport): createWagmiConfig is its only importer.

export type NodeRpcUrlParameters = {
  /** The Foyer server: a root-relative path (`/__foyer/api`) or an http(s) URL. */
  api: string
  chainId: number
  projectId: string
  /** The page's origin, against which a root-relative `api` resolves. @default location.origin */
  origin?: string | undefined
}

/**
 * The Foyer server's RPC proxy URL of one chain (SPEC §7), `href` to fetch and `shown` as
 * devtools prints it: path and query when on the page's origin, else the whole URL.
 * @example
 * nodeRpcUrl({ api: '/__foyer/api', chainId: 1, projectId: 'p', origin: 'http://localhost:5173' })
 * // { href: 'http://localhost:5173/__foyer/api/rpc?chainId=1&projectId=p', shown: '/__foyer/api/rpc?chainId=1&projectId=p' }
 */
export function nodeRpcUrl({
  api,
  chainId,
  projectId,
  origin = globalThis.location?.origin,
}: NodeRpcUrlParameters): { href: string; shown: string } {
  const url = `${api.replace(/\/+$/, '')}/rpc?chainId=${chainId}&projectId=${encodeURIComponent(projectId)}`
  const href = url.startsWith('/') && origin ? `${origin}${url}` : url
  const shown = origin && href.startsWith(`${origin}/`) ? href.slice(origin.length) : href
  return { href, shown }
}

/**
 * viem's http transport to `href`, reporting each request on the bus channel `rpc` as
 * `source: 'node'` with `url: shown`: `passed` when the node answered, `error` when the request
 * failed (HTTP error, timeout, JSON-RPC error), with its latency (retries included).
 * @example transports[1] = nodeTransport(foyer, nodeRpcUrl({ api, chainId: 1, projectId }))
 */
export function nodeTransport(
  foyer: { readonly bus: Bus } & HasInstanceSlots,
  { href, shown }: { href: string; shown: string },
  now: () => number = () => performance.now(),
): Transport {
  const transport = http(href)
  return ((parameters) => {
    const inner = transport(parameters)
    const request = async (args: { method: string; params?: unknown }, options?: unknown) => {
      const id = nextRequestId(foyer, 'node')
      const startedAt = now()
      const report = (
        outcome: 'passed' | 'error',
        detail: { result?: string } | { error?: string },
      ) =>
        foyer.bus.emit('rpc', {
          id,
          method: args.method,
          params: describeRpcParams(args.method, args.params),
          source: 'node',
          url: shown,
          ...decideRpc(args.method),
          outcome,
          latencyMs: now() - startedAt,
          ...detail,
        })
      try {
        const result = await inner.request(args as never, options as never)
        report('passed', { result: rpcJson(result) })
        return result
      } catch (error) {
        report('error', { error: describeRpcError(error) })
        throw error
      }
    }
    return { ...inner, request: request as typeof inner.request }
  }) as Transport
}
