import { describeError } from '../errors/describeError.ts'
import type { Foyer } from '../foyer.ts'
import { rereadAccountState, smartAccountStore } from './smartAccountState.ts'
import { loadEmbeddedWallet } from './wallet/loadEmbeddedWallet.ts'

/** Reads the signed-in user again (GET_USER): the account type and the permissions in force. */
export async function refreshEmbeddedUser(foyer: Foyer): Promise<void> {
  await rereadAccountState(foyer, await loadEmbeddedWallet(foyer))
}

/**
 * Account's Revoke: the frame forgets the permission at once (its transfers ask again), then
 * Account lists what is left. A failure says why and keeps the list as the frame has it.
 * @example await revokePermission(foyer, 'foyer-permission:…')
 */
export async function revokePermission(foyer: Foyer, id: string): Promise<void> {
  const store = smartAccountStore(foyer)
  store.setState({ error: undefined })
  try {
    const wallet = await loadEmbeddedWallet(foyer)
    await wallet.request('RPC_REQUEST', {
      method: 'wallet_revokePermissions',
      params: [{ permissionsContext: id }],
    })
  } catch (error) {
    store.setState({ error: `Could not revoke the permission: ${describeError(error)}` })
  }
  await refreshEmbeddedUser(foyer).catch(() => {})
}
