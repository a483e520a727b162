/**
 * A share as standard, padded base64: the text the user keeps for the recovery share, and the
 * form the server stores for the auth share (`PUT /v1/keys/auth-share`).
 * @example
 * const text = encodeShare(shares.recovery) // 44 characters for a 33-byte share
 */
export function encodeShare(share: Uint8Array): string {
  let binary = ''
  for (const byte of share) binary += String.fromCharCode(byte)
  return btoa(binary)
}
