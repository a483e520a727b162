import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { parseUnits } from 'viem'
import { describeViolations } from './support/axe.ts'
import { connect, sender, usdcBalance } from './support/flows.ts'
import { auditEveryWay } from './support/looks.ts'
import { connectFreshSolana } from './support/solana.ts'
import { CHAIN_ID, connectButton, expect, modal, test } from './support/test.ts'

// Account → Buy: the on-ramp view, quoted by the Foyer server that `vite preview` runs, and its
// test checkout (onramp.devProvider, turned on by the Vite plugin), whose Pay mints fixture USDC
// on the worker's anvil. playwright.config.ts runs this file in `served` only.

/** What Account's token list shows for a USDC balance (whole units, grouped). */
const wholeUsdc = (value: bigint) => (value / 10n ** 6n).toLocaleString('en-US')

async function expectNoAxeViolations(page: Page) {
  await auditEveryWay(page, 'Buy')
}

async function openBuy(page: Page) {
  const dialog = modal(page)
  await dialog.getByRole('button', { name: 'Buy', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Buy' })).toBeVisible()
  // One provider, one currency to buy and one to pay with: said as text, not a one-option dropdown.
  await expect(dialog.getByLabel('Provider')).toHaveText('Foyer test checkout')
  await expect(dialog.getByRole('combobox')).toHaveCount(1)
  return dialog
}

/** Connects the test wallet on the app and opens Buy; its amount, quote and Continue. */
async function connectAndOpenBuy(page: Page, appUrl: string) {
  await page.goto(appUrl)
  await connect(page)
  const dialog = await openBuy(page)
  return {
    dialog,
    amount: dialog.getByLabel('Amount (USD)'),
    quote: dialog.getByTestId('foyer-onramp-quote'),
    cont: dialog.getByRole('button', { name: 'Continue with Foyer test checkout' }),
  }
}

test.describe('buy crypto through the on-ramp', () => {
  test('buy 50 USD of USDC at the test checkout: the balance rises by the quoted amount', async ({
    page,
    chains,
    hostApp,
    injectWallet,
  }) => {
    const rpc = chains.rpcUrls[CHAIN_ID]!
    const before = await usdcBalance(rpc, 1, sender)
    await injectWallet()
    await page.goto(hostApp.url)
    await connect(page)
    const dialog = modal(page)
    await expect(dialog.getByTestId('foyer-token-USDC')).toContainText(wholeUsdc(before))
    await openBuy(page)

    // What the server offers (SPEC §3 defaults), and the limits of each payment method.
    await expect(dialog.getByLabel('Buy', { exact: true })).toHaveText(
      'USDC (USD Coin) on Ethereum',
    )
    await expect(dialog.getByLabel('Pay with')).toHaveText('USD')
    await expect(dialog.getByLabel('Payment method').locator('option')).toHaveText([
      'Card (10–7,500 USD)',
      'Bank transfer (ACH) (10–25,000 USD)',
    ])

    // From the keyboard: the amount field has focus; type, wait for the quote, press Enter.
    const amount = dialog.getByLabel('Amount (USD)')
    await expect(amount).toBeFocused()
    await page.keyboard.type('50')
    const quote = dialog.getByTestId('foyer-onramp-quote')
    await expect(quote).toHaveText(/^You receive ≈ [\d.]+ USDC on Ethereum$/)
    const quoted = parseUnits(/≈ ([\d.]+) USDC/.exec((await quote.textContent()) ?? '')![1]!, 6)
    expect(quoted).toBe(50_000_000n)
    await expectNoAxeViolations(page)

    const opened = page.waitForEvent('popup')
    await page.keyboard.press('Enter')
    const checkout = await opened
    const url = new URL(checkout.url())
    // On the Foyer server's own origin, never a host a request named.
    expect(url.origin).toBe(new URL(hostApp.mailbox!).origin)
    expect(url.pathname).toBe('/__onramp/checkout')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      publicKey: 'foyer-dev',
      destinationCurrencyCode: 'USDC',
      walletAddress: sender,
      presetFiatAmount: '50',
    })

    // The modal is back on Account and says where to finish.
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(dialog.getByRole('status')).toHaveText(
      'Finish buying in the Foyer test checkout window. Your USDC balance updates here when it arrives.',
    )

    await expect(checkout.getByRole('heading', { name: 'Buy USDC' })).toBeVisible()
    await expect(checkout.getByTestId('receive')).toHaveText('50 USDC')
    await expect(checkout.getByTestId('wallet')).toHaveText(sender)
    const checkoutAudit = await new AxeBuilder({ page: checkout }).analyze()
    expect(checkoutAudit.violations, describeViolations(checkoutAudit.violations)).toEqual([])
    await checkout.getByRole('button', { name: 'Pay' }).click()
    await expect(checkout.getByRole('status')).toHaveText(
      `Paid 50.00 USD. 50 USDC sent to ${sender} on Ethereum.`,
    )

    expect(await usdcBalance(rpc, 1, sender)).toBe(before + quoted)
    await expect(dialog.getByRole('status')).toHaveText('50 USDC arrived')
    await expect(dialog.getByTestId('foyer-token-USDC')).toContainText(wholeUsdc(before + quoted))
    await expectNoAxeViolations(page)
  })

  test('amounts outside the payment method limits say which rule, keeping what was typed', async ({
    page,
    hostApp,
    injectWallet,
  }) => {
    await injectWallet()
    const { dialog, amount, quote, cont } = await connectAndOpenBuy(page, hostApp.url)

    await amount.fill('5')
    await expect(amount).toHaveAccessibleDescription(
      'Amount must be at least 10.00 USD for card. Provided: "5"',
    )
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(amount).toHaveValue('5')
    await expect(quote).toHaveText('')
    await expect(cont).toBeDisabled()
    await expectNoAxeViolations(page)

    await amount.fill('8000')
    await expect(amount).toHaveAccessibleDescription(
      'Amount must be at most 7,500.00 USD for card; bank transfer (ACH) allows up to 25,000.00 USD. Provided: "8000"',
    )
    await expect(amount).toHaveValue('8000')
    // The bank transfer allows it: the error goes, a quote comes.
    await dialog.getByLabel('Payment method').selectOption('ach_bank_account')
    await expect(amount).not.toHaveAttribute('aria-invalid')
    await expect(quote).toHaveText('You receive ≈ 8000 USDC on Ethereum')
    await expect(cont).toBeEnabled()

    await amount.fill('30000')
    await expect(amount).toHaveAccessibleDescription(
      'Amount must be at most 25,000.00 USD for bank transfer (ACH). Provided: "30000"',
    )
    await expect(cont).toBeDisabled()
    await amount.fill('12.345')
    await expect(amount).toHaveAccessibleDescription(
      'Amount must be a number of USD with at most 2 decimals, such as 50 or 49.99. Provided: "12.345"',
    )
    await expect(amount).toHaveValue('12.345')
    // A common amount in one click: it replaces what was typed and is quoted at once.
    const hundred = dialog.getByRole('button', { name: '100 USD' })
    await hundred.click()
    await expect(amount).toHaveValue('100')
    await expect(hundred).toHaveAttribute('aria-pressed', 'true')
    await expect(amount).not.toHaveAttribute('aria-invalid')
    await expect(quote).toHaveText('You receive ≈ 100 USDC on Ethereum')
    await expect(cont).toBeEnabled()

    // Leaving the view forgets it all.
    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await openBuy(page)
    await expect(amount).toHaveValue('')
    await expect(amount).not.toHaveAttribute('aria-invalid')
    await expect(dialog.getByLabel('Payment method')).toHaveValue('card')
  })

  test('a failed quote shows why, while getting one shows that it is coming', async ({
    page,
    hostApp,
    injectWallet,
  }) => {
    const message = 'The USD price of USDC is unavailable right now. Try again shortly.'
    // The server's quote answers as usual until `failing`; then, once released, a 503.
    let failing = false
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/__foyer/api/v1/onramp/quote**', async (route) => {
      if (!failing) return route.continue()
      await held
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'price_unavailable',
          message,
          reasons: [{ description: message }],
        }),
      })
    })
    await injectWallet()
    const { dialog, amount, quote, cont } = await connectAndOpenBuy(page, hostApp.url)

    await amount.fill('60')
    await expect(quote).toHaveText('You receive ≈ 60 USDC on Ethereum')

    failing = true
    await amount.fill('50')
    await expect(quote).toHaveText('Getting a quote…')
    await expect(cont).toBeDisabled()
    await expectNoAxeViolations(page)
    release()
    await expect(dialog.getByRole('alert')).toHaveText(`Couldn’t get a quote. ${message}`)
    // The quote for 60 is not passed off as one for 50.
    await expect(quote).toHaveText('')
    await expect(cont).toBeDisabled()
    await expect(amount).toHaveValue('50')
    await expectNoAxeViolations(page)

    // The server answers again: a new amount gets its quote.
    failing = false
    await amount.fill('70')
    await expect(quote).toHaveText('You receive ≈ 70 USDC on Ethereum')
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    await expect(cont).toBeEnabled()
  })

  test('buy SOL for a Solana account: SOL to its address at the checkout, airdropped on the local Solana', async ({
    page,
    solana,
    solanaHostApp,
  }) => {
    const { address } = await connectFreshSolana(page, {
      solana,
      url: solanaHostApp.url,
      amount: 1_000_000_000n,
    })
    const dialog = modal(page)
    await expect(dialog.getByTestId('foyer-solana-balance')).toHaveText('1 SOL')
    await openBuy(page)

    // SOL for this account, on its network, priced by the server (150 USD a SOL in the plugin's dev prices).
    await expect(dialog.getByLabel('Buy', { exact: true })).toHaveText(
      'SOL (Solana) on Solana Devnet',
    )
    await dialog.getByLabel('Amount (USD)').fill('30')
    await expect(dialog.getByTestId('foyer-onramp-quote')).toHaveText(
      'You receive ≈ 0.2 SOL on Solana Devnet',
    )
    await expectNoAxeViolations(page)

    const opened = page.waitForEvent('popup')
    await dialog.getByRole('button', { name: 'Continue with Foyer test checkout' }).click()
    const checkout = await opened
    // SPEC §7: destinationCurrencyCode is SOL on Solana, to the Solana address.
    expect(Object.fromEntries(new URL(checkout.url()).searchParams)).toMatchObject({
      publicKey: 'foyer-dev',
      destinationCurrencyCode: 'SOL',
      walletAddress: address,
      presetFiatAmount: '30',
      defaultNetwork: 'solana-devnet',
    })
    // The modal is back on the Solana account and says where to finish.
    await expect(dialog.getByTestId('foyer-solana-address')).toHaveText(address)
    await expect(dialog.getByRole('status').filter({ hasText: 'Finish buying' })).toHaveText(
      'Finish buying in the Foyer test checkout window. Your SOL then shows on your Solana account.',
    )

    await expect(checkout.getByRole('heading', { name: 'Buy SOL' })).toBeVisible()
    await expect(checkout.getByTestId('receive')).toHaveText('0.2 SOL')
    await expect(checkout.getByTestId('wallet')).toHaveText(address)
    const checkoutAudit = await new AxeBuilder({ page: checkout }).analyze()
    expect(checkoutAudit.violations, describeViolations(checkoutAudit.violations)).toEqual([])
    await checkout.getByRole('button', { name: 'Pay' }).click()
    await expect(checkout.getByRole('status')).toHaveText(
      `Paid 30.00 USD. 0.2 SOL sent to ${address} on Solana Devnet.`,
    )
    expect(await solana.balance(address)).toBe(1_200_000_000n)

    // The next visit reads it.
    await page.reload()
    await connectButton(page).click()
    await expect(dialog.getByTestId('foyer-solana-balance')).toHaveText('1.2 SOL')
  })
})
