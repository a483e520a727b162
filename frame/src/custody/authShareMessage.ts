import { type Address, getAddress } from 'viem'

/** The first line of the message that replaces the auth share: the wallet's own, never an app's. */
export const AUTH_SHARE_MESSAGE_TITLE = 'Replace the auth share of my Foyer wallet'

/**
 * True for a message only the wallet itself may sign: one that would replace its auth share on
 * the server. An app asking for it (with a stolen session, it could then swap the share) is
 * refused before the visitor is even asked.
 */
export function isWalletOwnMessage(text: string): boolean {
  return text.trimStart().startsWith(AUTH_SHARE_MESSAGE_TITLE)
}

/**
 * The message the wallet's key signs (EIP-191 `personal_sign`) to replace its auth share on the
 * server at `serverOrigin` with `share`, as version `version`: the server builds the same text
 * (server/src/auth/authShareMessage.ts) and takes the new share only when the wallet's address
 * signed it. It names the share by its sha256 and the version, so one signature replaces one
 * share once and an old one cannot roll the share back.
 * @example
 * const message = await authShareMessage({ address, share, version: 2, serverOrigin: location.origin })
 * const signature = await account.signMessage({ message })
 */
export async function authShareMessage({
  address,
  share,
  version,
  serverOrigin,
}: {
  address: Address
  share: Uint8Array
  version: number
  serverOrigin: string
}): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(share)))
  const hex = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')
  return [
    AUTH_SHARE_MESSAGE_TITLE,
    `Wallet: ${getAddress(address)}`,
    `Server: ${serverOrigin}`,
    `Version: ${version}`,
    `Share sha256: ${hex}`,
  ].join('\n')
}
