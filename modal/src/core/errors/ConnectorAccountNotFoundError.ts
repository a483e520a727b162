import { BaseError } from './BaseError.ts'
import { validationDetails } from './validationDetails.ts'

/** A signing account must be among the connection's accounts (SPEC §5, §8). */
export class ConnectorAccountNotFoundError extends BaseError {
  override name = 'ConnectorAccountNotFoundError'

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
