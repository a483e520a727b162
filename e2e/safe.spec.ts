import { anvilAccounts } from '@foyer/testing/anvil'
import { mintUsdc, usdcAddresses } from '@foyer/testing/contracts'
import { openSendPreview, sendButton } from '@foyer/testing/driver'
import { startSafeStandIn } from '@foyer/testing/safe'
import type { FrameLocator, Page } from '@playwright/test'
import { parseEther } from 'viem'
import { publicClient, usdcBalance } from './support/flows.ts'
import { CHAIN_ID, expect, test } from './support/test.ts'

/** Where the host app's useSendCalls demo sends (fixtures/host-app/src/wagmi). */
const BATCH_ETH_RECEIVER = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const WAGMI_DEMO_RECEIVER = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'

// Issue 27, item 5: the app opened as a Safe App. The stand-in of @foyer/testing/safe is the
// Safe{Wallet} page around it: on its own origin, it frames the app and answers the Safe Apps
// SDK's messages for one Safe on the worker's anvil. The worker's host app trusts that origin
// (FOYER_SAFE_ORIGIN, e2e/support/test.ts) and offers a "Safe" wallet; the silent parent is the
// same page answering nothing.

/** The app inside the stand-in, and its modal. */
function safeApp(page: Page): { app: FrameLocator; dialog: ReturnType<FrameLocator['getByRole']> } {
  const app = page.frameLocator('iframe[title="Safe App"]')
  return { app, dialog: app.getByRole('dialog') }
}

test.describe('the app as a Safe App', () => {
  test('the Safe wallet connects, shows the Safe, and a send goes through the Safe', async ({
    page,
    chains,
    safe,
    hostApp,
  }) => {
    const rpc = chains.rpcUrls[CHAIN_ID]!
    const to = anvilAccounts[9]!.address
    const before = await publicClient(rpc).getBalance({ address: to })
    await page.goto(safe.pageUrl(hostApp.url))
    const { app, dialog } = safeApp(page)
    await app.locator('[data-foyer-connect-button]').click()
    const wallet = dialog.getByRole('button', { name: /^Safe\b/ })
    await expect(wallet).toHaveAccessibleName('Safe This Safe')
    // No email or social login inside Safe{Wallet}: the visitor is there as the Safe.
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveCount(0)
    await expect(dialog.getByRole('group', { name: 'Social logins' })).toHaveCount(0)
    await wallet.click()
    await expect(dialog.getByRole('heading', { name: 'Account', exact: true })).toBeVisible()
    const short = `${safe.safeAddress.slice(0, 6)}…${safe.safeAddress.slice(-4)}`
    await expect(dialog.getByText(short).first()).toBeVisible()
    // The stand-in was asked for its Safe, and the balance read went to the chain.
    await expect(page.getByRole('list', { name: 'Requests from the app' })).toContainText(
      'getSafeInfo',
    )

    const preview = await openSendPreview(dialog, { token: 'ETH', amount: '0.05', to })
    expect(preview).toEqual({ ok: true, token: 'ETH' })
    await sendButton(dialog).click()
    await expect(dialog.getByRole('status')).toHaveText(/^Transaction confirmed in block \d+$/)
    await expect(page.getByRole('list', { name: 'Requests from the app' })).toContainText(
      'sendTransactions',
    )
    expect(await publicClient(rpc).getBalance({ address: to })).toBe(before + parseEther('0.05'))
  })

  test("useSendCalls with the Safe: the batch goes to Safe{Wallet} as one, EIP-5792's answer comes back", async ({
    page,
    chains,
    safe,
    hostApp,
  }) => {
    const rpc = chains.rpcUrls[CHAIN_ID]!
    await mintUsdc({
      rpcUrl: rpc,
      address: usdcAddresses[CHAIN_ID],
      mintTo: [safe.safeAddress],
      amount: 2_000_000n,
    })
    const before = {
      eth: await publicClient(rpc).getBalance({ address: BATCH_ETH_RECEIVER }),
      usdc: await usdcBalance(rpc, CHAIN_ID, WAGMI_DEMO_RECEIVER),
      safeNonce: await publicClient(rpc).getTransactionCount({ address: safe.safeAddress }),
    }
    await page.goto(safe.pageUrl(new URL('/wagmi.html', hostApp.url).href))
    const { app, dialog } = safeApp(page)
    await app.locator('[data-foyer-connect-button]').click()
    await dialog.getByRole('button', { name: /^Safe\b/ }).click()
    await expect(dialog.getByRole('heading', { name: 'Account', exact: true })).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await app.getByRole('button', { name: 'Send 3 calls with useSendCalls' }).click()
    // The Safe batches: the modal's one-by-one fallback never opens.
    await expect(app.getByTestId('calls-status')).toHaveText(
      'Calls success: 3 receipts, atomic true',
    )
    await expect(dialog).toHaveCount(0)
    const log = page.getByRole('list', { name: 'Requests from the app' })
    await expect(log.getByText('sendTransactions')).toHaveCount(1)
    expect(await publicClient(rpc).getBalance({ address: BATCH_ETH_RECEIVER })).toBe(
      before.eth + parseEther('0.03'),
    )
    expect(await usdcBalance(rpc, CHAIN_ID, WAGMI_DEMO_RECEIVER)).toBe(before.usdc + 1_000_000n)
    // One transaction of the Safe ran all three calls.
    expect(await publicClient(rpc).getTransactionCount({ address: safe.safeAddress })).toBe(
      before.safeNonce + 1,
    )
  })

  test("a parent that never answers: 'Could not load Safe information', nothing connects", async ({
    page,
    safe,
    hostApp,
  }) => {
    await page.goto(safe.pageUrl(hostApp.url, { silent: true }))
    const { app, dialog } = safeApp(page)
    await app.locator('[data-foyer-connect-button]').click()
    await dialog.getByRole('button', { name: /^Safe\b/ }).click()
    await expect(dialog.getByRole('alert')).toContainText('Could not load Safe information')
    await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Requests from the app' })).toContainText(
      'getSafeInfo',
    )
  })

  test('a parent on an origin the app does not trust is never asked, and no Safe is offered', async ({
    page,
    chains,
    hostApp,
  }) => {
    // The same stand-in, on an origin of its own that the app's config does not name.
    const impostor = await startSafeStandIn({
      chainId: CHAIN_ID,
      rpcUrl: chains.rpcUrls[CHAIN_ID]!,
    })
    try {
      await page.goto(impostor.pageUrl(hostApp.url))
      const { app, dialog } = safeApp(page)
      await app.locator('[data-foyer-connect-button]').click()
      await expect(dialog.getByText('No wallet found in this browser.')).toBeVisible()
      await dialog.getByRole('button', { name: 'Close' }).click()
      await app.locator('[data-foyer-connect-button]').click()
      await expect(dialog.getByText('No wallet found in this browser.')).toBeVisible()
      await expect(dialog.getByRole('button', { name: /^Safe\b/ })).toHaveCount(0)
      await expect(
        page.getByRole('list', { name: 'Requests from the app' }).getByRole('listitem'),
      ).toHaveCount(0)
    } finally {
      await impostor.close()
    }
  })
})
