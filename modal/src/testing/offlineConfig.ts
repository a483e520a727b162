import { type CreateConnectorFn, createConfig, custom } from '@wagmi/core'
import { mainnet } from 'viem/chains'

/**
 * A wagmi config that never reaches a network (every RPC request fails), for view tests that
 * give the modal a fake engine. Engine tests use the real one against anvil instead.
 */
export function offlineConfig(connectors: CreateConnectorFn[] = []) {
  return createConfig({
    chains: [mainnet],
    connectors,
    transports: {
      [mainnet.id]: custom({
        request: async () => {
          throw new Error('no network in this test')
        },
      }),
    },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
}
