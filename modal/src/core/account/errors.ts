import { BaseError } from '../errors/base.ts'
import { validationDetails } from '../errors/details.ts'

/** A wallet answered a signing request with something that is not a signature (SPEC §5). */
export class InvalidSignatureError extends BaseError {
  override name = 'InvalidSignatureError' as const
  constructor({ value }: { value: unknown }) {
    super('The wallet did not return a signature.', {
      details: validationDetails(
        'signature',
        'must be 0x followed by 62 or more hex digits',
        value,
      ),
    })
  }
}

export type InvalidSignatureErrorType = InvalidSignatureError & { name: 'InvalidSignatureError' }
