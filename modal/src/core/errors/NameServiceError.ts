import { BaseError } from './BaseError.ts'

export type NameServiceErrorParameters = {
  /** The API's `reasons` array; the first description becomes the message. */
  reasons?: unknown
  cause?: unknown
}

/** The first `reasons[].description` the name-service API sent, if it is a non-empty string. */
function firstReason(reasons: unknown): string | undefined {
  if (!Array.isArray(reasons)) return undefined
  const description = (reasons[0] as { description?: unknown } | undefined)?.description
  return typeof description === 'string' && description.trim() ? description : undefined
}

/**
 * Base of the name-service errors (SPEC §8): the message is the first reason description from
 * the API, else the operation's fallback.
 */
export class NameServiceError extends BaseError {
  override name = 'NameServiceError'
  /** The API's reason, if it gave one. */
  readonly reason: string | undefined

  constructor(fallback: string, { reasons, cause }: NameServiceErrorParameters = {}) {
    const reason = firstReason(reasons)
    super(reason ?? fallback, { cause })
    this.reason = reason
  }
}
