// @vitest-environment jsdom
import { createConfig, disconnect, http, mock, switchChain } from '@wagmi/core'
import { mainnet, polygon } from 'viem/chains'
import { describe, expect, it, vi } from 'vitest'
import { setupWalletTests } from '../../testing/setupWalletTests.ts'
import { createFoyer } from '../createFoyer.ts'
import { connectWallet } from './connectWallet.ts'
import { ensureEngine } from './ensureEngine.ts'

// A host that had wagmi before Foyer: the modal runs on the host's config (foyer.config.ts
// `wagmiConfig`), adding its own wallet discovery, and follows what the host's wagmi does.
const t = setupWalletTests()
const ALICE = 'dev.foyer.alice'

function hostConfig(chains: [typeof mainnet, ...(typeof polygon)[]] = [mainnet, polygon]) {
  const urls = t.rpcUrls()
  return createConfig({
    chains,
    connectors: [mock({ accounts: [t.accounts[5]!.address] })],
    transports: { [mainnet.id]: http(urls[1]), [polygon.id]: http(urls[137]) },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
}

describe("the host's own wagmi config", { timeout: 30_000 }, () => {
  it('must serve the chains of foyer.config.ts: a mismatch names both', () => {
    expect(() =>
      createFoyer({ projectId: 'test', chains: [1] }, { wagmiConfig: hostConfig() }),
    ).toThrow(
      'wagmiConfig chains must be the chains of foyer.config.ts. Provided: wagmiConfig [1, 137], foyer.config.ts chains [1]',
    )
  })

  it("lists the host's connectors beside the wallets Foyer discovers, and runs on that config", async () => {
    t.wallet()
    const wagmiConfig = hostConfig()
    const { foyer } = t.foyer({}, { wagmiConfig })
    const engine = await ensureEngine(foyer)
    expect(engine.config).toBe(wagmiConfig)
    expect(foyer.connection.getState().wallets.map((w) => w.id)).toEqual(['mock', ALICE])
    await connectWallet(foyer, { connectorId: ALICE })
    expect(wagmiConfig.state.current).not.toBeNull()
  })

  it("what the host's wagmi actions do shows in the modal: a chain switch, a disconnect", async () => {
    t.wallet()
    const wagmiConfig = hostConfig()
    const { foyer } = t.foyer({}, { wagmiConfig })
    await connectWallet(foyer, { connectorId: ALICE })
    await switchChain(wagmiConfig, { chainId: 137 })
    await vi.waitFor(() => expect(foyer.connection.getState().chainId).toBe(137))
    expect(foyer.persisted.get('lastUsedChain')).toBe(137)
    await disconnect(wagmiConfig)
    await vi.waitFor(() =>
      expect(foyer.connection.getState()).toMatchObject({
        status: 'disconnected',
        connections: [],
      }),
    )
    expect(foyer.connection.getState().recentConnectorId).toBe(ALICE)
  })
})
