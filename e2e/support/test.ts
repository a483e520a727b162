import { type HostApp, startHostApp } from '@foyer/host-app/start'
import { startBundler } from '@foyer/testing/bundler'
import { type LocalChains, startLocalChains } from '@foyer/testing/chains'
import {
  hostileTokens as hostileTokenAddresses,
  installAccountAbstraction,
  installHostileTokens,
  installPaymaster,
  uninstallHostileTokens,
} from '@foyer/testing/contracts'
import { type FarcasterRelay, startFarcasterRelay } from '@foyer/testing/farcaster'
import { type OAuthStandIn, standInEnv, startOAuthStandIn } from '@foyer/testing/oauth'
import { type SafeStandIn, startSafeStandIn } from '@foyer/testing/safe'
import { type LocalSolana, startLocalSolana } from '@foyer/testing/solana'
import type {} from '@foyer/testing/test-wallet'
import { installTestWallet } from '@foyer/testing/test-wallet'
import { type Relay, startRelay } from '@foyer/testing/walletconnect'
import { test as base, expect, type Page } from '@playwright/test'
import { privateKeyToAccount } from 'viem/accounts'

export type HostMode = 'dev' | 'preview'

/** The chains of the demo app (Ethereum and Polygon ids), each on its own anvil. */
export const CHAIN_ID = 1
export const POLYGON_ID = 137

/**
 * The e2e server's sponsoring key (FoyerPaymaster's signer): fixed, so the host app's build is
 * the same in every run (a test key, on local anvils only).
 */
const E2E_SPONSOR_KEY = '0x5f0e5ed0c0ffee00000000000000000000000000000000000000000000000001'

type TestWalletOptions = Parameters<typeof installTestWallet>[1]

type WorkerFixtures = {
  hostMode: HostMode
  /**
   * `preview`: each host app's build names, and its `vite preview` runs, the Foyer server (the
   * plugin's `previewUrl`), as `vite dev` always does.
   */
  previewServer: boolean
  chains: LocalChains
  hostApp: HostApp
  /**
   * A second host app of the worker, serving the modal in its dark theme (FOYER_THEME_MODE=dark,
   * read by fixtures/host-app/foyer.config.ts). Started only by the tests that ask for it.
   */
  darkHostApp: HostApp
  /** A second host app whose modal runs on the app's own wagmi config (FOYER_WAGMI_CONFIG=own). */
  ownWagmiHostApp: HostApp
  /** A host app with sign-in with Ethereum on (FOYER_SIWE=1). */
  siweHostApp: HostApp
  /**
   * A host app (and its Foyer server) at `localhost`, not 127.0.0.1: the wallet frame's origin is
   * a passkey's relying party, which must be a domain (e2e/passkeys.spec.ts).
   */
  passkeyHostApp: HostApp
  /** A local WalletConnect relay (@foyer/testing/walletconnect), restartable on its port. */
  relay: LocalRelay
  /** A host app offering WalletConnect through `relay` (FOYER_WC_RELAY). */
  wcHostApp: HostApp
  /** A host app offering WalletConnect through `relay`, with sign-in with Ethereum on. */
  wcSiweHostApp: HostApp
  /**
   * A host app that pays the embedded smart account's gas on chain 1 (`sponsorGas`): EntryPoint
   * v0.8 and FoyerPaymaster on the worker's chain 1, a local bundler (alto) there.
   */
  sponsoredHostApp: HostApp
  /**
   * The worker's Farcaster auth relay (@foyer/testing/farcaster): every host app's Farcaster
   * login. Its client page registers fids in the IdRegistry fixture on chain 1's anvil, where
   * the host apps' servers read custody (the Vite plugin picks that anvil for a local relay).
   */
  farcasterRelay: FarcasterRelay
  /**
   * The worker's Safe{Wallet} stand-in (@foyer/testing/safe) for a Safe on chain 1: `hostApp`
   * trusts its origin as a Safe parent (FOYER_SAFE_ORIGIN), so e2e/safe.spec.ts needs no build
   * of its own.
   */
  safe: SafeStandIn
  /** The worker's OAuth provider stand-ins (@foyer/testing/oauth). */
  oauth: OAuthStandIn
  /** A host app whose social logins go to `oauth` with its test credentials (no dev sign-in). */
  socialHostApp: HostApp
  /** The worker's local Solana (Devnet's genesis hash, USDC at Circle's Devnet mint). */
  solana: LocalSolana
  /** A host app that also offers Solana Devnet, on `solana` (FOYER_SOLANA_RPC). */
  solanaHostApp: HostApp
}

