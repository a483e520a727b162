import type { Config } from '@wagmi/core'
import type { Foyer } from '../../foyer.ts'
import { instanceSlot } from '../../instanceSlot.ts'
import type { EmbeddedWallet } from './createEmbeddedWallet.ts'

const wallets = instanceSlot<Promise<EmbeddedWallet>>('embedded.wallet')

/**
 * The instance's embedded wallet: its chunk is fetched, and its iframe mounted, on first use
 * only (the email form is submitted, or a stored embedded session is restored). A failed load
 * (FrameLoadError: 'Unable to load email login dependency') can be tried again.
 */
export function loadEmbeddedWallet(foyer: Foyer): Promise<EmbeddedWallet> {
  let wallet = wallets.get(foyer)
  if (!wallet) {
    wallet = import('./entry.ts').then(({ createEmbeddedWallet }) => createEmbeddedWallet(foyer))
    wallet.catch(() => wallets.delete(foyer))
    wallets.set(foyer, wallet)
  }
  return wallet
}

/** Loads the embedded wallet and adds its connector to the wagmi config; returns the connector id. */
export async function registerEmbeddedConnector(foyer: Foyer, config: Config): Promise<string> {
  const [wallet, { addEmbeddedConnector }] = await Promise.all([
    loadEmbeddedWallet(foyer),
    import('./entry.ts'),
  ])
  return addEmbeddedConnector(foyer, config, wallet).id
}
