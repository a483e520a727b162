import { anvilAccounts } from '@foyer/testing/anvil'
import { auditEveryWay } from './support/looks.ts'
import { connectButton, expect, modal, test } from './support/test.ts'

// A browser wallet that does not announce itself over EIP-6963, only as `window.ethereum`
// (issue 17, item 3): it is listed as "Browser wallet" (or its own name) and connects.

const account = anvilAccounts[0]!.address
const short = `${account.slice(0, 6)}…${account.slice(-4)}`

test.describe('a wallet that is only window.ethereum', () => {
  test('is listed as "Browser wallet", connects, and a reload keeps it', async ({
    page,
    hostApp,
    injectWallet,
  }) => {
    await injectWallet({ inject: 'window.ethereum' })
    await page.goto(hostApp.url)
    await connectButton(page).click()
    const dialog = modal(page)
    const wallet = dialog.getByRole('button', { name: 'Browser wallet' })
    await expect(wallet).toBeVisible()
    await expect(dialog.getByText('No wallet found in this browser.')).toHaveCount(0)
    await auditEveryWay(page, 'Connect, a legacy window.ethereum wallet', ['class="foyer-wallet"'])

    // Keyboard alone: the wallet is a button in the tab order.
    await wallet.focus()
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(dialog.getByTestId('foyer-address')).toHaveText(account)
    await expect(dialog.getByTestId('foyer-balance')).toContainText('ETH')

    await page.reload()
    await expect(connectButton(page)).toContainText(short)
    await connectButton(page).click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  })
})
