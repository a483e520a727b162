import { BaseError } from '../errors/base.ts'

/**
 * How a call failed: the server could not be reached, it refused (an error status), or its
 * answer was not JSON or broke the route's reply contract.
 */
export type ApiFailure = 'unreachable' | 'refused' | 'invalid_json' | 'unexpected'

/**
 * A call to the Foyer server failed: unreachable, an error status, or an answer that breaks the
 * contract. SPEC shows no message; the API's own reason is used when it sends one. Each feature
 * may wrap it in its own error (the name service's, the frame's).
 */
export class ApiRequestError extends BaseError {
  override name = 'ApiRequestError' as const
  readonly status: number | undefined
  readonly failure: ApiFailure
  /** The error body's `error` code, e.g. `no_share`. */
  readonly code: string | undefined
  /** The error body's `message`. */
  readonly serverMessage: string | undefined
  /** The error body's `reasons` (SPEC §8: a client shows the first). */
  readonly reasons: unknown
  /** The `Retry-After` header of a refusal, as sent. */
  readonly retryAfter: string | undefined
  constructor({
    message,
    request,
    failure = 'refused',
    status,
    details,
    cause,
    code,
    serverMessage,
    reasons,
    retryAfter,
  }: {
    message: string
    /** e.g. `POST /v1/onramp/quote` */
    request: string
    /** @default 'refused' */
    failure?: ApiFailure
    status?: number | undefined
    details?: string | undefined
    cause?: unknown
    code?: string | undefined
    serverMessage?: string | undefined
    reasons?: unknown
    retryAfter?: string | undefined
  }) {
    super(message, {
      cause,
      details: [request, status === undefined ? '' : `HTTP ${status}`, details ?? '']
        .filter(Boolean)
        .join(', '),
    })
    this.status = status
    this.failure = failure
    this.code = code
    this.serverMessage = serverMessage
    this.reasons = reasons
    this.retryAfter = retryAfter
  }
}

export type ApiRequestErrorType = ApiRequestError & { name: 'ApiRequestError' }
