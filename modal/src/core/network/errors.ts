import { BaseError } from '../errors/base.ts'
import { validationDetails } from '../errors/details.ts'
import { EVM_NAMESPACE } from './constants.ts'

/** A chain was asked for that the host did not list in `chains` (SPEC §8). */
export class ChainNotConfiguredError extends BaseError {
  override name = 'ChainNotConfiguredError' as const

  constructor({ chainId }: { chainId?: number | undefined } = {}) {
    super('Chain not configured.', {
      details:
        chainId === undefined ? undefined : `Chain ${chainId} is not in the config's chains.`,
    })
  }
}

export type ChainNotConfiguredErrorType = ChainNotConfiguredError & {
  name: 'ChainNotConfiguredError'
}

/** A chain id that is not a positive integer below 2147483648 (SPEC §5, §8). */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError' as const

  constructor({ chainId, rule }: { chainId: unknown; rule: string }) {
    super('Invalid chainId', { details: validationDetails('chainId', rule, chainId) })
  }
}

export type InvalidChainIdErrorType = InvalidChainIdError & { name: 'InvalidChainIdError' }

/**
 * Gas estimation and sending are EVM-only; a chain namespace other than eip155 is refused
 * (SPEC §5). SPEC only says the message is about the namespace; this is AppKit's wording.
 */
export class InvalidChainNamespaceError extends BaseError {
  override name = 'InvalidChainNamespaceError' as const

  constructor({ namespace, operation }: { namespace: string; operation: string }) {
    super(`chainNamespace is not ${EVM_NAMESPACE}`, {
      details: validationDetails(
        `${operation} chainNamespace`,
        `must be "${EVM_NAMESPACE}"`,
        namespace,
      ),
    })
  }
}

export type InvalidChainNamespaceErrorType = InvalidChainNamespaceError & {
  name: 'InvalidChainNamespaceError'
}

/** The wallet cannot switch chain on request; the visitor switches in the wallet (SPEC §8). */
export class SwitchChainNotSupportedError extends BaseError {
  override name = 'SwitchChainNotSupportedError' as const

  constructor({ connectorName }: { connectorName?: string | undefined } = {}) {
    super('connector does not support programmatic chain switching', {
      details: connectorName === undefined ? undefined : `Connector: "${connectorName}".`,
    })
  }
}

export type SwitchChainNotSupportedErrorType = SwitchChainNotSupportedError & {
  name: 'SwitchChainNotSupportedError'
}
