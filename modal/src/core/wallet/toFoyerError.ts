import { BaseError } from '../errors/BaseError.ts'
import { ChainNotConfiguredError } from '../errors/ChainNotConfiguredError.ts'
import { ConnectorAlreadyConnectedError } from '../errors/ConnectorAlreadyConnectedError.ts'
import { ConnectorNotConnectedError } from '../errors/ConnectorNotConnectedError.ts'
import { ConnectorUnavailableReconnectingError } from '../errors/ConnectorUnavailableReconnectingError.ts'
import { ProviderNotFoundError } from '../errors/ProviderNotFoundError.ts'
import { SwitchChainNotSupportedError } from '../errors/SwitchChainNotSupportedError.ts'

type Context = {
  connectorId?: string | undefined
  connectorName?: string | undefined
  chainId?: number
}

function causeCodes(error: unknown): number[] {
  const codes: number[] = []
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 10; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'number') codes.push(code)
    current = cause
  }
  return codes
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
  if (name === 'SwitchChainError' && causeCodes(error).includes(4200))
    return new SwitchChainNotSupportedError({ connectorName: context.connectorName })
  if (name === 'SwitchChainError' && /ChainNotConfigured/.test(String((error as Error).cause)))
    return new ChainNotConfiguredError({ chainId: context.chainId })
  return error
}
