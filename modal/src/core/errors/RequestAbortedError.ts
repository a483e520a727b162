import { BaseError } from './BaseError.ts'

/** A pending request was aborted before it was answered (SPEC §6, §8). */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError'

  constructor({ method }: { method?: string | undefined } = {}) {
    super('Request was aborted', {
      details: method === undefined ? undefined : `Method: ${method}.`,
    })
  }
}
