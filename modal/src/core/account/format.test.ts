import { describe, expect, it } from 'vitest'
import { formatAmount, formatBalance } from '../formatAmount.ts'
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

describe('formatBalance: what a person reads', () => {
  it.each([
    [9_999_999_767_828_226_024_912n, 18, '9,999.9997'],
    [10_000n * 10n ** 18n, 18, '10,000'],
    [1_234_567_891_234_567n, 6, '1,234,567,891.2345'],
    [1_500_000n, 6, '1.5'],
    [0n, 18, '0'],
    [123_456_789_000_000n, 18, '0.0001234'],
    [999n, 6, '0.000999'],
    [1_234n, 18, '<0.00000001'],
    [-1_500_000n, 6, '-1.5'],
  ])('formatBalance(%s, %s) = %s', (value, decimals, expected) => {
    expect(formatBalance(value, decimals)).toBe(expected)
  })
})

describe('shortAddress', () => {
  it('keeps the first 6 and last 4 characters', () => {
    expect(shortAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
    expect(shortAddress('0x1234')).toBe('0x1234')
  })
})
