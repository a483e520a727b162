import type { Foyer } from '../foyer.ts'
import { getChainId } from '../network/getChainId.ts'
import { type SignInFields, startSignIn, verifySignIn } from './signInWithEthereum.ts'
import { siweEnabled, siweStore } from './siweState.ts'

/** A message the wallet signed while connecting, and its signature. */
export type SignedSignIn = { message: string; signature: `0x${string}` }

/**
 * Sign-in in the same approval as the connect (SPEC §2 Sign-in: authenticate with the nonce, the
 * methods and the chains, the current chain first), for a wallet method that can do it.
 */
export type OneClickSignIn = {
  /** What the wallet is asked to sign; `chains` puts the current chain first. */
  request: SignInFields & { chains: number[] }
  /**
   * Verifies what the wallet signed (SPEC §4: a failure calls `disconnect`, signs out and
   * rethrows). Without a signed message (the wallet answered with a plain connect) the visitor
   * signs a message after connecting, as with any wallet.
   */
  finish(signed: SignedSignIn | undefined, disconnect: () => Promise<unknown>): Promise<void>
  /** The connect failed before a message was verified: signed out, nothing kept. */
  abandon(): void
  /** Why the server refused the signed message, once `finish` failed. */
  failure(): string | undefined
}

/**
 * A one-click sign-in for the next connect, when sign-in is on (undefined otherwise): a fresh
 * nonce from the server and the message fields, the state `signing` until `finish` or `abandon`.
 */
export async function prepareOneClickSignIn(foyer: Foyer): Promise<OneClickSignIn | undefined> {
  if (!siweEnabled(foyer)) return undefined
  const store = siweStore(foyer)
  let fields: SignInFields
  try {
    fields = await startSignIn(foyer)
  } catch {
    // No nonce now: the visitor signs after connecting, where a failure is shown with Try again.
    store.setState({ status: 'signedOut' })
    return undefined
  }
  const current = await getChainId(foyer)
  const chains = [
    current,
    ...foyer.config.chains.filter((id) => typeof id === 'number').filter((id) => id !== current),
  ]
  const abandon = () => {
    if (store.getState().status === 'signing') store.setState({ status: 'signedOut' })
  }
  let refused: string | undefined
  return {
    request: { ...fields, chains },
    abandon,
    failure: () => refused,
    async finish(signed, disconnect) {
      if (!signed) return abandon()
      await verifySignIn(foyer, signed, disconnect).catch((error: unknown) => {
        refused = store.getState().error
        throw error
      })
    },
  }
}
