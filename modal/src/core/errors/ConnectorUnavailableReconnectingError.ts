import { BaseError } from './BaseError.ts'

/** A connector cannot be used while the session is being restored (SPEC §8). */
export class ConnectorUnavailableReconnectingError extends BaseError {
  override name = 'ConnectorUnavailableReconnectingError'

  constructor({ connectorName }: { connectorName?: string | undefined } = {}) {
    super('Connector unavailable while reconnecting', {
      details:
        connectorName === undefined
          ? undefined
          : `"${connectorName}" is still reconnecting; retry once it is done.`,
    })
  }
}
