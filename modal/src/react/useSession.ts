import { type SiweState, siweStore } from '../core/siwe/siweState.ts'
import { useFoyer } from './useFoyer.ts'
import { useFoyerState } from './useFoyerState.ts'

/**
 * The visitor's sign-in with Ethereum (`siwe: true`): `status` ('unknown' until the server was
 * asked, then 'signedOut', 'signing' or 'signedIn') and the `session` (address, chainId,
 * expiresAt). Your backend verifies the same session with `@foyer/server`'s `getSiweSession`.
 * @example const { status, session } = useSession()
 */
export function useSession(): Pick<SiweState, 'status' | 'session'> {
  const foyer = useFoyer()
  const status = useFoyerState(siweStore(foyer), (s) => s.status)
  const session = useFoyerState(siweStore(foyer), (s) => s.session)
  return { status, session }
}
