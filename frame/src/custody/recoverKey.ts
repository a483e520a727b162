import { combine } from 'shamir-secret-sharing'
import { type Address, bytesToHex, type Hex, isAddressEqual } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { t } from '../i18n/frameI18n.ts'
import { KeyRecoveryError } from './errors.ts'

/**
 * Rebuilds the private key from two of the wallet's three shares, in the frame's memory only,
 * and checks that it is the key of `expectedAddress`. Shamir's scheme has no integrity check:
 * a wrong pair or a damaged share silently yields another key, so the address check is what
 * catches it (`KeyRecoveryError`).
 * @example
 * const privateKey = await recoverKey(authShare, recoveryShare, storedAddress)
 * const account = privateKeyToAccount(privateKey)
 */
export async function recoverKey(
  shareA: Uint8Array,
  shareB: Uint8Array,
  expectedAddress: Address,
): Promise<Hex> {
  const mismatch = (cause?: unknown) =>
    new KeyRecoveryError(t('error.sharesMismatch', { address: expectedAddress }), { cause })
  let bytes: Uint8Array
  try {
    bytes = await combine([shareA, shareB])
  } catch (error) {
    // Same share twice, or shares of different lengths.
    throw mismatch(error)
  }
  try {
    if (bytes.length !== 32) throw mismatch()
    const privateKey = bytesToHex(bytes)
    let address: Address
    try {
      address = privateKeyToAddress(privateKey)
    } catch {
      // Not a valid secp256k1 key (0, or not below the curve order): certainly not ours.
      throw mismatch()
    }
    if (!isAddressEqual(address, expectedAddress)) throw mismatch()
    return privateKey
  } finally {
    bytes.fill(0)
  }
}
