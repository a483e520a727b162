import { BaseError } from './BaseError.ts'

/** Connecting the connector of the current connection is refused (SPEC §4). */
export class ConnectorAlreadyConnectedError extends BaseError {
  override name = 'ConnectorAlreadyConnectedError'

  constructor({ connectorId }: { connectorId?: string | undefined } = {}) {
    super('Connector already connected.', {
      details:
        connectorId === undefined
          ? undefined
          : `Connector "${connectorId}" is the current connection.`,
    })
  }
}
