import { CHAIN_ID_CEILING } from './constants.ts'
import { InvalidChainIdError } from './errors.ts'

export type AssertChainIdErrorType = InvalidChainIdError

/**
 * Checks that a chain id is a positive integer below 2147483648 (SPEC §5); throws
 * `InvalidChainIdError` ('Invalid chainId') naming the broken rule otherwise.
 * @example assertChainId(137)
 */
export function assertChainId(chainId: unknown): asserts chainId is number {
  const rule =
    typeof chainId !== 'number' || !Number.isInteger(chainId)
      ? 'must be an integer'
      : chainId <= 0
        ? 'must be above 0'
        : chainId >= CHAIN_ID_CEILING
          ? `must be below ${CHAIN_ID_CEILING}`
          : undefined
  if (rule) throw new InvalidChainIdError({ chainId, rule })
}
