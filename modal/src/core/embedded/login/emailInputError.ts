import type { Foyer } from '../../foyer.ts'
import { assertEmailCooldown } from '../assertEmailCooldown.ts'
import { EmailInputError } from '../errors.ts'

/**
 * Why `email` cannot be sent a code now, or undefined: none typed or not an address
 * (`EmailInputError`; SPEC §5: the frame's own check, loaded on submit, not with the views), or
 * within 30 s of the last email login or update (`EmailCooldownError`: 'Please try again after N
 * seconds'). Views say it in the visitor's language (`errorNode`).
 */
export async function emailInputError(foyer: Foyer, email: string): Promise<Error | undefined> {
  try {
    if (email === '') return new EmailInputError('missing')
    if (!(await import('../isEmail.ts')).isEmail(email))
      return new EmailInputError('invalid', email)
    assertEmailCooldown({ lastLoginAt: foyer.persisted.get('lastEmailLoginTime') })
  } catch (error) {
    return error as Error
  }
  return undefined
}
