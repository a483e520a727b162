import type { Address } from 'viem'
import type { Foyer } from '../foyer.ts'
import { requestRpc } from '../rpc/requestRpc.ts'

export type GetCapabilitiesParameters = {
  /** @default the current account */
  account?: Address | undefined
}

/** EIP-5792 capabilities by chain id (hex), as the wallet reports them. */
export type GetCapabilitiesReturnType = Record<string, unknown>

/**
 * The current wallet's EIP-5792 capabilities (wallet_getCapabilities). Many wallets do not
 * implement it, so a failed call returns `{}` (SPEC §8): no capabilities is the safe reading.
 * Never throws.
 * @example const capabilities = await getCapabilities(foyer)
 */
export async function getCapabilities(
  foyer: Foyer,
  { account }: GetCapabilitiesParameters = {},
): Promise<GetCapabilitiesReturnType> {
  try {
    const address = account ?? foyer.connection.getState().address
    const result = await requestRpc(foyer, {
      method: 'wallet_getCapabilities',
      params: address ? [address] : [],
    })
    return result !== null && typeof result === 'object' && !Array.isArray(result)
      ? (result as GetCapabilitiesReturnType)
      : {}
  } catch {
    return {}
  }
}
