import { chromiumLaunchOptions } from '@foyer/testing/browser'
import { defineConfig } from '@playwright/test'
import type { HostMode } from './e2e/support/test.ts'

/**
 * Browser tests in Debian's Chromium (never a downloaded browser) against anvil. Every spec runs
 * twice: against `vite dev` and against `vite build && vite preview` of fixtures/host-app.
 */
export default defineConfig<{ hostMode: HostMode }>({
  testDir: 'e2e',
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
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // The devtools panel is injected by `vite dev` only; the build check needs the preview build.
    // The a11y audit runs on the built modal only: its markup and CSS are the same in dev.
    {
      name: 'dev',
      use: { hostMode: 'dev' },
      testIgnore: [/devtools-build\.spec\.ts$/, /a11y\.spec\.ts$/],
    },
    // The Foyer server, like the panel, runs in `vite dev` only (server.spec.ts reads the panel;
    // the embedded wallet's frame is served by it).
    {
      name: 'preview',
      use: { hostMode: 'preview' },
      testIgnore: [
        /devtools\.spec\.ts$/,
        /server\.spec\.ts$/,
        /embedded-[a-z]+\.spec\.ts$/,
        /email-change\.spec\.ts$/,
        /approval-attacks\.spec\.ts$/,
        /siwe\.spec\.ts$/,
        /names\.spec\.ts$/,
        // One mode is enough for WalletConnect: its relay and wallet do not depend on the build.
        /walletconnect\.spec\.ts$/,
        /onramp\.spec\.ts$/,
      ],
    },
  ],
})
