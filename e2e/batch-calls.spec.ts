import type { Page } from '@playwright/test'
import { parseEther } from 'viem'
import { connect, publicClient, sender, usdcBalance } from './support/flows.ts'
import { auditEveryWay } from './support/looks.ts'
import { CHAIN_ID, expect, modal, test, waitForPending } from './support/test.ts'

// EIP-5792 for a wallet that does not speak it: the host's wagmi `useSendCalls` sends three
// calls (0.01 ETH, 1 USDC, 0.02 ETH) to the test wallet, which answers wallet_sendCalls with
// 4200. The modal sends them one at a time, each after the one before is in a block, and shows
// their progress; the host's useWaitForCallsStatus gets EIP-5792's answer from the modal.
const ETH_RECEIVER = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const USDC_RECEIVER = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'

async function balances(rpc: string) {
  return {
    eth: await publicClient(rpc).getBalance({ address: ETH_RECEIVER }),
    usdc: await usdcBalance(rpc, CHAIN_ID, USDC_RECEIVER),
    senderUsdc: await usdcBalance(rpc, CHAIN_ID, sender),
  }
}

async function startBatch(page: Page, url: string) {
  await page.goto(new URL('/wagmi.html', url).href)
  await connect(page)
  await modal(page).getByRole('button', { name: 'Close' }).click()
  await page.evaluate(() => {
    window.foyerTestWallet.mode = 'manual'
  })
  await page.getByRole('button', { name: 'Send 3 calls with useSendCalls' }).click()
  const dialog = modal(page)
  await expect(dialog.getByRole('heading', { name: '3 calls' })).toBeVisible()
  return dialog
}

test.describe('batched calls with a wallet without EIP-5792', () => {
  test('useSendCalls: the modal sends the calls one by one with their progress', async ({
    page,
    chains,
    hostApp,
    injectWallet,
  }) => {
    const rpc = chains.rpcUrls[CHAIN_ID]!
    await injectWallet()
    const before = await balances(rpc)
    const dialog = await startBatch(page, hostApp.url)
    const progress = dialog.getByTestId('foyer-calls-progress')
    for (const n of [1, 2, 3]) {
      await expect(progress).toHaveText(
        `${n - 1} of 3 confirmed · confirm call ${n} of 3 in your wallet`,
      )
      await waitForPending(page)
      // One request at a time: the next call is asked only after this one is in a block.
      expect(await page.evaluate(() => window.foyerTestWallet.pending().length)).toBe(1)
      if (n === 2) {
        await auditEveryWay(page, 'Calls, the second of three waiting for the wallet')
      }
      await page.evaluate(() => window.foyerTestWallet.approve())
    }
    await expect(progress).toHaveText('3 of 3 confirmed')
    await expect(dialog.getByText('All 3 calls are confirmed.')).toBeVisible()
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Confirmed' })).toHaveCount(3)
    // The host's useWaitForCallsStatus reads the modal's EIP-5792 answer.
    await expect(page.getByTestId('calls-status')).toHaveText(
      'Calls success: 3 receipts, atomic false',
      { timeout: 20_000 },
    )
    const after = await balances(rpc)
    expect(after.eth - before.eth).toBe(parseEther('0.03'))
    expect(after.usdc - before.usdc).toBe(1_000_000n)
    expect(before.senderUsdc - after.senderUsdc).toBe(1_000_000n)
  })

  test('rejecting call 2 of 3 stops the batch: call 1 stays, call 3 is never asked', async ({
    page,
    chains,
    hostApp,
    injectWallet,
  }) => {
    const rpc = chains.rpcUrls[CHAIN_ID]!
    await injectWallet()
    const before = await balances(rpc)
    const dialog = await startBatch(page, hostApp.url)
    await waitForPending(page)
    await page.evaluate(() => window.foyerTestWallet.approve())
    await expect(dialog.getByTestId('foyer-calls-progress')).toHaveText(
      '1 of 3 confirmed · confirm call 2 of 3 in your wallet',
    )
    await waitForPending(page)
    await page.evaluate(() => window.foyerTestWallet.reject())
    await expect(dialog.getByRole('alert')).toHaveText(
      'You rejected call 2 of 3 in your wallet. Call 1 was sent and confirmed; call 3 was not sent.',
    )
    await expect(dialog.getByTestId('foyer-calls-progress')).toHaveText('1 of 3 confirmed')
    await expect(dialog.getByRole('listitem').nth(1)).toContainText('Rejected')
    await expect(dialog.getByRole('listitem').nth(2)).toContainText('Not sent')
    // The app's useSendCalls fails with the wallet's refusal (EIP-1193 4001).
    await expect(page.getByTestId('calls-error')).toContainText('User rejected the request')
    expect(await page.evaluate(() => window.foyerTestWallet.pending().length)).toBe(0)
    const after = await balances(rpc)
    expect(after.eth - before.eth).toBe(parseEther('0.01'))
    expect(after.usdc).toBe(before.usdc)
    expect(after.senderUsdc).toBe(before.senderUsdc)
  })
})
