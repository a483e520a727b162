import { ACCOUNT_NAME_MIN_LENGTH } from './constants.ts'
import { InvalidAccountNameError } from './errors.ts'

const ACCOUNT_NAME_PATTERN = new RegExp(`^[a-zA-Z0-9-]{${ACCOUNT_NAME_MIN_LENGTH},}$`)

export type ValidateAccountNameErrorType = InvalidAccountNameError

/**
 * Checks an account name before registration: letters, digits and hyphens only, at least 4
 * characters (SPEC §5). Returns the name; throws `InvalidAccountNameError` otherwise.
 * @example validateAccountName('ada-lovelace') // 'ada-lovelace'
 */
export function validateAccountName(name: unknown): string {
  if (typeof name === 'string' && ACCOUNT_NAME_PATTERN.test(name)) return name
  throw new InvalidAccountNameError({ name, pattern: ACCOUNT_NAME_PATTERN })
}
