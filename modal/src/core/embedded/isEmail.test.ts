import { describe, expect, it } from 'vitest'
import { isEmail } from './isEmail.ts'

const _hex = (n: number) => 'a1B2'.repeat(Math.ceil(n / 4)).slice(0, n)

describe('isEmail (SPEC §5)', () => {
  it.each([
    ['ada@example.com', true],
    ['ada.lovelace+foyer@mail.example.co.uk', true],
    ['ada@example', false],
    ['ada example@example.com', false],
    ['@example.com', false],
    ['ada@', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected)
  })
})
