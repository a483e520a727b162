import type { Foyer } from '../foyer.ts'
import { instanceStore } from '../instanceStore.ts'

export type AccountType = 'eoa' | 'smartAccount'

/**
 * The embedded wallet's account type (SPEC §3's auth user): what the visitor prefers, whether the
 * account is a smart account on the current chain (`smartAccountDeployed`: delegated with
 * EIP-7702), and the chains where it can be one (GET_SMART_ACCOUNT_ENABLED_NETWORKS).
 */
export type SmartAccountState = {
  preferredAccountType: AccountType
  smartAccountDeployed: boolean
  enabledNetworks: number[]
  /** `switching`: SET_PREFERRED_ACCOUNT waits for the visitor's approval and the chain. */
  status: 'idle' | 'switching'
  /** Why the last switch failed, in words a person can act on. */
  error?: string | undefined
}

export const smartAccountStore = instanceStore<SmartAccountState>('smartAccount', () => ({
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
  enabledNetworks: [],
  status: 'idle',
}))

/** Keeps what GET_USER said of the account type. */
export function rememberAccountType(
  foyer: Foyer,
  user: { preferredAccountType?: string | undefined; smartAccountDeployed?: boolean | undefined },
): void {
  smartAccountStore(foyer).setState({
    // A type this version does not know (a newer frame) reads as eoa.
    preferredAccountType: user.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa',
    smartAccountDeployed: user.smartAccountDeployed === true,
  })
}
