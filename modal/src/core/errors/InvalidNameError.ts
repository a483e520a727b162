import { BaseError } from './BaseError.ts'
import { validationDetails } from './validationDetails.ts'

/**
 * A name that ENSIP-15 normalisation rejects (SPEC §5). The message is the normaliser's own, e.g.
 * 'underscore allowed only at start', because it tells the visitor which character to change.
 */
export class InvalidNameError extends BaseError {
  override name = 'InvalidNameError'

  constructor({ name, reason, cause }: { name: unknown; reason: string; cause?: unknown }) {
    super(reason, {
      cause,
      details: validationDetails('name', 'must be normalisable under ENSIP-15', name),
    })
  }
}
