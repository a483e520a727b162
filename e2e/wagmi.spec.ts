import { usdcAbi, usdcAddresses } from '@foyer/testing/contracts'
import type { Page } from '@playwright/test'
import { connect, publicClient, sender } from './support/flows.ts'
import { CHAIN_ID, connectButton, expect, modal, test } from './support/test.ts'

// A dapp doing its work with wagmi hooks next to the modal (fixtures/host-app/wagmi.html): first
// on the modal's wagmi config (foyer/wagmi), then on the app's own config named in
// foyer.config.ts. Both directions stay in step: the modal's connection shows in the hooks, and
// what the hooks do (a transfer, a chain switch, a disconnect) shows in the modal.
const RECEIVER = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'

async function usdcOf(rpc: string, owner: `0x${string}`) {
  return publicClient(rpc).readContract({
    address: usdcAddresses[1],
    abi: usdcAbi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

async function hooksAndModalInStep(page: Page, url: string, rpc: string) {
  await page.goto(new URL('/wagmi.html', url).href)
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')

  // 1. The visitor connects through the modal: the host's useConnection shows it.
  await connect(page)
  await modal(page).getByRole('button', { name: 'Close' }).click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(sender)
  await expect(page.getByTestId('wagmi-chain')).toHaveText(String(CHAIN_ID))

  // 2. The host's useWriteContract sends 1 USDC: the chain, the host and the modal agree.
  const [senderBefore, receiverBefore] = [await usdcOf(rpc, sender), await usdcOf(rpc, RECEIVER)]
  await expect(page.getByTestId('wagmi-usdc')).toHaveText(String(senderBefore))
  await page.getByRole('button', { name: 'Send 1 USDC with useWriteContract' }).click()
  await expect(page.getByTestId('wagmi-receipt')).toBeVisible()
  expect(await usdcOf(rpc, RECEIVER)).toBe(receiverBefore + 1_000_000n)
  expect(await usdcOf(rpc, sender)).toBe(senderBefore - 1_000_000n)
  await page.getByRole('button', { name: 'Read the balance again' }).click()
  await expect(page.getByTestId('wagmi-usdc')).toHaveText(String(senderBefore - 1_000_000n))
  await connectButton(page).click()
  const dialog = modal(page)
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(dialog.getByTestId('foyer-token-USDC').locator('[title]').last()).toHaveAttribute(
    'title',
    `${Number(senderBefore - 1_000_000n) / 1e6} USDC`,
  )
  await dialog.getByRole('button', { name: 'Close' }).click()

  // 3. The host's useSwitchChain moves the modal to Polygon.
  await page.getByRole('button', { name: 'Switch to Polygon with useSwitchChain' }).click()
  await expect(page.getByTestId('wagmi-chain')).toHaveText('137')
  await connectButton(page).click()
  await expect(dialog.getByRole('button', { name: /^Network: Polygon/ })).toBeVisible()
  await expect(dialog.getByTestId('foyer-balance')).toContainText('POL')
  await dialog.getByRole('button', { name: 'Close' }).click()

  // 4. The host's useDisconnect returns the modal to Connect.
  await page.getByRole('button', { name: 'Disconnect with useDisconnect' }).click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
  await expect(connectButton(page)).toHaveText('Connect wallet')
  await connectButton(page).click()
  await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
}

test.describe('wagmi hooks beside the modal', () => {
  test("on the modal's wagmi config (foyer/wagmi)", async ({
    page,
    chains,
    hostApp,
    injectWallet,
  }) => {
    await injectWallet()
    await hooksAndModalInStep(page, hostApp.url, chains.rpcUrls[CHAIN_ID]!)
    await expect(page.getByText('This app uses the modal’s wagmi config.')).toBeVisible()
  })

  test("on the app's own wagmi config (wagmiConfig in foyer.config.ts)", async ({
    page,
    chains,
    ownWagmiHostApp,
    injectWallet,
  }) => {
    await injectWallet()
    await hooksAndModalInStep(page, ownWagmiHostApp.url, chains.rpcUrls[CHAIN_ID]!)
    await expect(page.getByText('The modal runs on this app’s own wagmi config.')).toBeVisible()
  })
})
