import { BaseError } from './BaseError.ts'

/** An action needs a connection the connector does not have (SPEC §8). */
export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnectedError'

  constructor({ connectorId }: { connectorId?: string | undefined } = {}) {
    super('Connector not connected.', {
      details:
        connectorId === undefined ? undefined : `No connection for connector "${connectorId}".`,
    })
  }
}
