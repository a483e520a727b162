import { walletConnect } from '@wagmi/connectors'
import type { Config, Connector } from '@wagmi/core'
import type { Foyer } from '../foyer.ts'
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
  config._internal.connectors.setState((list) => [...list, connector])
  return connector
}
