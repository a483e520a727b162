import { BaseError } from './BaseError.ts'

/** The hidden embedded-wallet iframe failed to load (SPEC §8). */
export class FrameLoadError extends BaseError {
  override name = 'FrameLoadError'

  constructor({ src, cause }: { src?: string | undefined; cause?: unknown } = {}) {
    super('Unable to load email login dependency', {
      cause,
      details: src === undefined ? undefined : `Frame source: ${src}`,
    })
  }
}
