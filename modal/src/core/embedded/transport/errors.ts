import { BaseError } from '../../errors/base.ts'

/**
 * The embedded-wallet frame did not answer an app event in time (SPEC §7 lifecycle).
 * @example
 * transport.request('GET_USER', {}, { timeoutMs: 5000 }).catch((error) => {
 *   if (error instanceof FrameTimeoutError) retry() // 'The wallet frame did not answer GET_USER within 5000 ms'
 * })
 */
export class FrameTimeoutError extends BaseError {
  override name = 'FrameTimeoutError' as const
  /** The app event that went unanswered, e.g. `GET_USER`. */
  readonly type: string
  readonly timeoutMs: number

  constructor({ type, timeoutMs }: { type: string; timeoutMs: number }) {
    super(`The wallet frame did not answer ${type} within ${timeoutMs} ms`)
    this.type = type
    this.timeoutMs = timeoutMs
  }
}

export type FrameTimeoutErrorType = FrameTimeoutError & { name: 'FrameTimeoutError' }
