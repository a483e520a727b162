import { describe, expect, it } from 'vitest'
import { divideDecimal, formatDecimal, parseDecimal } from './decimal.ts'

describe('fixed-point money', () => {
  it('reads decimal strings exactly, refusing signs, exponents and blanks', () => {
    expect(parseDecimal('99.5')).toBe(99_500_000_000_000_000_000n)
    expect(parseDecimal('0.000000000000000001')).toBe(1n)
    for (const bad of ['', '-1', '1e3', '1.', '.5', ' 1', '0x10', '1.0000000000000000001'])
      expect(parseDecimal(bad), bad).toBeUndefined()
  })

  it('writes amounts rounded down, padded or trimmed', () => {
    const tenth = parseDecimal('0.1')!
    expect(formatDecimal(tenth + parseDecimal('0.2')!, 2)).toBe('0.30')
    expect(formatDecimal(parseDecimal('7500')!, 2)).toBe('7500.00')
    expect(formatDecimal(parseDecimal('2.999')!, 2)).toBe('2.99')
    expect(formatDecimal(parseDecimal('80.000000')!, 6, { trim: true })).toBe('80')
    expect(formatDecimal(parseDecimal('1.50')!, 6, { trim: true })).toBe('1.5')
  })

  it('divides without floats: 100 / 3 is 33.333333, not 33.333333333333336', () => {
    const third = divideDecimal(parseDecimal('100')!, parseDecimal('3')!)
    expect(formatDecimal(third, 6, { trim: true })).toBe('33.333333')
    expect(formatDecimal(divideDecimal(parseDecimal('100')!, parseDecimal('1.25')!), 6)).toBe(
      '80.000000',
    )
  })
})
