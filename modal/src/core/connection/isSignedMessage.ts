/**
 * True for a signature as wallets return it: 0x followed by 62 or more hex digits (SPEC §5).
 * @example isSignedMessage(signature) // true for a 65-byte ECDSA signature
 */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{62,}$/.test(value)
}
