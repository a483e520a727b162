import { describe, expect, it } from 'vitest'
import { isEmail } from './isEmail.ts'
import { isSignedMessage } from './isSignedMessage.ts'
import { isTransactionHash } from './isTransactionHash.ts'

const hex = (n: number) => 'a1B2'.repeat(Math.ceil(n / 4)).slice(0, n)

describe('isTransactionHash (SPEC §5)', () => {
  it.each([
    [`0x${hex(64)}`, true],
    [`0x${hex(63)}`, false],
    [`0x${hex(65)}`, false],
    [`0X${hex(64)}`, false],
    [hex(66), false],
    [`0x${hex(63)}g`, false],
    [` 0x${hex(64)}`, false],
    [undefined, false],
    [123, false],
  ])('%j → %s', (value, expected) => {
    expect(isTransactionHash(value)).toBe(expected)
  })
})

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
