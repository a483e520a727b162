import { describe, expect, it } from 'vitest'
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
