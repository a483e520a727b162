import type { EngineExtension } from '../connection/engineExtension.ts'
import { loadSiweSession, plugSiwe } from './siweSession.ts'
import { siweEnabled } from './siweState.ts'
import { connectAndSignIn } from './walletConnectCapability.ts'

/**
 * When sign-in is on, reads the session the server holds (its cookie) while the wallet
 * reconnects, and plugs sign-in into the connection (`loadSiweSession`), with the one-approval
 * connect and sign-in of browser wallets that can (`connectAndSignIn`, ERC-7846).
 */
export const siweEngineExtension: EngineExtension = {
  name: 'siwe',
  restore: (foyer) => {
    if (!siweEnabled(foyer)) return undefined
    plugSiwe(foyer)
    const port = foyer._internal.signIn
    if (port) port.connectAndSignIn ??= (provider) => connectAndSignIn(foyer, provider)
    return loadSiweSession(foyer)
  },
}