/** The worker's WalletConnect relay: stopped and started again on the same URL by a test. */
export type LocalRelay = {
  url: string
  /** The relay running now. */
  current(): Relay
  stop(): Promise<void>
  restart(): Promise<void>
}

type TestFixtures = {
  /** Injects test wallets (before `page.goto`), on chain 1 by default with the worker's anvils. */
  injectWallet: (
    options?:
      | Partial<Exclude<TestWalletOptions, unknown[]>>
      | Extract<TestWalletOptions, unknown[]>,
  ) => Promise<void>
  /**
   * The hostile ERC-20s of @foyer/testing (FALSE, SILENT, BIDI, LONG, HUGE), installed on the
   * worker's chain 1 with anvil account 0 holding each, before the test's page loads; the
   * host app lists them. Their code is removed after the test, so the worker's other tests do
   * not see them. Resolves to their addresses.
   */
  hostileTokens: typeof hostileTokenAddresses
}

/**
 * A worker's host app in its mode (with the Foyer server in `preview` when `previewServer`), on
 * its anvils, with `env` besides their URLs; stopped when the worker ends.
 */
async function serveHostApp(
  {
    hostMode,
    previewServer,
    chains,
  }: Pick<WorkerFixtures, 'hostMode' | 'previewServer' | 'chains'>,
  use: (app: HostApp) => Promise<void>,
  env: Record<string, string>,
  { hostname }: { hostname?: 'localhost' } = {},
): Promise<void> {
  const app = await startHostApp({
    mode: hostMode,
    server: previewServer,
    env: { ...chains.env, ...env },
    ...(hostname ? { hostname } : {}),
  })
  await use(app)
  await app.stop()
}

