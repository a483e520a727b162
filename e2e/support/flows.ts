import { anvilAccounts } from '@foyer/testing/anvil'
import { usdcAbi, usdcAddresses } from '@foyer/testing/contracts'
import { connectWallet, openSendPreview } from '@foyer/testing/driver'
import { defaultTestWalletInfo } from '@foyer/testing/test-wallet'
import type { Page } from '@playwright/test'
import { type Address, createPublicClient, createTestClient, http } from 'viem'
import { expect, modal } from './test.ts'

export const WALLET_NAME = defaultTestWalletInfo.name
export const sender = anvilAccounts[0]!.address

/** Opens the modal and connects the first test wallet; ends on the Account view. */
export async function connect(page: Page, walletName = WALLET_NAME) {
  await connectWallet(page, walletName)
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

/**
 * Runs `step` with the chain's automine off (transactions wait in the pool), then turns it back
 * on and mines what `step` left pending, even when `step` fails: the worker's chain is shared.
 */
export async function withAutomineOff(rpcUrl: string, step: () => Promise<void>) {
  const anvil = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
  await anvil.setAutomine(false)
  try {
    await step()
  } finally {
    await anvil.setAutomine(true)
    await anvil.mine({ blocks: 1 })
  }
}

/** Fills the Send form and opens the preview, which must show `amount token`. */
export async function fillSend(
  page: Page,
  { token, amount, to }: { token: string; amount: string; to: string },
) {
  const dialog = modal(page)
  expect(await openSendPreview(dialog, { token, amount, to })).toEqual({ ok: true, token })
  await expect(dialog.getByTestId('foyer-preview-amount')).toHaveText(`${amount} ${token}`)
}

/** The tracking events the host app's Activity list shows, newest first. */
export function trackingEvents(page: Page) {
  return page.getByTestId('tracking-events').locator('li code')
}
