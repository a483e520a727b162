import { NameServiceError, type NameServiceErrorParameters } from './NameServiceError.ts'

/** A name could not be resolved (SPEC §8). */
export class NameResolutionError extends NameServiceError {
  override name = 'NameResolutionError'

  constructor(parameters: NameServiceErrorParameters = {}) {
    super('Error resolving name', parameters)
  }
}
