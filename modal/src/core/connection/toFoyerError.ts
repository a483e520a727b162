import { BaseError, walk } from '../errors/base.ts'
import { ChainNotConfiguredError, SwitchChainNotSupportedError } from '../network/errors.ts'
import {
  ConnectorAlreadyConnectedError,
  ConnectorNotConnectedError,
  ConnectorUnavailableReconnectingError,
  ProviderNotFoundError,
} from './errors.ts'

type Context = {
  connectorId?: string | undefined
  connectorName?: string | undefined
  chainId?: number
}

/**
 * Turns what wagmi or a wallet threw into Foyer's error with SPEC §8's message, so callers and
 * views tell errors apart by class. Errors Foyer has no class for pass through unchanged.
 */
export function toFoyerError(error: unknown, context: Context = {}): unknown {
  if (error instanceof BaseError && !('version' in error)) return error
  const name = (error as { name?: unknown } | null)?.name
  switch (name) {
    case 'ConnectorAlreadyConnectedError':
      return new ConnectorAlreadyConnectedError({ connectorId: context.connectorId })
    case 'ConnectorNotConnectedError':
    case 'ConnectorNotFoundError':
      return new ConnectorNotConnectedError({ connectorId: context.connectorId })
    case 'ConnectorUnavailableReconnectingError':
      return new ConnectorUnavailableReconnectingError({ connectorName: context.connectorName })
    case 'ProviderNotFoundError':
      return new ProviderNotFoundError()
    case 'ChainNotConfiguredError':
      return new ChainNotConfiguredError({ chainId: context.chainId })
    case 'SwitchChainNotSupportedError':
      return new SwitchChainNotSupportedError({ connectorName: context.connectorName })
  }
  // A wallet without wallet_switchEthereumChain answers 4200 (unsupported method).
  if (name === 'SwitchChainError' && walk(error, (e) => (e as { code?: unknown }).code === 4200))
    return new SwitchChainNotSupportedError({ connectorName: context.connectorName })
  if (name === 'SwitchChainError' && /ChainNotConfigured/.test(String((error as Error).cause)))
    return new ChainNotConfiguredError({ chainId: context.chainId })
  return error
}
