import type { Page } from '@playwright/test'
import { WALLET_NAME } from './support/flows.ts'
import { connectButton, expect, modal, test } from './support/test.ts'

// Screenshot comparisons of the main views (issue 31): Connect in light, dark and Arabic (right
// to left), Account and the Send preview. A change of layout, colour, spacing or direction fails
// here with a diff image in test-results/. After a change you meant, update the images with
//   npm run build && npx playwright test e2e/visual.spec.ts --project=preview --update-snapshots
// and commit e2e/__screenshots__/ (see README, Visual regression). Runs in `preview` (the build).

const receiver = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

/** The dialog as pixels, with what changes from run to run (balances, the fee) masked. */
async function expectLooks(page: Page, name: string) {
  const dialog = modal(page)
  await expect(dialog).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask: [
      dialog.getByTestId('foyer-balance'),
      dialog.getByTestId('foyer-preview-fee'),
      dialog.locator('.foyer-tokens'),
    ],
    // Anti-aliasing differs by a few pixels between runs on a busy machine; a layout change
    // moves thousands.
    maxDiffPixelRatio: 0.01,
  })
}

test.describe('the main views look as they did', () => {
  test.use({ viewport: { width: 480, height: 900 } })

  for (const { name, theme, locale } of [
    { name: 'connect-light', theme: 'light', locale: 'en-US' },
    { name: 'connect-dark', theme: 'dark', locale: 'en-US' },
    { name: 'connect-ar', theme: 'light', locale: 'ar' },
  ] as const)
    test(`Connect, ${theme}, ${locale}`, async ({ browser, hostApp, darkHostApp, chains }) => {
      const context = await browser.newContext({ locale, viewport: { width: 480, height: 900 } })
      try {
        const page = await context.newPage()
        const { installTestWallet } = await import('@foyer/testing/test-wallet')
        await installTestWallet(page, { rpcUrls: chains.rpcUrls, chainId: 1 })
        await page.goto(theme === 'dark' ? darkHostApp.url : hostApp.url)
        await connectButton(page).click()
        await expect(modal(page).getByRole('button', { name: WALLET_NAME })).toBeVisible()
        await expectLooks(page, name)
      } finally {
        await context.close()
      }
    })

  test('Account and the Send preview, light, en', async ({ page, hostApp, injectWallet }) => {
    await injectWallet()
    await page.goto(hostApp.url)
    await connectButton(page).click()
    const dialog = modal(page)
    await dialog.getByRole('button', { name: WALLET_NAME }).click()
    await expect(dialog.getByTestId('foyer-balance')).toBeVisible()
    await expectLooks(page, 'account-light')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByLabel('Amount', { exact: true }).fill('0.5')
    await dialog.getByLabel(/Receiver address/).fill(receiver)
    await dialog.getByRole('button', { name: 'Preview' }).click()
    await expect(dialog.getByTestId('foyer-preview-amount')).toBeVisible()
    await expectLooks(page, 'send-preview-light')
  })
})
