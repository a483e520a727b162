import { firstReason } from '../contracts/primitives.ts'
import { BaseError } from '../errors/base.ts'
import { describeValue, validationDetails } from '../errors/details.ts'
import { ACCOUNT_NAME_MIN_LENGTH } from './constants.ts'

export type NameServiceErrorParameters = {
  /** The API's `reasons` array; the first description becomes the message. */
  reasons?: unknown
  cause?: unknown
}

/**
 * Base of the name-service errors (SPEC §8): the message is the first reason description from
 * the API, else the operation's fallback.
 */
export class NameServiceError extends BaseError {
  override name: string = 'NameServiceError'
  /** The API's reason, if it gave one. */
  readonly reason: string | undefined

  constructor(fallback: string, { reasons, cause }: NameServiceErrorParameters = {}) {
    const reason = firstReason(reasons)
    super(reason ?? fallback, { cause })
    this.reason = reason
  }
}

/** Name registration needs a connected address and the embedded-wallet connector (SPEC §8). */
export class AddressOrAuthConnectorNotFoundError extends BaseError {
  override name = 'AddressOrAuthConnectorNotFoundError' as const

  constructor() {
    super('Address or auth connector not found')
  }
}

export type AddressOrAuthConnectorNotFoundErrorType = AddressOrAuthConnectorNotFoundError & {
  name: 'AddressOrAuthConnectorNotFoundError'
}

/** An account name that is not letters, digits and hyphens, at least 4 long (SPEC §5). */
export class InvalidAccountNameError extends BaseError {
  override name = 'InvalidAccountNameError' as const

  constructor({ name, pattern }: { name: unknown; pattern: RegExp }) {
    super(
      `Account name must use letters, digits and hyphens, at least ${ACCOUNT_NAME_MIN_LENGTH} characters. Provided: ${describeValue(name)}`,
      { details: validationDetails('name', `must match ${pattern}`, name) },
    )
  }
}

export type InvalidAccountNameErrorType = InvalidAccountNameError & {
  name: 'InvalidAccountNameError'
}

/**
 * A name that ENSIP-15 normalisation rejects (SPEC §5). The message is the normaliser's own, e.g.
 * 'underscore allowed only at start', because it tells the visitor which character to change.
 */
export class InvalidNameError extends BaseError {
  override name = 'InvalidNameError' as const

  constructor({ name, reason, cause }: { name: unknown; reason: string; cause?: unknown }) {
    super(reason, {
      cause,
      details: validationDetails('name', 'must be normalisable under ENSIP-15', name),
    })
  }
}

export type InvalidNameErrorType = InvalidNameError & { name: 'InvalidNameError' }

/** A name could not be registered (SPEC §4, §8). */
export class NameRegistrationError extends NameServiceError {
  override name = 'NameRegistrationError' as const

  constructor({ name, ...parameters }: NameServiceErrorParameters & { name: string }) {
    super(`Error registering name ${name}`, parameters)
  }
}

export type NameRegistrationErrorType = NameRegistrationError & { name: 'NameRegistrationError' }

/** A name could not be resolved (SPEC §8). */
export class NameResolutionError extends NameServiceError {
  override name = 'NameResolutionError' as const

  constructor(parameters: NameServiceErrorParameters = {}) {
    super('Error resolving name', parameters)
  }
}

export type NameResolutionErrorType = NameResolutionError & { name: 'NameResolutionError' }

/** The names of an address could not be fetched (SPEC §8). */
export class NameReverseLookupError extends NameServiceError {
  override name = 'NameReverseLookupError' as const

  constructor(parameters: NameServiceErrorParameters = {}) {
    super('Error fetching names for address', parameters)
  }
}

export type NameReverseLookupErrorType = NameReverseLookupError & { name: 'NameReverseLookupError' }

/** Name suggestions could not be fetched (SPEC §8). */
export class NameSuggestionsError extends NameServiceError {
  override name = 'NameSuggestionsError' as const

  constructor(parameters: NameServiceErrorParameters = {}) {
    super('Error fetching name suggestions', parameters)
  }
}

export type NameSuggestionsErrorType = NameSuggestionsError & { name: 'NameSuggestionsError' }

/** Name registration needs an active network (SPEC §8). */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError' as const

  constructor() {
    super('Network not found')
  }
}

export type NetworkNotFoundErrorType = NetworkNotFoundError & { name: 'NetworkNotFoundError' }
