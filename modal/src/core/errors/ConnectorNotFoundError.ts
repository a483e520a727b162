import { BaseError } from './BaseError.ts'

/**
 * A wallet connector must exist (SPEC §5). SPEC gives no message for this rule; the message is
 * wagmi's, which hosts already know.
 */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'

  constructor({ connectorId }: { connectorId?: string | undefined } = {}) {
    super('Connector not found.', {
      details: connectorId === undefined ? undefined : `No connector with id "${connectorId}".`,
    })
  }
}
