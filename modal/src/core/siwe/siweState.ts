import type { SiweSession } from '../contracts/siweApiSchemas.ts'
import type { Foyer } from '../foyer.ts'
import { instanceStore } from '../instanceStore.ts'

/** Sign-in with Ethereum as the modal and the host see it (SPEC §3 sign-in session). */
export type SiweState = {
  /** unknown: not read yet; signing: waiting for the wallet or the server. */
  status: 'unknown' | 'signedOut' | 'signing' | 'signedIn'
  session: SiweSession | undefined
  /** Why the last sign-in failed, in words a person can act on. */
  error: string | undefined
}

/** The sign-in state of an instance (its `useSession` hook reads it). */
export const siweStore = instanceStore<SiweState>('siwe', () => ({
  status: 'unknown',
  session: undefined,
  error: undefined,
}))

/** True when sign-in is on and has what it needs: a Foyer server to verify it (SPEC §4). */
export function siweEnabled(foyer: Foyer): boolean {
  return foyer.config.siwe === true && Boolean(foyer.config.api)
}

/**
 * The account has no session of its own, so the visitor must sign in (again): after a connect,
 * or a switch to another account. Before the session was read (`unknown`) only a fresh connect
 * (`address` given) asks, never a page that is still loading it.
 */
export function needsSignIn(foyer: Foyer, address?: string): boolean {
  if (!siweEnabled(foyer)) return false
  const { status: sign, session } = siweStore(foyer).getState()
  if (sign === 'signing') return false
  const connection = foyer.connection.getState()
  const account = address ?? (connection.status === 'connected' ? connection.address : undefined)
  if (!account || (sign === 'unknown' && !address)) return false
  return !session || session.address.toLowerCase() !== account.toLowerCase()
}
