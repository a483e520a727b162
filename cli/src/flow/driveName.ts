import { chromiumLaunchOptions } from '@foyer/testing/browser'
import { connectWallet } from '@foyer/testing/driver'
import { defaultTestWalletInfo } from '@foyer/testing/test-wallet'
import { chromium, type Locator } from 'playwright-core'
import { openFlowPage, openModal } from './openFlowPage.ts'
import type { PageBusEvent } from './timeline.ts'

export type DriveNameInput = {
  url: string
  rpcUrls: Record<number, string>
  chainId: number
  /** The account name to register, without the suffix (`alice`) or with it. */
  name: string
  /** The test wallet's account. @default anvil's first dev account */
  privateKey?: `0x${string}` | undefined
  onEvent: (event: PageBusEvent) => void
  onProgress: (message: string) => void
  /** @default 60_000 */
  timeoutMs?: number | undefined
}

export type DriveNameOutcome = { ok: true; name: string } | { ok: false; reason: string }

/**
 * Drives the page's real modal in headless Chromium with the test wallet injected (approving
 * everything): connect, Account → Register name, type the name, wait for the view's verdict
 * (a broken rule, taken, or available), register, and wait for the name or the reason it failed.
 * Every reason is the modal's own text.
 */
export async function driveName(input: DriveNameInput): Promise<DriveNameOutcome> {
  const timeout = input.timeoutMs ?? 60_000
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const dialog = await openFlowPage(
      browser,
      { ...input, privateKeys: input.privateKey ? [input.privateKey] : undefined, timeout },
      async (page) => {
        input.onProgress('connecting the test wallet')
        return connectWallet(page, defaultTestWalletInfo.name, { openModal })
      },
    )
    const entry = dialog.getByRole('button', { name: 'Register name' })
    if ((await entry.count()) === 0) {
      const current = (await dialog.getByTestId('foyer-account-name').textContent()) ?? ''
      return {
        ok: false,
        reason: current.includes('.')
          ? `The account already has the name ${current}.`
          : 'Account offers no Register name: the app has no Foyer server.',
      }
    }
    await entry.click()
    input.onProgress(`typing ${input.name}`)
    await dialog.getByLabel('Account name').fill(input.name)
    const verdict = await readVerdict(dialog)
    if (!verdict.endsWith('is available.')) {
      const suggestions = await dialog
        .getByRole('list', { name: 'Free names' })
        .getByRole('button')
        .allTextContents()
      return { ok: false, reason: [verdict, ...suggestions].join(' ') }
    }
    input.onProgress('registering (the wallet signs the name message)')
    await dialog.getByRole('button', { name: 'Register' }).click()
    const done = dialog.getByTestId('foyer-registered-name')
    const refused = dialog.getByRole('alert')
    await done.or(refused).first().waitFor()
    if (await done.isVisible()) {
      const text = (await done.textContent()) ?? ''
      return { ok: true, name: text.replace(/ is yours\.$/, '') }
    }
    return { ok: false, reason: (await refused.first().textContent()) ?? 'Registration failed' }
  } finally {
    await browser.close()
  }
}

/** Waits for the view to judge the typed name, and returns its words. */
async function readVerdict(dialog: Locator): Promise<string> {
  const problem = dialog.locator('#foyer-name-error')
  const status = dialog.locator('#foyer-name-status p:not(.foyer-muted)')
  await problem.or(status).first().waitFor()
  const shown = (await problem.isVisible()) ? problem : status
  return ((await shown.first().textContent()) ?? '').trim()
}
