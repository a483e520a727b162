import type { Foyer } from '../foyer.ts'
import { instanceStore } from '../instanceStore.ts'
import { getAuthUserSchema } from './authUserSchema.ts'

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
  /** The ERC-7715 permissions apps hold in this wallet (GET_USER), with what is left of each. */
  permissions: readonly GrantedPermission[]
  /**
   * A grant or a send since the last GET_USER may have changed the permissions: Account reads
   * them again when it opens (and only then, so the frame is not asked on every visit).
   */
  permissionsStale: boolean
}

/** One permission as Account lists it. */
export type GrantedPermission = {
  id: string
  origin: string
  chainId: number
  /** Unix seconds. */
  expiry: number
  limits: readonly string[]
  remaining: readonly string[]
}

export const smartAccountStore = instanceStore<SmartAccountState>('smartAccount', () => ({
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
  enabledNetworks: [],
  status: 'idle',
  permissions: [],
  permissionsStale: false,
}))

/** Keeps what GET_USER said of the account type and of the permissions apps hold. */
export function rememberAccountType(
  foyer: Foyer,
  user: {
    preferredAccountType?: string | undefined
    smartAccountDeployed?: boolean | undefined
    permissions?: readonly GrantedPermission[] | undefined
  },
): void {
  smartAccountStore(foyer).setState({
    permissions: user.permissions ?? [],
    permissionsStale: false,
    // A type this version does not know (a newer frame) reads as eoa.
    preferredAccountType: user.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa',
    smartAccountDeployed: user.smartAccountDeployed === true,
  })
}

/**
 * Asks the frame again (GET_USER on the wallet's chain) for what the store keeps: the account
 * type there and the permissions in force. Nothing when no one is signed in.
 */
export async function rereadAccountState(
  foyer: Foyer,
  wallet: {
    address: string | undefined
    chainId: number
    request(type: 'GET_USER', payload: { chainId: number }): Promise<unknown>
  },
): Promise<void> {
  if (!wallet.address) return
  rememberAccountType(
    foyer,
    getAuthUserSchema().parse(await wallet.request('GET_USER', { chainId: wallet.chainId })),
  )
}

/**
 * After a request the embedded wallet answered: a granted permission, or a send while grants
 * exist (it may have spent from one), makes Account read the permissions again when it opens.
 */
export function notePermissionChange(foyer: Foyer, method: string): void {
  const store = smartAccountStore(foyer)
  const spends = method === 'eth_sendTransaction' || method === 'wallet_sendCalls'
  if (method === 'wallet_grantPermissions' || (spends && store.getState().permissions.length > 0))
    store.setState({ permissionsStale: true })
}
