import { BaseError } from './BaseError.ts'

/** The frame tried to answer the app but has no parent window to post to (SPEC §8). */
export class FrameParentNotSetError extends BaseError {
  override name = 'FrameParentNotSetError'

  constructor() {
    super('parent is not set')
  }
}
