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
