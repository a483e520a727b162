import { describe, expect, it } from 'vitest'
import { checkAccountName } from './checkAccountName.ts'

describe('checkAccountName', () => {
  it('accepts letters, digits and hyphens, lower-cased, with or without the suffix', () => {
    expect(checkAccountName(' Ada-1 ')).toEqual({
      ok: true,
      label: 'ada-1',
      fullName: 'ada-1.foyer.id',
    })
    expect(checkAccountName('ada-1.FOYER.ID')).toMatchObject({ ok: true, label: 'ada-1' })
  })

  it.each([
    ['', 'empty', 'Type a name.'],
    ['abc', 'length', 'Use at least 4 characters: "abc" has 3.'],
    ['ad a', 'characters', 'Use only letters, digits and hyphens: " " is not allowed.'],
    ['adé1', 'characters', 'Use only letters, digits and hyphens: "é" is not allowed.'],
    ['ab--cd', 'ensip15', 'Not a valid ENS name (ENSIP-15): invalid label extension: "ab--".'],
  ])('names the rule %j breaks', (typed, rule, message) => {
    expect(checkAccountName(typed)).toEqual({ ok: false, rule, message })
  })
})
