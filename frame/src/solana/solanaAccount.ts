import { ed25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { getBase58Decoder } from '@solana/kit'
import { type Hex, hexToBytes } from 'viem'

/** The embedded wallet's Solana account: its address, and a signer whose key stays here. */
export type SolanaAccount = {
  /** Base58, as Solana writes an account (its ed25519 public key). */
  readonly address: string
  /** An ed25519 signature of `bytes` (64 bytes). */
  sign(bytes: Uint8Array): Uint8Array
}

const SALT = new TextEncoder().encode('foyer')
const INFO = new TextEncoder().encode('solana ed25519 v1')

/**
 * The Solana account of the wallet whose secp256k1 key is `privateKey`: an ed25519 seed derived
 * from it with HKDF-SHA256 (salt "foyer", info "solana ed25519 v1"). Derived, not stored: the
 * shares that rebuild the EVM key (a device, the server's, the recovery key) rebuild this one too,
 * so one recovery restores both accounts. The seed lives in this closure, in the frame only.
 * @example
 * const solana = solanaAccountOf(privateKey)
 * solana.address // '7Xf…'
 */
export function solanaAccountOf(privateKey: Hex): SolanaAccount {
  const ikm = hexToBytes(privateKey)
  const seed = hkdf(sha256, ikm, SALT, INFO, 32)
  ikm.fill(0)
  const address = getBase58Decoder().decode(ed25519.getPublicKey(seed))
  return { address, sign: (bytes) => ed25519.sign(bytes, seed) }
}
