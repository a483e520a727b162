import { walletConnect } from '@wagmi/connectors'
import type { Config, Connector } from '@wagmi/core'
import type { Foyer } from '../foyer.ts'
import { withBatchFallback } from '../rpc/calls/batchFallback.ts'
import { WALLETCONNECT_CONNECTOR_ID } from './constants.ts'

/**
 * The lazy WalletConnect chunk (wagmi's connector over `@walletconnect/ethereum-provider`, which
 * it imports on first use): adds the connector to the wagmi config once, with the host's project
 * id and relay, the modal's own QR view instead of the vendor's, and telemetry off.
 */
export function addWalletConnectConnector(foyer: Foyer, config: Config): Connector {
  const existing = config.connectors.find((c) => c.id === WALLETCONNECT_CONNECTOR_ID)
  if (existing) return existing
  const options = foyer.config.walletConnect
  if (!options)
    throw new Error('WalletConnect is not configured (walletConnect in foyer.config.ts)')
  const { metadata } = foyer.config
  const connector = config._internal.connectors.setup(
    walletConnect({
      projectId: options.projectId,
      ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
      showQrModal: false,
      telemetryEnabled: false,
      metadata: {
        name: metadata?.name ?? location.host,
        description: metadata?.description ?? '',
        url: metadata?.url ?? location.origin,
        icons: metadata?.icons ?? [],
      },
    }),
  )
  batchForAnyWallet(foyer, connector)
  config._internal.connectors.setState((list) => [...list, connector])
  return connector
}

type Eip1193 = { request: (args: { method: string; params?: unknown }) => Promise<unknown> }

/**
 * A wallet paired over WalletConnect whose session has no `wallet_sendCalls` gets the modal's
 * one-at-a-time batch (withBatchFallback), as a browser wallet does. The provider the connector
 * hands out answers `request` through the fallback; everything else is the provider's own, called
 * on it (so its state stays in one object).
 */
function batchForAnyWallet(foyer: Foyer, connector: Connector): void {
  const getProvider = connector.getProvider.bind(connector)
  let wrapped: { provider: object; proxy: object } | undefined
  connector.getProvider = (async (...args: Parameters<typeof getProvider>) => {
    const provider = (await getProvider(...args)) as Eip1193 | undefined
    if (!provider || typeof provider !== 'object') return provider
    if (wrapped?.provider !== provider) {
      const { request } = withBatchFallback(foyer, provider)
      const proxy = new Proxy(provider, {
        get(target, key) {
          if (key === 'request') return request
          const value = Reflect.get(target, key, target)
          return typeof value === 'function' ? value.bind(target) : value
        },
      })
      wrapped = { provider, proxy }
    }
    return wrapped.proxy
  }) as typeof connector.getProvider
}
