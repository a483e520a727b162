import { chromiumLaunchOptions } from '@foyer/testing/browser'
import { defineConfig } from '@playwright/test'
import type { HostMode } from './e2e/support/test.ts'

/** Specs that need the devtools panel, which `vite dev` alone serves. */
const DEV_ONLY = [
  /devtools\.spec\.ts$/,
  // Starts its own `vite dev` apps, records a session in the panel and replays the export.
  /devtools-replay\.spec\.ts$/,
  /devtools-faults\.spec\.ts$/,
  /devtools-solana\.spec\.ts$/,
  /server\.spec\.ts$/,
  /embedded-wallet\.spec\.ts$/,
  // Starts its own `vite dev` app on the public harness's chains.
  /public-harness\.spec\.ts$/,
]
/**
 * Specs that need the Foyer server (the embedded wallet's frame and mail, SIWE, names,
 * WalletConnect's relay setting, the on-ramp) and not the devtools: run on the build, whose
 * `vite preview` runs the server as `vite dev` does (the plugin's `previewUrl`).
 */
const SERVED = [
  /embedded-(abort|restore|security|signout|social|solana)\.spec\.ts$/,
  /passkeys\.spec\.ts$/,
  /email-change\.spec\.ts$/,
  /approval-attacks\.spec\.ts$/,
  /siwe\.spec\.ts$/,
  /names\.spec\.ts$/,
  /walletconnect(-signin)?\.spec\.ts$/,
  /onramp\.spec\.ts$/,
  /keyboard-walk\.spec\.ts$/,
  /smart-account\.spec\.ts$/,
  /permissions\.spec\.ts$/,
  /safe\.spec\.ts$/,
  /theme\.spec\.ts$/,
  /i18n\.spec\.ts$/,
]
/**
 * Specs about the build: its devtools-free output, and the a11y audit of the built modal (its
 * markup and CSS are the same in dev).
 */
const BUILD_ONLY = [/devtools-build\.spec\.ts$/, /a11y\.spec\.ts$/, /visual\.spec\.ts$/]
/**
 * Specs whose flows do not depend on the mode: run on the build only, but for their tests tagged
 * @both-modes (the `dev` project's grepInvert lets those through).
 */
const ONE_MODE_FILES = [
  'announcements',
  'batch-calls',
  'connect',
  'connections',
  'host-actions',
  'hostile-tokens',
  'legacy-injected',
  'preview',
  'solana',
  'vanilla-host',
  'wagmi',
  'wallet-flows',
].map((name) => `(^|[ /])${name}\\.spec\\.ts`)

/**
 * Browser tests in Debian's Chromium (never a downloaded browser) against anvil, on
 * fixtures/host-app served by `vite dev` or by `vite build && vite preview` (projects below).
 */
export default defineConfig<{ hostMode: HostMode; previewServer: boolean }>({
  testDir: 'e2e',
  // Screenshot comparisons (visual.spec.ts): one image per name, the same on every machine of
  // this kind (Debian Chromium, its fonts); `--update-snapshots` rewrites them.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  // CI runs two workers on two cores, each with its own dev servers, anvils and Chromium: the
  // long journeys (devtools, the embedded wallet) took over a minute there. Time only; no
  // assertion waits longer than `expect.timeout`.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  forbidOnly: Boolean(process.env.CI),
  use: {
    browserName: 'chromium',
    headless: true,
    // Recording a trace (a screencast and DOM snapshots of every step) took ~40% of a test's CPU
    // here, on a machine whose two cores the e2e keep busy: CI records one for a test's retry,
    // the run that shows a failure again; a local run (no retries) keeps the failed ones'.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // Each spec runs in one mode, unless it depends on it. `vite dev` for what only it serves: the
    // devtools panel. The build for everything else: a page of the build loads in a third of the
    // time of the same page from `vite dev` (20 requests, not 250), and its markup, CSS and flows
    // are the same modal's; the specs that need the Foyer server get it from `vite preview`
    // (`served`). A test whose assertions differ by mode has @both-modes in its title and runs in
    // `dev` too.
    {
      name: 'dev',
      use: { hostMode: 'dev' },
      testIgnore: [...BUILD_ONLY, ...SERVED],
      grepInvert: ONE_MODE_FILES.map((file) => new RegExp(`${file} (?!.*@both-modes)`)),
    },
    {
      name: 'preview',
      use: { hostMode: 'preview' },
      testIgnore: [...DEV_ONLY, ...SERVED],
    },
    {
      name: 'served',
      use: { hostMode: 'preview', previewServer: true },
      testMatch: SERVED,
    },
  ],
})
