import { createPublicClient, http, type PublicClient } from 'viem'
import type { ServerConfig } from '../config.ts'

/**
 * One viem public client per configured chain, on its upstream node, made on first use and kept:
 * `verifySiweMessage` needs a node for smart accounts (ERC-1271, and ERC-6492 before deployment).
 */
export function siweClients(
  config: ServerConfig,
  fetchFn?: typeof fetch,
): (chainId: number) => PublicClient {
  const clients = new Map<number, PublicClient>()
  return (chainId) => {
    let client = clients.get(chainId)
    if (!client) {
      const chain = config.chains.find((c) => c.id === chainId)
      if (!chain) throw new Error(`chain ${chainId} is not configured`)
      client = createPublicClient({
        transport: http(chain.rpcUrl, {
          fetchFn,
          timeout: config.rpc.timeoutMs,
          retryCount: 1,
        }),
      })
      clients.set(chainId, client)
    }
    return client
  }
}
