import { recover } from 'tiny-secp256k1'
import { type Hex, hashMessage, hexToBytes, isAddressEqual, keccak256, toHex } from 'viem'

/**
 * Whether `address` signed `message` (EIP-191) as an EOA, recovered with libsecp256k1 compiled
 * to WASM (tiny-secp256k1): about 10× faster than pure-JS recovery, which made signature checks
 * the registration bottleneck. Returns `undefined` when it cannot say (not a 65-byte signature,
 * or one libsecp256k1 refuses, e.g. a high-s twin): the caller then asks viem, which also checks
 * ERC-1271 and ERC-6492 signatures on the chain.
 * @example
 * recoversTo({ address, message: 'hello', signature }) // true | false | undefined
 */
export function recoversTo(parameters: {
  address: Hex
  message: string
  signature: Hex
}): boolean | undefined {
  const signature = hexToBytes(parameters.signature)
  if (signature.length !== 65) return undefined
  const v = signature[64]!
  const recoveryId = v >= 27 ? v - 27 : v
  if (recoveryId !== 0 && recoveryId !== 1) return undefined
  let publicKey: Uint8Array | null
  try {
    publicKey = recover(
      hexToBytes(hashMessage(parameters.message)),
      signature.subarray(0, 64),
      recoveryId,
      false,
    )
  } catch {
    return undefined
  }
  if (!publicKey) return undefined
  const signer = `0x${keccak256(toHex(publicKey.subarray(1))).slice(-40)}` as Hex
  return isAddressEqual(signer, parameters.address)
}
