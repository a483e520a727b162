import type {} from '@foyer/fixtures/test-wallet'
import { type Anvil, startAnvil } from '@foyer/fixtures/anvil'
import { type HostApp, startHostApp } from '@foyer/fixtures/host-app'
import { test as base, expect, type Locator, type Page } from '@playwright/test'

export type HostMode = 'dev' | 'preview'

/** The local chain of the demo app; its RPC is pointed at the worker's anvil. */
export const CHAIN_ID = 31337

type WorkerFixtures = {
  hostMode: HostMode
  anvil: Anvil
  hostApp: HostApp
}

/** Each worker has its own anvil and its own host app server pointed at it. */
export const test = base.extend<object, WorkerFixtures>({
  hostMode: ['dev', { option: true, scope: 'worker' }],
  anvil: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern.
    async ({}, use) => {
      const anvil = await startAnvil({ chainId: CHAIN_ID })
      await use(anvil)
      await anvil.stop()
    },
    { scope: 'worker' },
  ],
  hostApp: [
    async ({ hostMode, anvil }, use) => {
      const app = await startHostApp({
        mode: hostMode,
        env: { [`FOYER_RPC_${CHAIN_ID}`]: anvil.url },
      })
      await use(app)
      await app.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
})

export { expect }

/** The modal dialog (inside Foyer's shadow root; Playwright locators pierce open shadow roots). */
export function modal(page: Page): Locator {
  return page.getByRole('dialog')
}

/** The host page's Connect button. */
export function connectButton(page: Page): Locator {
  return page.locator('[data-foyer-connect-button]')
}

/** Waits until the first test wallet holds `count` requests for approval (manual mode). */
export async function waitForPending(page: Page, count = 1): Promise<void> {
  await page.waitForFunction((n) => window.foyerTestWallet.pending().length === n, count)
}
