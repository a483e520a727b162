import { BaseError } from './BaseError.ts'
import { validationDetails } from './validationDetails.ts'

/** A chain id that is not a positive integer below 2147483648 (SPEC §5, §8). */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'

  constructor({ chainId, rule }: { chainId: unknown; rule: string }) {
    super('Invalid chainId', { details: validationDetails('chainId', rule, chainId) })
  }
}
