import { configClient } from '../contracts/createFoyerClient.ts'
import { foyerRoutes } from '../contracts/foyerRoutes.ts'
import type { SiweSession } from '../contracts/siweApiSchemas.ts'
import type { Foyer } from '../foyer.ts'
import { needsSignIn, siweStore } from './siweState.ts'

/**
 * Plugs sign-in into the connection, once per instance (`SignInPort`): the connection then shows
 * ConnectingSiwe before Account to an account without a session, and a disconnect signs out
 * before it is reported (SPEC §4). The connection imports nothing of siwe/.
 */
export function plugSiwe(foyer: Foyer): void {
  foyer._internal.signIn ??= {
    needsSignIn: (address) => needsSignIn(foyer, address),
    signOut: () => signOutWithEthereum(foyer),
  }
}

/**
 * Reads the session the server holds for this browser (cookie), into the sign-in state, and plugs
 * sign-in into the connection (`plugSiwe`).
 */
export async function loadSiweSession(foyer: Foyer): Promise<SiweSession | undefined> {
  const api = configClient(foyer.config)
  if (!api) return undefined
  plugSiwe(foyer)
  const store = siweStore(foyer)
  try {
    const session = await api.call(foyerRoutes.siweSession)
    store.setState({ status: 'signedIn', session, error: undefined })
    return session
  } catch {
    store.setState({ status: 'signedOut', session: undefined })
    return undefined
  }
}

/** Ends the session on the server (its cookie too). Never throws. */
export async function signOutWithEthereum(foyer: Foyer): Promise<void> {
  siweStore(foyer).setState({ status: 'signedOut', session: undefined, error: undefined })
  await configClient(foyer.config)
    ?.call(foyerRoutes.siweSignout, { body: {} })
    .catch(() => {})
}
