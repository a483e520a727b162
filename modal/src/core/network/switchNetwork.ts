import { ensureEngine } from '../connection/ensureEngine.ts'
import { toFoyerError } from '../connection/toFoyerError.ts'
import type { Foyer } from '../foyer.ts'
import { afterNetworkSwitch } from '../router/afterNetworkSwitch.ts'
import { instrumentRequest } from '../rpc/instrumentRequest.ts'
import { assertChainId } from './assertChainId.ts'
import {
  ChainNotConfiguredError,
  type ChainNotConfiguredErrorType,
  type InvalidChainIdErrorType,
  type SwitchChainNotSupportedErrorType,
} from './errors.ts'

export type SwitchNetworkParameters = { chainId: number }

/** Besides these, the wallet's own error (e.g. EIP-1193 4001 when the visitor refuses). */
export type SwitchNetworkErrorType =
  | InvalidChainIdErrorType
  | ChainNotConfiguredErrorType
  | SwitchChainNotSupportedErrorType

/**
 * Asks the current wallet to switch chain; an open modal then returns to the view before
 * Networks, or closes (SPEC §2). The chain id must be below 2147483648 ('Invalid chainId') and
 * one of the config's chains ('Chain not configured.'). The new chain is remembered as the last
 * used one.
 * @example await switchNetwork(foyer, { chainId: 137 })
 */
export async function switchNetwork(
  foyer: Foyer,
  { chainId }: SwitchNetworkParameters,
): Promise<void> {
  assertChainId(chainId)
  if (!foyer.config.chains.includes(chainId)) throw new ChainNotConfiguredError({ chainId })
  const engine = await ensureEngine(foyer)
  try {
    await instrumentRequest(foyer, { method: 'wallet_switchEthereumChain', source: 'modal' }, () =>
      engine.wagmi.switchChain(engine.config, { chainId }),
    )
  } catch (error) {
    throw toFoyerError(error, {
      chainId,
      connectorName: engine.wagmi.getConnection(engine.config).connector?.name,
    })
  }
  if (foyer.modal.getState().open) afterNetworkSwitch(foyer)
}
