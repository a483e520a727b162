import { BaseError } from './BaseError.ts'
import { validationDetails } from './validationDetails.ts'

/** The connector's chain must match the connection's chain (SPEC §5, §8). */
export class ConnectorChainMismatchError extends BaseError {
  override name = 'ConnectorChainMismatchError'

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
