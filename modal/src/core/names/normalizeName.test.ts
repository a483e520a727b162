import { describe, expect, it } from 'vitest'
import { NAME_LABEL_MAX_NON_SPACING_MARKS } from './constants.ts'
import { InvalidNameError } from './errors.ts'
import { normalizeName } from './normalizeName.ts'

function reasonFor(name: string): string {
  try {
    normalizeName(name)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidNameError)
    expect((error as InvalidNameError).details).toMatch(
      /^name must be normalisable under ENSIP-15\. Provided: /,
    )
    return (error as InvalidNameError).shortMessage
  }
  throw new Error(`expected ${JSON.stringify(name)} to be rejected`)
}

// Arabic letter beh with fathatan, dammatan, kasratan, fatha, damma: distinct non-spacing marks.
const beh = '\u0628'
const marks = ['\u064B', '\u064C', '\u064D', '\u064E', '\u064F']

describe('normalizeName (SPEC §5, ENSIP-15)', () => {
  it('lower-cases and keeps valid names', () => {
    expect(normalizeName('Ada')).toBe('ada')
    expect(normalizeName('ada-lovelace.foyer.id')).toBe('ada-lovelace.foyer.id')
    expect(normalizeName('_ada')).toBe('_ada')
  })

  it('rejects disallowed characters', () => {
    expect(reasonFor('ada lovelace')).toMatch(/^disallowed character/)
  })

  it('rejects mixed scripts (Cyrillic а with Latin)', () => {
    expect(reasonFor('\u0430pple')).toMatch(/^illegal mixture: Cyrillic \+ Latin/)
  })

  it('rejects a leading combining mark', () => {
    expect(reasonFor('\u0301ada')).toBe('illegal placement: leading combining mark')
  })

  it('rejects an underscore that is not at the start', () => {
    expect(reasonFor('ada_lovelace')).toBe('underscore allowed only at start')
  })

  it(`allows ${NAME_LABEL_MAX_NON_SPACING_MARKS} non-spacing marks on a character, not more`, () => {
    expect(NAME_LABEL_MAX_NON_SPACING_MARKS).toBe(4)
    const allowed = beh + marks.slice(0, NAME_LABEL_MAX_NON_SPACING_MARKS).join('')
    expect(normalizeName(allowed)).toBe(allowed)
    expect(reasonFor(beh + marks.join(''))).toMatch(/^excessive non-spacing marks: .* \(5\/4\)$/)
  })
})
