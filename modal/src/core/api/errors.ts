import { BaseError } from '../errors/base.ts'

/**
 * A backend call (on-ramp) failed: unreachable, an error status, or an answer that breaks the
 * contract. SPEC shows no message; the API's own reason is used when it sends one.
 */
export class ApiRequestError extends BaseError {
  override name = 'ApiRequestError' as const
  readonly status: number | undefined

  constructor({
    message,
    request,
    status,
    details,
    cause,
  }: {
    message: string
    /** e.g. `POST /v1/onramp/quote` */
    request: string
    status?: number | undefined
    details?: string | undefined
    cause?: unknown
  }) {
    super(message, {
      cause,
      details: [request, status === undefined ? '' : `HTTP ${status}`, details ?? '']
        .filter(Boolean)
        .join(', '),
    })
    this.status = status
  }
}

export type ApiRequestErrorType = ApiRequestError & { name: 'ApiRequestError' }
