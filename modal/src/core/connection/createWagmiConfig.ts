import { type Config, createConfig, createStorage, http } from '@wagmi/core'
import type { Chain, Transport } from 'viem'
import type { Foyer } from '../instantiateFoyer.ts'
import { chainsById } from '../network/chains.ts'
import { WAGMI_STORAGE_KEY } from './storageKeys.ts'

/** The wagmi config of an instance: its chains, RPC overrides, EIP-6963 discovery, storage. */
export function createWagmiConfig(foyer: Foyer): Config {
  const chains = foyer.config.chains.map((id) => {
    const chain = chainsById[id as keyof typeof chainsById]
    const rpc = foyer.config.rpc?.[String(id)]
    // The override also becomes the chain's default RPC, so a wallet asked to add the chain
    // (wallet_addEthereumChain) is given the URL this app really uses.
    return rpc ? { ...chain, rpcUrls: { default: { http: [rpc] } } } : chain
  }) as [Chain, ...Chain[]]
  const transports: Record<number, Transport> = {}
  for (const chain of chains) transports[chain.id] = http(foyer.config.rpc?.[String(chain.id)])
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
