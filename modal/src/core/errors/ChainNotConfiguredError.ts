import { BaseError } from './BaseError.ts'

/** A chain was asked for that the host did not list in `chains` (SPEC §8). */
export class ChainNotConfiguredError extends BaseError {
  override name = 'ChainNotConfiguredError'

  constructor({ chainId }: { chainId?: number | undefined } = {}) {
    super('Chain not configured.', {
      details:
        chainId === undefined ? undefined : `Chain ${chainId} is not in the config's chains.`,
    })
  }
}
