import { LOOPBACK, rpc } from './devEnsGateway.ts'

const isLoopback = (url: string | undefined): url is string => {
  if (!url) return false
  try {
    return LOOPBACK.has(new URL(url).hostname)
  } catch {
    return false
  }
}

/**
 * In `vite dev`, the node the Foyer server reads Farcaster's IdRegistry on, when it is not OP
 * Mainnet: with a local Farcaster relay (`FOYER_FARCASTER_RELAY` on loopback, the stand-in of
 * `@foyer/testing/farcaster`, whose fids are registered locally) and chain 1 on a loopback anvil
 * with the IdRegistry fixture at the registry's address (`foyer anvil`, `startLocalChains`),
 * that anvil. Undefined otherwise, and when `FOYER_FARCASTER_RPC` names the node already: the
 * real relay's fids are on OP Mainnet, which the server reads by default.
 * @example
 * const farcasterRpcUrl = await devFarcasterRpc(config.rpc?.['1'], process.env)
 */
export async function devFarcasterRpc(
  mainnetRpc: string | undefined,
  env: Record<string, string | undefined> = process.env,
): Promise<string | undefined> {
  if (env.FOYER_FARCASTER_RPC || !isLoopback(env.FOYER_FARCASTER_RELAY)) return undefined
  if (!isLoopback(mainnetRpc)) return undefined
  try {
    const client = String(await rpc(mainnetRpc, 'web3_clientVersion'))
    if (!client.toLowerCase().startsWith('anvil')) return undefined
    const { FARCASTER_ID_REGISTRY_ADDRESS } = await import('@foyer/server')
    const code = await rpc(mainnetRpc, 'eth_getCode', [FARCASTER_ID_REGISTRY_ADDRESS, 'latest'])
    return code && code !== '0x' ? mainnetRpc : undefined
  } catch {
    // No node there (yet): the server keeps its default.
    return undefined
  }
}
