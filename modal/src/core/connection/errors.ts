import { BaseError } from '../errors/base.ts'
import { validationDetails } from '../errors/details.ts'
import { SAFE_INFO_TIMEOUT } from './constants.ts'

/** A signing account must be among the connection's accounts (SPEC §5, §8). */
export class ConnectorAccountNotFoundError extends BaseError {
  override name = 'ConnectorAccountNotFoundError' as const

  constructor({ address, connectorName }: { address: string; connectorName?: string | undefined }) {
    super('Account not found for connector', {
      details: validationDetails(
        'account',
        `must be one of the accounts of connector "${connectorName ?? 'unknown'}"`,
        address,
      ),
    })
  }
}

export type ConnectorAccountNotFoundErrorType = ConnectorAccountNotFoundError & {
  name: 'ConnectorAccountNotFoundError'
}

/** Connecting the connector of the current connection is refused (SPEC §4). */
export class ConnectorAlreadyConnectedError extends BaseError {
  override name = 'ConnectorAlreadyConnectedError' as const

  constructor({ connectorId }: { connectorId?: string | undefined } = {}) {
    super('Connector already connected.', {
      details:
        connectorId === undefined
          ? undefined
          : `Connector "${connectorId}" is the current connection.`,
    })
  }
}

export type ConnectorAlreadyConnectedErrorType = ConnectorAlreadyConnectedError & {
  name: 'ConnectorAlreadyConnectedError'
}

/** The connector's chain must match the connection's chain (SPEC §5, §8). */
export class ConnectorChainMismatchError extends BaseError {
  override name = 'ConnectorChainMismatchError' as const

  constructor({
    connectionChainId,
    connectorChainId,
  }: {
    connectionChainId: number
    connectorChainId: number
  }) {
    super("The current chain of the connector does not match the connection's chain", {
      details: validationDetails(
        'connector chainId',
        `must match the connection's chainId ${connectionChainId}`,
        connectorChainId,
      ),
    })
  }
}

export type ConnectorChainMismatchErrorType = ConnectorChainMismatchError & {
  name: 'ConnectorChainMismatchError'
}

/** An action needs a connection the connector does not have (SPEC §8). */
export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnectedError' as const

  constructor({ connectorId }: { connectorId?: string | undefined } = {}) {
    super('Connector not connected.', {
      details:
        connectorId === undefined ? undefined : `No connection for connector "${connectorId}".`,
    })
  }
}

export type ConnectorNotConnectedErrorType = ConnectorNotConnectedError & {
  name: 'ConnectorNotConnectedError'
}

/**
 * A wallet connector must exist (SPEC §5). SPEC gives no message for this rule; the message is
 * wagmi's, which hosts already know.
 */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError' as const

  constructor({ connectorId }: { connectorId?: string | undefined } = {}) {
    super('Connector not found.', {
      details: connectorId === undefined ? undefined : `No connector with id "${connectorId}".`,
    })
  }
}

export type ConnectorNotFoundErrorType = ConnectorNotFoundError & { name: 'ConnectorNotFoundError' }

/** A connector cannot be used while the session is being restored (SPEC §8). */
export class ConnectorUnavailableReconnectingError extends BaseError {
  override name = 'ConnectorUnavailableReconnectingError' as const

  constructor({ connectorName }: { connectorName?: string | undefined } = {}) {
    super('Connector unavailable while reconnecting', {
      details:
        connectorName === undefined
          ? undefined
          : `"${connectorName}" is still reconnecting; retry once it is done.`,
    })
  }
}

export type ConnectorUnavailableReconnectingErrorType = ConnectorUnavailableReconnectingError & {
  name: 'ConnectorUnavailableReconnectingError'
}

/** The connector has no EIP-1193 provider, e.g. the browser wallet was removed (SPEC §8). */
export class ProviderNotFoundError extends BaseError {
  override name = 'ProviderNotFoundError' as const

  constructor() {
    super('Provider not found.')
  }
}

export type ProviderNotFoundErrorType = ProviderNotFoundError & { name: 'ProviderNotFoundError' }

/** The Safe app did not answer with its info in time (SPEC §8, default timeout 10). */
export class SafeInfoTimeoutError extends BaseError {
  override name = 'SafeInfoTimeoutError' as const

  constructor({ timeout = SAFE_INFO_TIMEOUT }: { timeout?: number } = {}) {
    super('Could not load Safe information', {
      details: `No Safe info within ${timeout} ms; is the app open inside a Safe?`,
    })
  }
}

export type SafeInfoTimeoutErrorType = SafeInfoTimeoutError & { name: 'SafeInfoTimeoutError' }

// In a file of its own: ensureEngine.ts is in the host's first load, the other errors are not.
export {
  WalletCodeLoadError,
  type WalletCodeLoadErrorType,
} from './walletCodeLoadError.ts'

/** The wallet did not answer a connect in time (it may still answer later). */
export class WalletNotAnsweringError extends BaseError {
  override name = 'WalletNotAnsweringError' as const

  constructor({ connectorName, timeoutMs }: { connectorName: string; timeoutMs: number }) {
    super(`${connectorName} did not answer. Approve the request in the wallet, or try again.`, {
      details: `No answer to eth_requestAccounts within ${timeoutMs} ms.`,
    })
  }
}

export type WalletNotAnsweringErrorType = WalletNotAnsweringError & {
  name: 'WalletNotAnsweringError'
}

/** The visitor cancelled a connect that was waiting for the wallet. */
export class ConnectCancelledError extends BaseError {
  override name = 'ConnectCancelledError' as const

  constructor({ connectorName }: { connectorName?: string | undefined } = {}) {
    super('The connection was cancelled.', {
      details: connectorName ? `Connecting ${connectorName} was cancelled.` : undefined,
    })
  }
}

export type ConnectCancelledErrorType = ConnectCancelledError & { name: 'ConnectCancelledError' }

/** A wallet answered a signing request with something that is not a signature (SPEC §5). */
export class InvalidSignatureError extends BaseError {
  override name = 'InvalidSignatureError' as const
  constructor({ value }: { value: unknown }) {
    super('The wallet did not return a signature.', {
      details: validationDetails(
        'signature',
        'must be 0x followed by 62 or more hex digits',
        value,
      ),
    })
  }
}

export type InvalidSignatureErrorType = InvalidSignatureError & { name: 'InvalidSignatureError' }
