import type { Foyer } from '../instantiateFoyer.ts'
import { resetRoute } from '../router/navigate.ts'
import { ensureWallet } from './ensureWallet.ts'

/**
 * Connects the wallet with this connector id (an EIP-6963 rdns for browser wallets). When the
 * modal is open it then shows Account, with no way back to Connect.
 */
export async function connectWallet(foyer: Foyer, parameters: { connectorId: string }) {
  const wallet = await ensureWallet(foyer)
  await wallet.connect(parameters.connectorId)
  if (foyer.modal.getState().open) resetRoute(foyer, { view: 'Account' })
}

/** Disconnects the current connection; an open modal then shows Connect. */
export async function disconnectWallet(foyer: Foyer) {
  const wallet = await ensureWallet(foyer)
  await wallet.disconnect()
  if (foyer.modal.getState().open && foyer.connection.getState().status !== 'connected')
    resetRoute(foyer, { view: 'Connect' })
}

/** Reads the native balance of the current account again (e.g. after an RPC error). */
export async function refreshBalance(foyer: Foyer) {
  const wallet = await ensureWallet(foyer)
  await wallet.refreshBalance()
}
