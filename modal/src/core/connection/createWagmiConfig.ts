import { type Config, createConfig, createStorage, http } from '@wagmi/core'
import type { Chain, Transport } from 'viem'
import type { Foyer } from '../foyer.ts'
import { chainsById } from '../network/chains.ts'
import { nodeRpcUrl, nodeTransport } from '../rpc/nodeTransport.ts'
import { WAGMI_STORAGE_KEY } from './storageKeys.ts'

/**
 * The wagmi config of an instance: its chains, RPC overrides (or the Foyer server's RPC proxy
 * when `api` is set), EIP-6963 discovery, storage.
 */
export function createWagmiConfig(foyer: Foyer): Config {
  const chains = foyer.config.chains
    .filter((id) => typeof id === 'number')
    .map((id) => {
      const chain = chainsById[id as keyof typeof chainsById]
      const rpc = foyer.config.rpc?.[String(id)]
      // The override also becomes the chain's default RPC, so a wallet asked to add the chain
      // (wallet_addEthereumChain) is given the URL this app really uses.
      return rpc ? { ...chain, rpcUrls: { default: { http: [rpc] } } } : chain
    }) as [Chain, ...Chain[]]
  const { api, projectId } = foyer.config
  const transports: Record<number, Transport> = {}
  // With a Foyer server, node RPC goes through its proxy (SPEC §7), each request on the bus.
  for (const chain of chains)
    transports[chain.id] = api
      ? nodeTransport(foyer, nodeRpcUrl({ api, chainId: chain.id, projectId }))
      : http(foyer.config.rpc?.[String(chain.id)])
  return createConfig({
    chains,
    transports,
    // Foyer discovers EIP-6963 wallets itself (`discoverWallets`): announcements are untrusted.
    multiInjectedProviderDiscovery: false,
    // No Multicall3 batching: local and fresh chains (anvil) have no Multicall3 contract, and
    // the modal makes few reads.
    batch: { multicall: false },
    storage: createStorage({ key: WAGMI_STORAGE_KEY, storage: foyer.storage }),
  })
}
