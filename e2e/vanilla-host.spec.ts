import { anvilAccounts } from '@foyer/testing/anvil'
import { analyse, describeViolations, sawInShadow } from './support/axe.ts'
import { WALLET_NAME } from './support/flows.ts'
import { connectButton, expect, modal, test } from './support/test.ts'

// A page without React in its own code (fixtures/host-app/vanilla.html, as a Vue, Svelte, Solid
// or vanilla app would be): Foyer's <foyer-button> custom element in the HTML, and the plain API
// of @foyer/modal (`foyer.subscribe()`, `foyer.open()`) from one plain module.
const account = anvilAccounts[0]!.address

test.describe('a host page without React', () => {
  test('<foyer-button> connects from the keyboard; foyer.subscribe() and foyer.open() work from a plain module', async ({
    page,
    hostApp,
    injectWallet,
  }) => {
    await injectWallet()
    await page.goto(new URL('/vanilla.html', hostApp.url).href)
    const button = connectButton(page)
    await expect(button).toHaveText('Connect wallet')
    await expect(page.getByTestId('vanilla-status')).toHaveText('Not connected')

    // The page and the element's shadow root pass axe.
    const audit = await analyse(page, 'main')
    expect(sawInShadow(audit, 'foyer-button', 'data-foyer-connect-button')).toBe(true)
    expect(audit.violations, describeViolations(audit.violations)).toEqual([])

    // Keyboard only: Tab reaches the element's button, Enter opens the modal.
    await page.keyboard.press('Tab')
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    const dialog = modal(page)
    await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
    await dialog.getByRole('button', { name: WALLET_NAME }).click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()

    // The plain module's subscriber and the element both follow the connection.
    await expect(page.getByTestId('vanilla-status')).toHaveText(`Connected: ${account} on chain 1`)
    await expect(button).toHaveText(new RegExp(`^${account.slice(0, 6)}…${account.slice(-4)}`))
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()

    // foyer.open() from the plain module opens Account.
    await page.getByRole('button', { name: 'Open Foyer with foyer.open()' }).click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(dialog.getByTestId('foyer-address')).toHaveText(account)
    await dialog.getByRole('button', { name: 'Close' }).click()

    // A reload restores the session: the element and the subscriber show it again.
    await page.reload()
    await expect(page.getByTestId('vanilla-status')).toHaveText(`Connected: ${account} on chain 1`)
    await expect(connectButton(page)).toHaveText(
      new RegExp(`^${account.slice(0, 6)}…${account.slice(-4)}`),
    )
  })
})
