import { ACCOUNT_NAME_MIN_LENGTH } from '../constants.ts'
import { describeValue } from '../utils/describeValue.ts'
import { BaseError } from './BaseError.ts'
import { validationDetails } from './validationDetails.ts'

/** An account name that is not letters, digits and hyphens, at least 4 long (SPEC §5). */
export class InvalidAccountNameError extends BaseError {
  override name = 'InvalidAccountNameError'

  constructor({ name, pattern }: { name: unknown; pattern: RegExp }) {
    super(
      `Account name must use letters, digits and hyphens, at least ${ACCOUNT_NAME_MIN_LENGTH} characters. Provided: ${describeValue(name)}`,
      { details: validationDetails('name', `must match ${pattern}`, name) },
    )
  }
}
