import type { Foyer } from '../foyer.ts'
import { instanceCounter } from '../instanceSlot.ts'
import type { SolanaChainId } from '../network/constants.ts'
import { SOLANA_NETWORKS } from './networks.ts'

/** The node methods the modal calls: reads, and sending a transaction the wallet signed. */
export const SOLANA_READ_METHODS = [
  'getBalance',
  'getTokenAccountsByOwner',
  'getLatestBlockhash',
  'getAccountInfo',
  'getFeeForMessage',
  'getMinimumBalanceForRentExemption',
  'getSignatureStatuses',
  'simulateTransaction',
  'sendTransaction',
] as const

export type SolanaReadMethod = (typeof SOLANA_READ_METHODS)[number]

/** A Solana node refused a request or did not answer; the message says which and why. */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  /** The node's JSON-RPC error code, when it answered with one. */
  readonly code: number | undefined
  constructor(message: string, options: { code?: number | undefined; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.code = options.code
  }
}

// Its own count (`s1`, `s2`…), apart from the EVM requests' (`n1`, `m2`…): this chunk shares no
// module with the wallet code's chunks.
const requests = instanceCounter('solana.request')

/** The node's URL for a configured network: `rpc` in foyer.config.ts, else the public one. */
export function solanaRpcUrl(foyer: Foyer, chainId: SolanaChainId): string {
  return foyer.config.rpc?.[chainId] ?? SOLANA_NETWORKS[chainId].rpcUrl
}

/**
 * One JSON-RPC request to the network's node, on the bus (`rpc`, source `node`) as the EVM reads
 * are. Throws `SolanaRpcError` with the node's own message.
 * @example await solanaRpc(foyer, chainId, 'getBalance', [address])
 */
export async function solanaRpc<T>(
  foyer: Foyer,
  chainId: SolanaChainId,
  method: SolanaReadMethod,
  params: unknown[],
): Promise<T> {
  const url = solanaRpcUrl(foyer, chainId)
  const id = `s${requests.next(foyer)}`
  const startedAt = performance.now()
  const report = (outcome: 'passed' | 'error', detail: { result?: string; error?: string }) =>
    foyer.bus.emit('rpc', {
      id,
      method,
      // The network, and the account or signature read (never a whole transaction).
      params: `${SOLANA_NETWORKS[chainId].name}${typeof params[0] === 'string' && params[0].length <= 88 ? ` · ${params[0]}` : ''}`,
      source: 'node',
      url,
      // On SAFE_RPC_METHODS (a test holds SOLANA_READ_METHODS to it); not `decideRpc`: this chunk
      // imports no module the wallet code's chunks share.
      decision: 'safe',
      list: 'safe',
      outcome,
      latencyMs: performance.now() - startedAt,
      ...detail,
    })
  let body: { result?: T; error?: { code?: number; message?: string } }
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    body = (await response.json()) as typeof body
  } catch (cause) {
    const error = new SolanaRpcError(
      `The ${SOLANA_NETWORKS[chainId].name} node did not answer (${url}).`,
      { cause },
    )
    report('error', { error: error.message })
    throw error
  }
  if (body.error) {
    const error = new SolanaRpcError(body.error.message ?? 'The node refused the request.', {
      code: body.error.code,
    })
    report('error', { error: error.message })
    throw error
  }
  // Short JSON for devtools (a node's answer here is a balance or a few token accounts).
  const text = JSON.stringify(body.result) ?? 'null'
  report('passed', { result: text.length > 200 ? `${text.slice(0, 199)}…` : text })
  return body.result as T
}
