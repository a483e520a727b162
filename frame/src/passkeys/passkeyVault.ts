// The recovery share under a passkey: the passkey's PRF output (WebAuthn's `prf` extension, an
// HMAC only the authenticator can compute, for this wallet's salt) becomes an AES-GCM key by HKDF;
// the server stores only the ciphertext. Rebuilding the wallet key then needs two of: the device
// share (this browser), the auth share (the server) and the recovery share (the passkey, or the
// recovery key string): the server's data alone is one share and an unreadable ciphertext.

/** The PRF input this wallet asks every passkey for: fixed, so a synced passkey gives the same key. */
export const PRF_SALT = new TextEncoder().encode(
  'foyer wallet recovery share v1 / prf salt\u0000\u0000',
)

const IV_BYTES = 12

/** The AES-GCM key the PRF output of `credentialId` derives (bound to the credential by HKDF info). */
export async function vaultKey(prfOutput: BufferSource, credentialId: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', prfOutput, 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new TextEncoder().encode('foyer recovery vault'),
      info: new TextEncoder().encode(`credential:${credentialId}`),
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/** The share encrypted under `key`: base64 of iv ‖ ciphertext. */
export async function sealShare(share: Uint8Array, key: CryptoKey): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, share as Uint8Array<ArrayBuffer>),
  )
  const out = new Uint8Array(IV_BYTES + sealed.length)
  out.set(iv)
  out.set(sealed, IV_BYTES)
  return toBase64(out)
}

/** The share `sealShare` encrypted; throws when `key` is not the one it was sealed with. */
export async function openShare(ciphertext: string, key: CryptoKey): Promise<Uint8Array> {
  const bytes = fromBase64(ciphertext)
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
    key,
    bytes.slice(IV_BYTES),
  )
  return new Uint8Array(plain)
}
