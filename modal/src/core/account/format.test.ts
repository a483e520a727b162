import { describe, expect, it } from 'vitest'
import { formatAmount } from './formatAmount.ts'
import { shortAddress } from './shortAddress.ts'

describe('formatAmount', () => {
  it.each([
    [10_000n * 10n ** 18n, 18, undefined, '10000'],
    [1_500_000n, 6, undefined, '1.5'],
    [9_999_999_958_000_000_000_000n, 18, undefined, '9999.999958'],
    [9_999_999_958_000_000_000_000n, 18, 4, '9999.9999'],
    [1n, 18, 4, '0'],
    [-1_500_000n, 6, undefined, '-1.5'],
  ])('formatAmount(%s, %s, %s) = %s', (value, decimals, max, expected) => {
    expect(formatAmount(value, decimals, max)).toBe(expected)
  })
})

describe('shortAddress', () => {
  it('keeps the first 6 and last 4 characters', () => {
    expect(shortAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
    expect(shortAddress('0x1234')).toBe('0x1234')
  })
})
