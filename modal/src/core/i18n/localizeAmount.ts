import { formatNumber } from './formatMessage.ts'

/**
 * An amount as `formatAmount`/`formatBalance` write it (`1,234.5`, `-0.25`, `<0.00000001`), in
 * the locale's digits and separators (`1.234,5` in pt-BR), with exactly the same digits: nothing
 * rounded. Grouped only when it came grouped (`formatBalance`); an exact amount (`formatAmount`,
 * `1234.5`) stays without thousands separators, as a person would copy it. Anything else is
 * returned as it is.
 * @example localizeAmount('de', '9,999.9997') // '9.999,9997'
 * @example localizeAmount('de', '1234.5') // '1234,5'
 */
export function localizeAmount(locale: string, text: string): string {
  const match = /^(<?)(-?)([\d,]+)(?:\.(\d+))?$/.exec(text)
  if (!match) return text
  const [, below = '', sign = '', whole = '', fraction = ''] = match
  const exact = `${sign}${whole.replaceAll(',', '')}${fraction ? `.${fraction}` : ''}`
  return below + formatNumber(locale, exact, whole.includes(','))
}
