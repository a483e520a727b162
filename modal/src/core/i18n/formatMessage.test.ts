import { describe, expect, it } from 'vitest'
import { formatMessage, messageArguments } from './formatMessage.ts'
import { directionOf, matchLocale } from './locales.ts'
import { localizeAmount } from './localizeAmount.ts'

describe('formatMessage (ICU over Intl)', () => {
  it('fills arguments, numbers for the locale', () => {
    expect(formatMessage('en', 'Hello {name}', { name: 'Ada' })).toBe('Hello Ada')
    expect(formatMessage('de', '{n, number} Punkte', { n: 1234.5 })).toBe('1.234,5 Punkte')
    expect(formatMessage('en', 'Resend in {s, number} s', { s: 30 })).toBe('Resend in 30 s')
  })

  it("picks the locale's plural category, an exact =n first, # as the count", () => {
    const en = '{n, plural, =0 {no wallet} one {# wallet} other {# wallets}}'
    expect([0, 1, 2].map((n) => formatMessage('en', en, { n }))).toEqual([
      'no wallet',
      '1 wallet',
      '2 wallets',
    ])
    const ru = '{n, plural, one {# кошелёк} few {# кошелька} many {# кошельков} other {# кошелька}}'
    expect([1, 3, 5, 21].map((n) => formatMessage('ru', ru, { n }))).toEqual([
      '1 кошелёк',
      '3 кошелька',
      '5 кошельков',
      '21 кошелёк',
    ])
    const ar =
      '{n, plural, zero {لا شيء} one {واحد} two {اثنان} few {# قليلة} many {# كثيرة} other {#}}'
    expect([0, 1, 2, 3, 11].map((n) => formatMessage('ar', ar, { n }))).toEqual([
      'لا شيء',
      'واحد',
      'اثنان',
      '3 قليلة',
      '11 كثيرة',
    ])
  })

  it('selects a branch by value, else other; quotes braces', () => {
    const select = '{via, select, email {by email} other {another way}}'
    expect(formatMessage('en', select, { via: 'email' })).toBe('by email')
    expect(formatMessage('en', select, { via: 'x' })).toBe('another way')
    expect(formatMessage('en', "'{'literal'}' it''s", {})).toBe("{literal} it's")
    expect(formatMessage('en', "a letter's case", {})).toBe("a letter's case")
  })

  it('names the arguments, and the place where a pattern is broken', () => {
    expect(messageArguments('{a} {n, plural, one {{b}} other {#}}')).toEqual(['a', 'b', 'n'])
    expect(() => messageArguments('{n, plural, one {x}}')).toThrow(/an "other" branch expected/)
    expect(() => messageArguments('oops }')).toThrow(/an unmatched \} at 5/)
  })
})

describe('amounts, locales and directions', () => {
  it('writes an amount with the same digits, grouped only when it came grouped', () => {
    expect(localizeAmount('pt-BR', '9,999.9997')).toBe('9.999,9997')
    expect(localizeAmount('pt-BR', '9999.999767828226024912')).toBe('9999,999767828226024912')
    expect(localizeAmount('fr', '<0.00000001')).toBe('<0,00000001')
    expect(localizeAmount('ja', '-1,234.5')).toBe('-1,234.5')
    expect(localizeAmount('de', 'n/a')).toBe('n/a')
  })

  it("matches the visitor's languages to the best locale, else English", () => {
    expect(matchLocale(['pt-PT'])).toBe('pt-BR')
    expect(matchLocale(['zh-HK'])).toBe('zh-TW')
    expect(matchLocale(['zh'])).toBe('zh-CN')
    expect(matchLocale(['nl', 'de-AT'])).toBe('de')
    expect(matchLocale(['nl'])).toBe('en')
    expect(matchLocale(['en-XA'])).toBe('en-XA')
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('ja')).toBe('ltr')
  })
})
