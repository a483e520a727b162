import type { Address, Hex } from 'viem'
import { recoverKey } from './recoverKey.ts'

export type ExportPrivateKeyParameters = {
  /** Two of the wallet's three shares, e.g. the device share and the auth share. */
  shares: readonly [Uint8Array, Uint8Array]
  /** The wallet's address, checked against the rebuilt key. */
  address: Address
}

/**
 * The user's way out (no lock-in): rebuilds and checks the key, and returns it as hex for the
 * frame's own export view to show, inside the frame. It is never posted to the app, nor to the
 * server, nor logged.
 * @example
 * const privateKey = await exportPrivateKey({ shares: [device, auth], address })
 * exportView.show(privateKey) // in the frame's own DOM
 */
export async function exportPrivateKey({
  shares,
  address,
}: ExportPrivateKeyParameters): Promise<Hex> {
  return recoverKey(shares[0], shares[1], address)
}
