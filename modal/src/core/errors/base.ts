export type BaseErrorParameters = {
  /** Longer explanation for developers (field, rule, value). */
  details?: string | undefined
  cause?: unknown
  /**
   * The short message alone says too little ('Something went wrong'): a person is shown it
   * followed by what the cause says. @default false
   */
  describesCause?: boolean | undefined
}

/** The most errors `walk` follows: wallets and viem wrap errors a few levels deep, never 10. */
const MAX_DEPTH = 10

/**
 * Follows `error` and its `cause` chain, outermost first, and returns the first error for which
 * `fn` is true; without `fn`, the innermost error. Works on any thrown value (a viem error, a
 * wallet's plain `{ code: 4001 }` object), so one walker serves every error Foyer meets.
 * @example walk(error, (e) => (e as { code?: unknown }).code === 4001)
 */
export function walk(error: unknown, fn?: (error: unknown) => boolean): unknown {
  let current: unknown = error
  let last: unknown = error
  for (let depth = 0; current !== null && current !== undefined && depth < MAX_DEPTH; depth++) {
    if (fn?.(current)) return current
    last = current
    if (typeof current !== 'object') break
    current = (current as { cause?: unknown }).cause
  }
  return fn ? undefined : last
}

/**
 * The one error base of Foyer. `shortMessage` is what a person sees (SPEC §8 strings are kept
 * exactly); `message` adds details for developers. Callers tell errors apart by `name`, which each
 * class narrows to its own literal, so `XErrorType` unions narrow in a `switch`.
 * @example
 * if (error instanceof BaseError && error.walk((e) => e instanceof SendError)) …
 */
export class BaseError extends Error {
  override name = 'FoyerError'
  readonly shortMessage: string
  readonly details: string | undefined
  /** See `BaseErrorParameters.describesCause`. */
  readonly describesCause: boolean

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const { details, cause, describesCause = false } = parameters
    super(details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage, { cause })
    this.shortMessage = shortMessage
    this.details = details
    this.describesCause = describesCause
  }

  /**
   * The first error of this error's cause chain (itself included) for which `fn` is true, or
   * the innermost one without `fn`.
   */
  walk(fn?: (error: unknown) => boolean): unknown {
    return walk(this, fn)
  }
}
