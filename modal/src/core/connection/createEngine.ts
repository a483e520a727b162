import { type Config, reconnect } from '@wagmi/core'
import type { Foyer } from '../foyer.ts'
import { instrumentRequest } from '../rpc/instrumentRequest.ts'
import { createWagmiConfig } from './createWagmiConfig.ts'
import { discoverWallets } from './discoverWallets.ts'
import type { Engine } from './engine.ts'
import type { EngineExtension } from './engineExtension.ts'
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
 * Builds the instance's engine: its wagmi config, mirrored into the instance's stores, and the last
 * session restored without a prompt. The features plug in through `extensions` (the composition
 * root, `core/composition/createEngine.ts`, passes them all; the connection imports none): their
 * watches start with the engine, their restores (the sign-in session) run while wagmi reconnects
 * and are awaited before it resolves, and their connectors are registered, in order, before it.
 */
export async function createEngine(
  foyer: Foyer,
  extensions: readonly EngineExtension[] = [],
): Promise<Engine> {
  // The host's config when it brought one (foyer.config.ts `wagmiConfig`), else the instance's.
  const config = foyer._internal.wagmiConfig ?? createWagmiConfig(foyer)
  foyer._internal.wagmiConfig = config
  await hydrated(config)
  const restoring = config.state.current !== null
  const recent = foyer.persisted.get('recentConnectorId')
  if (recent) updateConnection(foyer, { type: 'recentChanged', connectorId: recent })
  const stopDiscovery = discoverWallets(foyer, config)
  const stopMirror = mirrorConnection(foyer, config)
  const stops: (() => void)[] = []
  const engine: Engine = {
    config,
    wagmi,
    destroy() {
      stopDiscovery()
      stopMirror()
      for (const stop of stops) stop()
    },
  }
  for (const extension of extensions)
    if (extension.start) stops.push(extension.start(foyer, engine))
  // E.g. the sign-in session, which lives in the server's cookie: read while the wallet reconnects.
  const restored = Promise.all(extensions.map((extension) => extension.restore?.(foyer)))
  // Restoring a session asks the wallet for its accounts (eth_accounts), without a prompt. With
  // no session there is nothing to restore, and no wallet is asked anything.
  // Only the wallets of the stored session are asked (a silent one elsewhere on the page cannot
  // hold the restore up), and never a wallet whose rdns another provider also claims: the
  // session may belong to either.
  const stored = new Set([...config.state.connections.values()].map((c) => c.connector.id))
  // A stored session of a connector only a feature builds (the embedded wallet, WalletConnect):
  // its code loads only now, one after the other. One that does not load leaves that session
  // unrestored, never the others.
  for (const { restoreConnector: connector } of extensions)
    if (restoring && connector && stored.has(connector.connectorId) && connector.enabled(foyer))
      await connector.register(foyer, config).catch(() => {})
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
  await restored
  return engine
}
