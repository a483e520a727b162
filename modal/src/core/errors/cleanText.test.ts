import { describe, expect, it } from 'vitest'
import { cleanText } from './cleanText.ts'

describe('cleanText: outside text made safe to show', () => {
  it.each([
    ['USDC\u202Eexe.png', 'USDCexe.png'],
    ['\u2066Meta\u2069Mask\u200F', 'MetaMask'],
    ['two\nlines\tand  spaces', 'two lines and spaces'],
    ['bell\u0007 and null\u0000', 'bell and null'],
    ['  plain  ', 'plain'],
  ])('%j → %j', (value, expected) => {
    expect(cleanText(value)).toBe(expected)
  })

  it('cuts at `max` characters with an ellipsis', () => {
    expect(cleanText('x'.repeat(600))).toBe(`${'x'.repeat(499)}…`)
    expect(cleanText('abcdef', 4)).toBe('abc…')
  })
})
