import type { Foyer } from '../instantiateFoyer.ts'
import { pushRoute } from '../router/pushRoute.ts'

export type AfterPreferredAccountTypeParameters = {
  /** The active chain's namespace, e.g. 'eip155' or 'solana'. */
  namespace: string
}

/**
 * After a preferred account type is chosen: ConnectingSiwe when sign-in with the wallet is
 * enabled and the active chain is the EVM one, else Account (SPEC §2).
 */
export function afterPreferredAccountType(
  foyer: Foyer,
  { namespace }: AfterPreferredAccountTypeParameters,
): void {
  const siwe = foyer.config.siwe && namespace === 'eip155'
  pushRoute(foyer, { view: siwe ? 'ConnectingSiwe' : 'Account' })
}
