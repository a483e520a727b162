import type { HttpError } from '../http/errors.ts'

/**
 * A JSON-RPC caller for the dev provider's local node (`where` names it in messages, e.g.
 * "chain 1"): an unreachable node or an error answer throws `failed(message)`.
 * @example const rpc = localRpc(url, { where: 'chain 1', failed }); await rpc('eth_chainId', [])
 */
export function localRpc(
  rpcUrl: string,
  {
    where,
    failed,
    fetch: fetchFn = globalThis.fetch,
  }: { where: string; failed: (message: string) => HttpError; fetch?: typeof fetch | undefined },
): <T>(method: string, params: unknown[]) => Promise<T> {
  let id = 0
  return async <T>(method: string, params: unknown[]): Promise<T> => {
    let json: { result?: T; error?: { message?: string } }
    try {
      const response = await fetchFn(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
      })
      json = (await response.json()) as typeof json
    } catch (cause) {
      throw failed(`Could not reach the node of ${where}: ${(cause as Error)?.message ?? cause}`)
    }
    if (json.error) throw failed(`${method} failed on ${where}: ${json.error.message}`)
    return json.result as T
  }
}
