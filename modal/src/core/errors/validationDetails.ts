import { describeValue } from '../utils/describeValue.ts'

/**
 * The `details` of a validation error: `<field> <rule>. Provided: <value>`, the same shape as the
 * config issues, so a developer always learns what was checked and what was given.
 * @example validationDetails('chainId', 'must be below 2147483648', 2147483648)
 * // 'chainId must be below 2147483648. Provided: 2147483648'
 */
export function validationDetails(field: string, rule: string, value: unknown): string {
  return `${field} ${rule}. Provided: ${describeValue(value)}`
}
