import { anvilAccounts } from '@foyer/fixtures/anvil'
import { usdcAbi, usdcAddresses } from '@foyer/fixtures/contracts'
import type { Page } from '@playwright/test'
import { type Address, createPublicClient, http } from 'viem'
import { connectButton, expect, modal } from './test.ts'

export const WALLET_NAME = 'Foyer Test Wallet'
export const sender = anvilAccounts[0]!.address

/** Opens the modal and connects the first test wallet; ends on the Account view. */
export async function connect(page: Page, walletName = WALLET_NAME) {
  await connectButton(page).click()
  const dialog = modal(page)
  await dialog.getByRole('button', { name: walletName }).click()
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(dialog.getByTestId('foyer-balance')).toBeVisible()
}

export function publicClient(rpcUrl: string) {
  return createPublicClient({ transport: http(rpcUrl) })
}

export async function usdcBalance(rpcUrl: string, chainId: 1 | 137, owner: Address) {
  return publicClient(rpcUrl).readContract({
    address: usdcAddresses[chainId],
    abi: usdcAbi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

/** Fills the Send form and opens the preview. */
export async function fillSend(
  page: Page,
  { token, amount, to }: { token: string; amount: string; to: string },
) {
  const dialog = modal(page)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
  const select = dialog.getByLabel('Token')
  const value = await select
    .locator('option')
    .evaluateAll(
      (options, symbol) =>
        options.find((o) => o.textContent?.startsWith(`${symbol} —`))?.getAttribute('value'),
      token,
    )
  if (!value) throw new Error(`No ${token} in the Send form's token list`)
  await select.selectOption(value)
  await dialog.getByLabel('Amount').fill(amount)
  await dialog.getByLabel('Receiver address').fill(to)
  await dialog.getByRole('button', { name: 'Preview' }).click()
  await expect(dialog.getByTestId('foyer-preview-amount')).toHaveText(`${amount} ${token}`)
}

/** The tracking events the host app's Activity list shows, newest first. */
export function trackingEvents(page: Page) {
  return page.getByTestId('tracking-events').locator('li code')
}
