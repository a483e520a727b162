import { describe, expect, it } from 'vitest'
import { EmailCooldownError, EmailInputError } from '../core/embedded/errors.ts'
import { formatMessage } from '../core/i18n/formatMessage.ts'
import ar from '../core/i18n/messages/ar.ts'
import { en } from '../core/i18n/messages/en.ts'
import { describeErrorIn } from './describeErrorIn.ts'
import { makeI18n } from './useI18n.ts'

const english = makeI18n('en', 'ltr', en)
const arabic = makeI18n('ar', 'rtl', ar)

// What the visitor typed, refused before anything is sent, said in their language.
describe('describeErrorIn: the email and code input errors', () => {
  it('says each EmailInputError in English exactly as its message', () => {
    for (const error of [
      new EmailInputError('missing'),
      new EmailInputError('invalid', 'ada@@example'),
      new EmailInputError('code', '12345'),
    ])
      expect(describeErrorIn(english.t, error)).toBe(error.shortMessage)
    expect(describeErrorIn(english.t, new EmailInputError('invalid', 'ada@@example'))).toBe(
      'Enter a valid email address, like name@example.com ("ada@@example" is not one)',
    )
  })

  it('says them in Arabic, the typed address in it, and the cooldown with its seconds', () => {
    expect(describeErrorIn(arabic.t, new EmailInputError('invalid', 'ada@@example'))).toBe(
      formatMessage('ar', ar['email.notAnAddress'], { email: 'ada@@example' }),
    )
    expect(describeErrorIn(arabic.t, new EmailInputError('invalid', 'ada@@example'))).toContain(
      'ada@@example',
    )
    expect(describeErrorIn(arabic.t, new EmailInputError('missing'))).toBe(ar['email.enterAddress'])
    expect(describeErrorIn(arabic.t, new EmailInputError('code', '1'))).toBe(ar['email.enterCode'])
    expect(describeErrorIn(arabic.t, new EmailCooldownError({ remainingMs: 12_000 }))).toBe(
      formatMessage('ar', ar['error.emailCooldown'], { seconds: 12 }),
    )
  })
})
