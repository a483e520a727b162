/**
 * Formats a token amount given in base units. With `maxDecimals` the fraction is cut (not
 * rounded up, so a balance is never shown as more than it is) and trailing zeros are dropped.
 * @example formatAmount(1_500_000n, 6) // '1.5'
 */
export function formatAmount(value: bigint, decimals: number, maxDecimals?: number): string {
  const negative = value < 0n
  const abs = negative ? -value : value
  const base = 10n ** BigInt(decimals)
  const whole = abs / base
  let fraction = (abs % base).toString().padStart(decimals, '0')
  if (maxDecimals !== undefined) fraction = fraction.slice(0, maxDecimals)
  fraction = fraction.replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** Groups the digits of a whole number by thousands: 1234567 → '1,234,567'. */
function group(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * A balance as a person reads it: thousands grouped, at most 4 decimals for amounts of 1 or more,
 * 4 significant digits below 1, and '<0.00000001' for dust. Never rounded up, so a balance is
 * never shown as more than it is. `formatAmount` gives the exact value (for a title or copy).
 * @example formatBalance(9_999_999_767_828_226_024_912n, 18) // '9,999.9997'
 * @example formatBalance(1_234n, 18) // '<0.00000001'
 */
export function formatBalance(value: bigint, decimals: number): string {
  const negative = value < 0n
  const abs = negative ? -value : value
  const sign = negative ? '-' : ''
  const exact = formatAmount(abs, decimals)
  const [whole = '0', fraction = ''] = exact.split('.')
  if (whole !== '0') {
    const kept = fraction.slice(0, 4).replace(/0+$/, '')
    return `${sign}${group(whole)}${kept ? `.${kept}` : ''}`
  }
  if (!fraction) return '0'
  const leadingZeros = fraction.length - fraction.replace(/^0+/, '').length
  if (leadingZeros >= 8) return `${sign}<0.00000001`
  const kept = fraction.slice(0, leadingZeros + 4).replace(/0+$/, '')
  return `${sign}0.${kept}`
}
