import { anvilAccounts } from '@foyer/testing/anvil'
import { type LocalChains, startLocalChains } from '@foyer/testing/chains'
import { usdcAbi, usdcAddresses } from '@foyer/testing/contracts'
import {
  announceProvider,
  createTestWallet,
  type TestWallet,
  type TestWalletOptions,
} from '@foyer/testing/test-wallet'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hash,
  type Hex,
  http,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { anvil } from 'viem/chains'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import type { BusEvent } from '../core/bus/createBus.ts'
import type { FoyerConfigInput } from '../core/config/configSchema.ts'
import { type CreateFoyerOptions, createFoyer, type Foyer } from '../core/createFoyer.ts'

// Lives outside modal/src/core so that coverage of core counts only the engine itself.

type WalletOptions = Partial<Omit<TestWalletOptions, 'info'>> & {
  rdns?: string
  name?: string
  /**
   * Answers some requests in place of the wallet, as a broken or hostile wallet would; other
   * requests reach the real test wallet. Return `undefined` to pass a request through.
   */
  answer?: (args: { method: string; params?: unknown }) => unknown
}

/**
 * Hooks for tests that drive the real wallet engine: anvils for chains 1 and 137 (USDC at the
 * canonical addresses) for the whole file, and per test a clean jsdom localStorage, a chain
 * snapshot reverted afterwards, and clean-up of every wallet announced and instance created.
 * @example
 * const t = setupWalletTests()
 * it('connects', async () => { const { control } = t.wallet(); const { foyer } = t.foyer() })
 */
export function setupWalletTests() {
  let chains: LocalChains | undefined
  let snapshots: { chainId: number; id: Hash }[] = []
  const stopAnnouncing: (() => void)[] = []
  const foyers: Foyer[] = []

  const rpcUrls = () => {
    if (!chains) throw new Error('setupWalletTests: the chains have not started')
    return chains.rpcUrls
  }
  const client = (chainId: number): PublicClient =>
    createPublicClient({ transport: http(rpcUrls()[chainId]), cacheTime: 0 })
  const testClient = (chainId: number) =>
    createTestClient({ mode: 'anvil', transport: http(rpcUrls()[chainId]) })
  /** A wallet client of an anvil account that acts behind the app's back (another tab, a bot). */
  const walletClient = (chainId: number, privateKey: Hex) =>
    createWalletClient({
      account: privateKeyToAccount(privateKey),
      chain: { ...anvil, id: chainId },
      transport: http(rpcUrls()[chainId]),
    })

  beforeAll(async () => {
    chains = await startLocalChains([1, 137])
  }, 60_000)
  afterAll(async () => {
    await chains?.stop()
  })
  beforeEach(async () => {
    window.localStorage.clear()
    snapshots = await Promise.all(
      [1, 137].map(async (chainId) => ({ chainId, id: await testClient(chainId).snapshot() })),
    )
  })
  afterEach(async () => {
    for (const stop of stopAnnouncing.splice(0)) stop()
    for (const foyer of foyers.splice(0))
      (await foyer._internal.engine?.catch(() => undefined))?.destroy()
    await Promise.all(snapshots.map(({ chainId, id }) => testClient(chainId).revert({ id })))
    window.localStorage.clear()
  })

  return {
    rpcUrls,
    /** A test wallet announced on the jsdom window (EIP-6963), remembering into localStorage. */
    wallet({
      rdns = 'dev.foyer.alice',
      name = 'Alice',
      answer,
      ...options
    }: WalletOptions = {}): TestWallet & { unannounce: () => void } {
      const wallet = createTestWallet({
        rpcUrls: rpcUrls(),
        chainId: 1,
        storage: window.localStorage,
        ...options,
        info: { rdns, name },
      })
      const provider = answer
        ? {
            ...wallet.provider,
            request: async (args: { method: string; params?: unknown }) =>
              answer(args) ?? wallet.provider.request(args as never),
          }
        : wallet.provider
      const unannounce = announceProvider(provider, wallet.info, window)
      stopAnnouncing.push(unannounce)
      return { ...wallet, unannounce }
    },
    /** A fresh instance on chains 1 and 137 of the anvils, and the bus events it emits. */
    foyer(config: Partial<FoyerConfigInput> = {}, options: CreateFoyerOptions = {}) {
      const urls = rpcUrls()
      const foyer = createFoyer(
        {
          projectId: 'test',
          chains: [1, 137],
          rpc: { 1: urls[1]!, 137: urls[137]! },
          ...config,
        },
        { storage: window.localStorage, ...options },
      )
      foyers.push(foyer)
      const events: BusEvent[] = []
      foyer.bus.subscribe((event) => events.push(event))
      return { foyer, events }
    },
    /** A public client of the anvil of `chainId`, for on-chain assertions. */
    client,
    /** anvil's test client of `chainId`, e.g. to set a balance behind the app's back. */
    testClient,
    walletClient,
    /** USDC balance (6 decimals) of `owner` on `chainId`, read on-chain. */
    usdcBalance(chainId: 1 | 137, owner: Address): Promise<bigint> {
      return client(chainId).readContract({
        address: usdcAddresses[chainId],
        abi: usdcAbi,
        functionName: 'balanceOf',
        args: [owner],
      })
    },
    accounts: anvilAccounts,
  }
}
