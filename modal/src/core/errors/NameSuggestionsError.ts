import { NameServiceError, type NameServiceErrorParameters } from './NameServiceError.ts'

/** Name suggestions could not be fetched (SPEC §8). */
export class NameSuggestionsError extends NameServiceError {
  override name = 'NameSuggestionsError'

  constructor(parameters: NameServiceErrorParameters = {}) {
    super('Error fetching name suggestions', parameters)
  }
}
