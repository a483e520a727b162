import { BaseError } from './BaseError.ts'

/** A send on a chain that is neither EVM nor Solana (SPEC §8). */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'

  constructor({ namespace }: { namespace?: string | undefined } = {}) {
    super('Unsupported chain', {
      details:
        namespace === undefined
          ? undefined
          : `Namespace "${namespace}" is neither eip155 nor solana.`,
    })
  }
}
