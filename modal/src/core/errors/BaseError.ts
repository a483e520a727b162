export type BaseErrorParameters = {
  /** Longer explanation for developers (field, rule, value). */
  details?: string | undefined
  cause?: unknown
  /** Path under the docs site that explains the error. */
  docsPath?: string | undefined
}

/**
 * The one error base of Foyer. `shortMessage` is what a person sees (SPEC §8 strings are kept
 * exactly); `message` adds details for developers. Callers tell errors apart by `name`.
 */
export class BaseError extends Error {
  override name = 'FoyerError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly docsPath: string | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const { details, cause, docsPath } = parameters
    super(details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage, { cause })
    this.shortMessage = shortMessage
    this.details = details
    this.docsPath = docsPath
  }
}
