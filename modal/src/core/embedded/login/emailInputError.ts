import { describeError } from '../../errors/describeError.ts'
import type { Foyer } from '../../foyer.ts'
import { assertEmailCooldown } from '../assertEmailCooldown.ts'

/**
 * Why `email` cannot be sent a code now, in words a person can act on, or undefined: not an
 * address (SPEC §5: the frame's own check, loaded on submit, not with the views), or within 30 s
 * of the last email login or update ('Please try again after N seconds').
 */
export async function emailInputError(foyer: Foyer, email: string): Promise<string | undefined> {
  try {
    if (email === '') return 'Enter your email address, like name@example.com'
    if (!(await import('../isEmail.ts')).isEmail(email))
      return `Enter a valid email address, like name@example.com ("${email}" is not one)`
    assertEmailCooldown({ lastLoginAt: foyer.persisted.get('lastEmailLoginTime') })
  } catch (error) {
    return describeError(error)
  }
  return undefined
}
