import { NameServiceError, type NameServiceErrorParameters } from './NameServiceError.ts'

/** The names of an address could not be fetched (SPEC §8). */
export class NameReverseLookupError extends NameServiceError {
  override name = 'NameReverseLookupError'

  constructor(parameters: NameServiceErrorParameters = {}) {
    super('Error fetching names for address', parameters)
  }
}
