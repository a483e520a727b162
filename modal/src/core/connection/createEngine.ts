import { type Config, reconnect } from '@wagmi/core'
import { watchBalances } from '../account/watchBalances.ts'
import { registerEmbeddedConnector } from '../embedded/wallet/loadEmbeddedWallet.ts'
import type { Foyer } from '../foyer.ts'
import { instrumentRequest } from '../rpc/instrumentRequest.ts'
import { loadSiweSession } from '../siwe/siweSession.ts'
import { siweEnabled } from '../siwe/siweState.ts'
import { registerWalletConnectConnector } from '../walletconnect/loadWalletConnect.ts'
import { EMBEDDED_CONNECTOR_ID, WALLETCONNECT_CONNECTOR_ID } from './constants.ts'
import { createWagmiConfig } from './createWagmiConfig.ts'
import { discoverWallets } from './discoverWallets.ts'
import type { Engine } from './engine.ts'
import { mirrorConnection } from './mirrorConnection.ts'
import { updateConnection } from './updateConnection.ts'
import * as wagmi from './wagmiActions.ts'

/** Resolves once wagmi has read its stored state back (it reads asynchronously). */
function hydrated(config: Config): Promise<void> {
  const { persist } = config._internal.store as {
    persist?: { hasHydrated(): boolean; onFinishHydration(fn: () => void): () => void }
  }
  if (!persist || persist.hasHydrated()) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = persist.onFinishHydration(() => {
      stop()
      resolve()
    })
  })
}

/**
 * The entry of the lazy wallet chunk: builds the instance's wagmi config, mirrors it into the
 * instance's stores, keeps the balances fresh and restores the last session without a prompt.
 */
export async function createEngine(foyer: Foyer): Promise<Engine> {
  // The host's config when it brought one (foyer.config.ts `wagmiConfig`), else the instance's.
  const config = foyer._internal.wagmiConfig ?? createWagmiConfig(foyer)
  foyer._internal.wagmiConfig = config
  await hydrated(config)
  const restoring = config.state.current !== null
  const recent = foyer.persisted.get('recentConnectorId')
  if (recent) updateConnection(foyer, { type: 'recentChanged', connectorId: recent })
  const stopDiscovery = discoverWallets(foyer, config)
  const stopMirror = mirrorConnection(foyer, config)
  const engine: Engine = {
    config,
    wagmi,
    destroy() {
      stopDiscovery()
      stopMirror()
      stopBalances()
    },
  }
  const stopBalances = watchBalances(foyer, engine)
  // The sign-in session lives in the server's cookie: read it while the wallet reconnects.
  const siweSession = siweEnabled(foyer) ? loadSiweSession(foyer) : undefined
  // Restoring a session asks the wallet for its accounts (eth_accounts), without a prompt. With
  // no session there is nothing to restore, and no wallet is asked anything.
  // Only the wallets of the stored session are asked (a silent one elsewhere on the page cannot
  // hold the restore up), and never a wallet whose rdns another provider also claims: the
  // session may belong to either.
  const stored = new Set([...config.state.connections.values()].map((c) => c.connector.id))
  // A stored embedded-wallet session needs its frame to be asked (IS_CONNECTED); a frame that
  // does not load leaves that session unrestored, never the others.
  if (restoring && stored.has(EMBEDDED_CONNECTOR_ID) && foyer.config.frameUrl)
    await registerEmbeddedConnector(foyer, config).catch(() => {})
  // A stored WalletConnect session: its code loads (only now) and the relay restores it.
  if (restoring && stored.has(WALLETCONNECT_CONNECTOR_ID) && foyer.config.walletConnect)
    await registerWalletConnectConnector(foyer, config).catch(() => {})
  const { wallets } = foyer.connection.getState()
  const trusted = config.connectors.filter(
    (c) => stored.has(c.id) && !wallets.find((w) => w.id === c.id)?.warning,
  )
  if (restoring && trusted.length > 0)
    await instrumentRequest(foyer, { method: 'eth_accounts', source: 'modal' }, () =>
      reconnect(config, { connectors: trusted }),
    )
  else if (restoring)
    // What wagmi read back from storage is not a connection until a wallet confirms it.
    config.setState((state) => ({
      ...state,
      connections: new Map(),
      current: null,
      status: 'disconnected',
    }))
  await siweSession
  return engine
}
