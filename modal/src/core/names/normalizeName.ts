import { normalize } from 'viem/ens'
import { InvalidNameError } from './errors.ts'

export type NormalizeNameErrorType = InvalidNameError

/**
 * Normalises a name under ENSIP-15 with viem's `normalize` (SPEC §5): lower-cases it and rejects
 * disallowed characters, mixed scripts, leading combining marks, underscores not at the start and
 * more than 4 non-spacing marks on a character. Throws `InvalidNameError` with the reason.
 * @example normalizeName('Ada') // 'ada'
 */
export function normalizeName(name: string): string {
  try {
    return normalize(name)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new InvalidNameError({ name, reason, cause: error })
  }
}
