import { split } from 'shamir-secret-sharing'
import { type Address, hexToBytes } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'

export type CreateWalletReturnType = {
  /** The wallet's address, kept beside the shares to check every rebuild (shares carry no checksum). */
  address: Address
  /** Three shares, any two of which rebuild the key. */
  shares: {
    /** Stays in the frame origin's IndexedDB, encrypted (`createDeviceShareStore`). */
    device: Uint8Array
    /** Goes to the server, released only to a signed-in session (`createAuthShareClient`). */
    auth: Uint8Array
    /** Offered to the user to keep (`encodeShare`). */
    recovery: Uint8Array
  }
}

/**
 * Creates a new private key in the frame and splits it 2-of-3 with Shamir's secret sharing. The
 * key itself is not returned: the byte copy that was split is zeroed (the hex string viem returns
 * cannot be, strings are immutable; it goes out of scope here).
 * @example
 * const { address, shares } = await createWallet()
 * await deviceStore.save(address, shares.device)
 * await authShares.put(token, shares.auth, address)
 * showRecoveryShare(encodeShare(shares.recovery))
 */
export async function createWallet(): Promise<CreateWalletReturnType> {
  const privateKey = generatePrivateKey()
  const address = privateKeyToAddress(privateKey)
  const bytes = hexToBytes(privateKey)
  try {
    const [device, auth, recovery] = await split(bytes, 3, 2)
    return { address, shares: { device: device!, auth: auth!, recovery: recovery! } }
  } finally {
    bytes.fill(0)
  }
}
