import { getEmailSchema } from './emailSchema.ts'

/**
 * True when `value` is an email address the embedded wallet accepts (SPEC §5).
 * @example isEmail('ada@example.com') // true
 */
export function isEmail(value: unknown): value is string {
  return getEmailSchema().safeParse(value).success
}
