/**
 * True for a transaction hash: 0x followed by exactly 64 hex digits (SPEC §5).
 * @example isTransactionHash(`0x${'ab'.repeat(32)}`) // true
 */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
}
