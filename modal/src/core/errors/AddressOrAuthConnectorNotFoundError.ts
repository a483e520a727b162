import { BaseError } from './BaseError.ts'

/** Name registration needs a connected address and the embedded-wallet connector (SPEC §8). */
export class AddressOrAuthConnectorNotFoundError extends BaseError {
  override name = 'AddressOrAuthConnectorNotFoundError'

  constructor() {
    super('Address or auth connector not found')
  }
}
