import { createHash } from 'node:crypto'
import { getAddress } from 'viem'

/** The length of an auth share: a Shamir share of a 32-byte key is the key's length plus its x. */
export const AUTH_SHARE_BYTES = 33

/**
 * The message the wallet's key signs (EIP-191 `personal_sign`) to replace its auth share with
 * `share`, as version `version` on the server at `serverOrigin`. It names the share by its
 * sha256, and the version, so a signature replaces one share once: an old one cannot roll the
 * share back. The frame builds the same text (frame/src/custody/authShareMessage.ts).
 * @example
 * authShareMessage({ address, share, version: 2, serverOrigin: 'https://wallet.example.com' })
 */
export function authShareMessage({
  address,
  share,
  version,
  serverOrigin,
}: {
  address: string
  /** The share as base64, as `PUT /v1/keys/auth-share` carries it. */
  share: string
  version: number
  serverOrigin: string
}): string {
  const digest = createHash('sha256').update(Buffer.from(share, 'base64')).digest('hex')
  return [
    'Replace the auth share of my Foyer wallet',
    `Wallet: ${getAddress(address)}`,
    `Server: ${serverOrigin}`,
    `Version: ${version}`,
    `Share sha256: ${digest}`,
  ].join('\n')
}
