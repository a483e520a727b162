import { BaseError } from './BaseError.ts'

/** Name registration needs an active network (SPEC §8). */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'

  constructor() {
    super('Network not found')
  }
}
