import { SAFE_INFO_TIMEOUT } from '../constants.ts'
import { BaseError } from './BaseError.ts'

/** The Safe app did not answer with its info in time (SPEC §8, default timeout 10). */
export class SafeInfoTimeoutError extends BaseError {
  override name = 'SafeInfoTimeoutError'

  constructor({ timeout = SAFE_INFO_TIMEOUT }: { timeout?: number } = {}) {
    super('Could not load Safe information', {
      details: `No Safe info within ${timeout} ms; is the app open inside a Safe?`,
    })
  }
}
