import { BaseError } from './BaseError.ts'

/** The connector has no EIP-1193 provider, e.g. the browser wallet was removed (SPEC §8). */
export class ProviderNotFoundError extends BaseError {
  override name = 'ProviderNotFoundError'

  constructor() {
    super('Provider not found.')
  }
}
