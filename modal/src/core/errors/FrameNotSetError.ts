import { BaseError } from './BaseError.ts'

/** The app tried to post to the embedded-wallet iframe before it exists (SPEC §8). */
export class FrameNotSetError extends BaseError {
  override name = 'FrameNotSetError'

  constructor() {
    super('W3mFrame: iframe is not set')
  }
}
