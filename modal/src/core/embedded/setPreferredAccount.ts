import { describeError } from '../errors/describeError.ts'
import type { Foyer } from '../foyer.ts'
import { APPROVAL_TIMEOUT_MS } from './constants.ts'
import { type AccountType, smartAccountStore } from './smartAccountState.ts'
import { loadEmbeddedWallet } from './wallet/loadEmbeddedWallet.ts'

/**
 * The visitor chooses the account type in Account: SET_PREFERRED_ACCOUNT, which the frame asks
 * them to approve (a smart account delegates the address to Foyer's batch account on this chain
 * with EIP-7702; eoa removes it). A failure falls back to eoa (SPEC §8) and says why.
 * @example await setPreferredAccount(foyer, 'smartAccount')
 */
export async function setPreferredAccount(foyer: Foyer, type: AccountType): Promise<void> {
  const store = smartAccountStore(foyer)
  if (store.getState().status === 'switching') return
  store.setState({ status: 'switching', error: undefined })
  try {
    const wallet = await loadEmbeddedWallet(foyer)
    const answer = (await wallet.request(
      'SET_PREFERRED_ACCOUNT',
      { type },
      { reveal: true, timeoutMs: APPROVAL_TIMEOUT_MS },
    )) as { smartAccountDeployed?: boolean }
    store.setState({
      status: 'idle',
      preferredAccountType: type,
      smartAccountDeployed: answer?.smartAccountDeployed === true,
    })
  } catch (error) {
    // Where the chain is now (a delegation may have landed before a later step failed).
    const user = (await loadEmbeddedWallet(foyer)
      .then((wallet) => wallet.request('GET_USER', { chainId: wallet.chainId }))
      .catch(() => undefined)) as { smartAccountDeployed?: boolean } | undefined
    store.setState({
      status: 'idle',
      preferredAccountType: 'eoa',
      smartAccountDeployed: user?.smartAccountDeployed === true,
      error: describeError(error),
    })
  }
}