/** Each worker has its own anvils (chains 1 and 137, USDC installed) and host app server. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  hostMode: ['dev', { option: true, scope: 'worker' }],
  previewServer: [false, { option: true, scope: 'worker' }],
  chains: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern.
    async ({}, use) => {
      const chains = await startLocalChains([CHAIN_ID, POLYGON_ID])
      await use(chains)
      await chains.stop()
    },
    { scope: 'worker' },
  ],
  farcasterRelay: [
    async ({ chains }, use) => {
      const relay = await startFarcasterRelay({ idRegistryRpcUrl: chains.rpcUrls[CHAIN_ID] })
      await use(relay)
      await relay.close()
    },
    { scope: 'worker' },
  ],
  oauth: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern.
    async ({}, use) => {
      const standIn = await startOAuthStandIn()
      await use(standIn)
      await standIn.close()
    },
    { scope: 'worker' },
  ],
  socialHostApp: [
    async ({ hostMode, previewServer, chains, oauth, farcasterRelay }, use) =>
      serveHostApp({ hostMode, previewServer, chains }, use, {
        ...standInEnv(oauth),
        FOYER_FARCASTER_RELAY: farcasterRelay.url,
      }),
    { scope: 'worker', timeout: 120_000 },
  ],
  safe: [
    async ({ chains }, use) => {
      const standIn = await startSafeStandIn({
        chainId: CHAIN_ID,
        rpcUrl: chains.rpcUrls[CHAIN_ID]!,
      })
      await use(standIn)
      await standIn.close()
    },
    { scope: 'worker' },
  ],
  hostApp: [
    async ({ hostMode, previewServer, chains, farcasterRelay, safe }, use) =>
      serveHostApp({ hostMode, previewServer, chains }, use, {
        FOYER_FARCASTER_RELAY: farcasterRelay.url,
        FOYER_SAFE_ORIGIN: safe.origin,
      }),
    { scope: 'worker', timeout: 120_000 },
  ],
  darkHostApp: [
    async ({ hostMode, previewServer, chains }, use) =>
      serveHostApp({ hostMode, previewServer, chains }, use, { FOYER_THEME_MODE: 'dark' }),
    { scope: 'worker', timeout: 120_000 },
  ],
  ownWagmiHostApp: [
    async ({ hostMode, previewServer, chains }, use) =>
      serveHostApp({ hostMode, previewServer, chains }, use, { FOYER_WAGMI_CONFIG: 'own' }),
    { scope: 'worker', timeout: 120_000 },
  ],
  siweHostApp: [
    async ({ hostMode, previewServer, chains }, use) =>
      serveHostApp({ hostMode, previewServer, chains }, use, { FOYER_SIWE: '1' }),
    { scope: 'worker', timeout: 120_000 },
  ],
  passkeyHostApp: [
    async ({ hostMode, previewServer, chains, farcasterRelay, safe }, use) =>
      serveHostApp(
        { hostMode, previewServer, chains },
        use,
        { FOYER_FARCASTER_RELAY: farcasterRelay.url, FOYER_SAFE_ORIGIN: safe.origin },
        { hostname: 'localhost' },
      ),
    { scope: 'worker', timeout: 120_000 },
  ],
  solana: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern.
    async ({}, use) => {
      const solana = await startLocalSolana()
      await use(solana)
      await solana.stop()
    },
    { scope: 'worker' },
  ],
  solanaHostApp: [
    async ({ hostMode, previewServer, chains, solana }, use) =>
      serveHostApp({ hostMode, previewServer, chains }, use, { FOYER_SOLANA_RPC: solana.url }),
    { scope: 'worker', timeout: 120_000 },
  ],
  relay: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern.
    async ({}, use) => {
      let relay = await startRelay()
      const { url, port } = relay
      await use({
        url,
        current: () => relay,
        stop: () => relay.stop(),
        restart: async () => {
          relay = await startRelay({ port })
        },
      })
      await relay.stop().catch(() => {})
    },
    { scope: 'worker' },
  ],
  wcHostApp: [
    async ({ hostMode, previewServer, chains, relay }, use) =>
      serveHostApp({ hostMode, previewServer, chains }, use, { FOYER_WC_RELAY: relay.url }),
    { scope: 'worker', timeout: 120_000 },
  ],
  wcSiweHostApp: [
    async ({ hostMode, previewServer, chains, relay }, use) =>
      serveHostApp({ hostMode, previewServer, chains }, use, {
        FOYER_WC_RELAY: relay.url,
        FOYER_SIWE: '1',
      }),
    { scope: 'worker', timeout: 120_000 },
  ],
  sponsoredHostApp: [
    async ({ hostMode, previewServer, chains }, use) => {
      const rpcUrl = chains.rpcUrls[CHAIN_ID]!
      await installAccountAbstraction({ rpcUrl })
      const signer = privateKeyToAccount(E2E_SPONSOR_KEY).address
      const paymaster = await installPaymaster({ rpcUrl, signer })
      const bundler = await startBundler({ rpcUrl })
      try {
        await serveHostApp({ hostMode, previewServer, chains }, use, {
          FOYER_SPONSOR_GAS: '1',
          FOYER_BUNDLER_1: bundler.url,
          FOYER_PAYMASTER_1: `${paymaster}:${E2E_SPONSOR_KEY}`,
        })
      } finally {
        await bundler.stop()
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  hostileTokens: async ({ chains }, use) => {
    const rpcUrl = chains.rpcUrls[CHAIN_ID]!
    await installHostileTokens({ rpcUrl, chainId: CHAIN_ID })
    await use(hostileTokenAddresses)
    await uninstallHostileTokens({ rpcUrl })
  },
  injectWallet: async ({ page, chains }, use) => {
    await use(async (options = {}) => {
      await installTestWallet(
        page,
        Array.isArray(options)
          ? options
          : { rpcUrls: chains.rpcUrls, chainId: CHAIN_ID, ...options },
      )
    })
  },
})

/** The modal dialog, and the host page's Connect button. */
export { connectButton, modalDialog as modal } from '@foyer/testing/driver'
export { expect }

/** Waits until the first test wallet holds `count` requests for approval (manual mode). */
export async function waitForPending(page: Page, count = 1): Promise<void> {
  await page.waitForFunction((n) => window.foyerTestWallet.pending().length === n, count)
}

/**
 * Stops the worker's anvil for `chainId`, runs `whileDown`, then starts a fresh anvil on the same
 * port with USDC installed again, so the tests that follow find the chain as the fixture made it.
 * The worker's teardown stops the new node.
 */
export async function withChainDown(
  chains: LocalChains,
  chainId: number,
  whileDown: (restart: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const anvil = chains.chains[chainId]!
  await anvil.stop()
  let restarted = false
  const restart = async () => {
    if (restarted) return
    restarted = true
    const fresh = await startLocalChains([chainId], { ports: { [chainId]: anvil.port } })
    const node = fresh.chains[chainId]!
    Object.assign(anvil, { stop: node.stop, pid: node.pid })
  }
  try {
    await whileDown(restart)
  } finally {
    await restart()
  }
}
