import { describe, expect, it } from 'vitest'
import { InvalidAccountNameError } from './errors.ts'
import { validateAccountName } from './validateAccountName.ts'

describe('validateAccountName (SPEC §5)', () => {
  it.each(['abcd', 'ada-lovelace', 'A1-b2', '1234', '----'])('accepts %j', (name) => {
    expect(validateAccountName(name)).toBe(name)
  })

  it.each(['ab', 'abc', 'ab_c', 'ada lovelace', 'ada.eth', 'émile', '', undefined])(
    'refuses %j',
    (name) => {
      expect(() => validateAccountName(name)).toThrow(InvalidAccountNameError)
    },
  )

  it('names the field, the rule and the value', () => {
    expect(() => validateAccountName('ab')).toThrowError(
      expect.objectContaining({
        shortMessage:
          'Account name must use letters, digits and hyphens, at least 4 characters. Provided: "ab"',
        details: 'name must match /^[a-zA-Z0-9-]{4,}$/. Provided: "ab"',
      }),
    )
  })
})
