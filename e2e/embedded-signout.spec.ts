import AxeBuilder from '@axe-core/playwright'
import { describeViolations } from './support/axe.ts'
import { freshEmail, signInWithEmail } from './support/embedded.ts'
import { connectButton, expect, modal, test } from './support/test.ts'

// "Sign out everywhere" on the wallet's own page (its origin, opened from Account), on the build
// whose `vite preview` runs the Foyer server (playwright.config.ts: `served`).

test.describe('the wallet page signs the wallet out everywhere', () => {
  test('a person reaches it from Account, by keyboard; the app is then signed out', async ({
    page,
    hostApp,
  }) => {
    test.setTimeout(120_000)
    await page.goto(hostApp.url)
    await connectButton(page).click()
    const dialog = modal(page)
    await signInWithEmail(page, hostApp.mailbox!, freshEmail('everywhere'))

    const [manage] = await Promise.all([
      page.context().waitForEvent('page'),
      dialog.getByRole('link', { name: /Export wallet key/ }).click(),
    ])
    const everywhere = manage.getByRole('button', { name: 'Sign out everywhere' })
    await expect(manage.getByRole('region', { name: 'Signed-in devices' })).toBeVisible()
    await everywhere.focus()
    await everywhere.press('Enter')
    await expect(manage.locator('#foyer-signout-status')).toHaveText(
      /^Signed out on every device \(\d+ sign-ins? ended\)\. Sign in again in the app to use your wallet: it stays the same\.$/,
    )
    await expect(manage.getByRole('button', { name: 'Export private key' })).toHaveCount(0)
    const audit = await new AxeBuilder({ page: manage }).analyze()
    expect(audit.violations, describeViolations(audit.violations)).toEqual([])
    await manage.reload()
    await expect(manage.getByText('No wallet is signed in on this browser.')).toBeVisible()
    await manage.close()

    // The app, reloaded, finds no session in the frame: Connect again.
    await page.reload()
    await connectButton(page).click()
    await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
  })
})
