import { describe, expect, it } from 'vitest'
import { isSignedMessage } from './isSignedMessage.ts'

const hex = (n: number) => 'a1B2'.repeat(Math.ceil(n / 4)).slice(0, n)

describe('isSignedMessage (SPEC §5)', () => {
  it.each([
    [`0x${hex(62)}`, true],
    [`0x${hex(130)}`, true],
    [`0x${hex(61)}`, false],
    [`0x${hex(62)}z`, false],
    ['0x', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isSignedMessage(value)).toBe(expected)
  })
})
