import { createSiweMessage } from 'viem/siwe'
import { disconnectWallet } from '../connection/disconnectWallet.ts'
import { signMessage } from '../connection/signMessage.ts'
import { configClient } from '../contracts/createFoyerClient.ts'
import { foyerRoutes } from '../contracts/foyerRoutes.ts'
import type { SiweSession } from '../contracts/siweApiSchemas.ts'
import { describeError } from '../errors/describeError.ts'
import type { Foyer } from '../foyer.ts'
import { registerNavigationPolicy } from '../router/registerNavigationPolicy.ts'
import { siweNavigationPolicy } from './navigationPolicy.ts'
import { plugSiwe, signOutWithEthereum } from './siweSession.ts'
import { siweStore } from './siweState.ts'

/** How long a signed message may wait before the server must see it. */
const MESSAGE_TTL_MS = 10 * 60_000

/**
 * Sign in with Ethereum (SPEC §4, EIP-4361): a nonce from the server, the message built with
 * viem's siwe utilities (domain, uri, the current chain, statement, issuedAt, expiration), the
 * wallet's signature, then the server's verification, which sets the session cookie. A refused
 * signature stays on ConnectingSiwe with the reason; a failed verification disconnects the
 * wallet, signs out and rethrows (SPEC §4). On success (`siwe_signed_in`) the siwe navigation
 * policy shows Account.
 */
export async function signInWithEthereum(foyer: Foyer): Promise<SiweSession> {
  const store = siweStore(foyer)
  const { address, chainId } = foyer.connection.getState()
  if (!configClient(foyer.config) || !address || !chainId) throw new Error('Connect a wallet first')
  let signature: `0x${string}`
  let message: string
  try {
    const { nonce, domain, uri, statement, issuedAt, expirationTime } = await startSignIn(foyer)
    message = createSiweMessage({
      domain,
      uri,
      address,
      chainId,
      nonce,
      version: '1',
      statement,
      issuedAt,
      expirationTime,
    })
    // The modal's one signing path: the same account and signature-format checks (SPEC §5).
    signature = await signMessage(foyer, { account: address, message })
  } catch (error) {
    store.setState({ status: 'signedOut', error: describeError(error) })
    throw error
  }
  return verifySignIn(foyer, { message, signature }, () => disconnectWallet(foyer))
}

/** What every sign-in message of this page says besides the account and chain. */
export type SignInFields = {
  nonce: string
  domain: string
  uri: string
  statement: string
  issuedAt: Date
  expirationTime: Date
}

/**
 * The start of a sign-in, with whichever wallet method signs it: sign-in plugged into the
 * connection, the state `signing` (the connection then asks for no second sign-in), and a fresh
 * nonce from the server with the fields of the message.
 */
export async function startSignIn(foyer: Foyer): Promise<SignInFields> {
  const api = serverOf(foyer)
  plugSiwe(foyer)
  registerNavigationPolicy(foyer, siweNavigationPolicy)
  siweStore(foyer).setState({ status: 'signing', error: undefined })
  const { nonce } = await api.call(foyerRoutes.siweNonce)
  const issuedAt = new Date()
  return {
    nonce,
    domain: location.host,
    uri: location.origin,
    statement: `Sign in to ${foyer.config.metadata?.name ?? location.host}.`,
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + MESSAGE_TTL_MS),
  }
}

/**
 * The server's verification of a signed message, which sets the session cookie; on success
 * `siwe_signed_in`. A failure disconnects the wallet (`disconnect`), signs out and rethrows
 * (SPEC §4).
 */
export async function verifySignIn(
  foyer: Foyer,
  signed: { message: string; signature: `0x${string}` },
  disconnect: () => Promise<unknown>,
): Promise<SiweSession> {
  const store = siweStore(foyer)
  try {
    const session = await serverOf(foyer).call(foyerRoutes.siweVerify, { body: signed })
    store.setState({ status: 'signedIn', session, error: undefined })
    foyer.bus.emit('flow', { type: 'siwe_signed_in' })
    return session
  } catch (error) {
    // SPEC §4: a verification failure disconnects, signs out and rethrows.
    await signOutWithEthereum(foyer)
    await disconnect().catch(() => {})
    // Both clear the sign-in state: the reason is set last, for the Connect view to show.
    store.setState({ status: 'signedOut', session: undefined, error: describeError(error) })
    throw error
  }
}

/** The Foyer server that issues nonces and verifies sign-ins. */
function serverOf(foyer: Foyer) {
  const api = configClient(foyer.config)
  if (!api) throw new Error('Sign-in needs the Foyer server (api in foyer.config.ts)')
  return api
}
