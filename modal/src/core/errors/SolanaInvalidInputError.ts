import { BaseError } from './BaseError.ts'
import { validationDetails } from './validationDetails.ts'

/** A Solana send needs an amount and a receiver (SPEC §4, §5). */
export class SolanaInvalidInputError extends BaseError {
  override name = 'SolanaInvalidInputError'

  constructor({ field, value }: { field: 'amount' | 'receiverAddress'; value: unknown }) {
    super('Please enter a valid amount and receiver address', {
      details: validationDetails(
        field,
        field === 'amount' ? 'must be a number above 0' : 'must be a non-empty address',
        value,
      ),
    })
  }
}
