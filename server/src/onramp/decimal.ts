/** Digits after the point every amount is held at: money is bigint fixed-point, never a float. */
export const SCALE = 18

const ONE = 10n ** BigInt(SCALE)
const pattern = /^(\d+)(?:\.(\d+))?$/

/**
 * A decimal string as a bigint with {@link SCALE} digits after the point; undefined when it is not
 * a plain non-negative decimal (no sign, no exponent) or has more digits after the point than that.
 * @example parseDecimal('99.5') // 99_500_000_000_000_000_000n
 */
export function parseDecimal(text: string): bigint | undefined {
  const match = pattern.exec(text)
  if (!match) return undefined
  const [, whole = '0', fraction = ''] = match
  if (fraction.length > SCALE) return undefined
  return BigInt(whole) * ONE + BigInt(fraction.padEnd(SCALE, '0'))
}

/**
 * A fixed-point amount written with `places` digits after the point, rounded down (a quote never
 * promises more than it gives); `trim` drops trailing zeros (and the point when nothing is left).
 * @example formatDecimal(parseDecimal('10')!, 2) // '10.00'
 */
export function formatDecimal(value: bigint, places: number, { trim = false } = {}): string {
  const step = 10n ** BigInt(SCALE - places)
  const rounded = value / step
  const unit = 10n ** BigInt(places)
  const whole = (rounded / unit).toString()
  let fraction = places === 0 ? '' : (rounded % unit).toString().padStart(places, '0')
  if (trim) fraction = fraction.replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/**
 * `a / b` for fixed-point amounts, rounded down.
 * @example divideDecimal(parseDecimal('100')!, parseDecimal('4')!) // parseDecimal('25')
 */
export function divideDecimal(a: bigint, b: bigint): bigint {
  return (a * ONE) / b
}
