import type { FoyerConfig } from '../config/configSchema.ts'
import { chainsById } from '../network/chains.ts'

const LOCAL_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/

/**
 * The block explorer of `chainId` (e.g. `https://etherscan.io`, no trailing slash), or undefined
 * for a chain that is local (anvil's 31337, or an `rpc` URL on this machine: a transaction there
 * is on no public explorer) or has no explorer.
 * @example blockExplorerUrl(config, 1) // 'https://etherscan.io'
 */
export function blockExplorerUrl(
  config: Pick<FoyerConfig, 'rpc'>,
  chainId: number,
): string | undefined {
  if (chainId === 31337) return undefined
  const rpc = config.rpc?.[String(chainId)]
  if (rpc) {
    try {
      if (LOCAL_HOST.test(new URL(rpc).hostname)) return undefined
    } catch {
      return undefined
    }
  }
  return chainsById[chainId as keyof typeof chainsById]?.blockExplorers?.default.url.replace(
    /\/+$/,
    '',
  )
}
