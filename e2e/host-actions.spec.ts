import { anvilAccounts } from '@foyer/testing/anvil'
import { usdcAbi, usdcAddresses } from '@foyer/testing/contracts'
import type { Page } from '@playwright/test'
import { connect, publicClient, sender } from './support/flows.ts'
import { CHAIN_ID, expect, modal, test } from './support/test.ts'

// Host code (fixtures/host-app) calling Foyer's public actions once the modal has connected, as
// a dapp does: read the wallet, write a contract, send a request through the RPC allow-list.
const spender = anvilAccounts.at(-1)!.address

/** The host page with the test wallet connected through the modal, the modal closed again. */
async function connectedHostPage(page: Page, url: string, injectWallet: () => Promise<void>) {
  await injectWallet()
  await page.goto(url)
  await connect(page)
  await modal(page).getByRole('button', { name: 'Close' }).click()
}

test.describe('host actions', () => {
  test('read the wallet: chain, accounts, capabilities (none: {}), gas of a transfer', async ({
    page,
    hostApp,
    injectWallet,
  }) => {
    await connectedHostPage(page, hostApp.url, injectWallet)
    await page.getByRole('button', { name: 'Read wallet' }).click()
    const details = JSON.parse((await page.getByTestId('wallet-details').textContent()) ?? '')
    expect(details).toEqual({
      chainId: CHAIN_ID,
      accounts: [sender, ...details.accounts.slice(1)],
      capabilities: {},
      gas: '21000',
    })
  })

  test('write a contract: simulated, then approved in the wallet; the allowance is on-chain', async ({
    page,
    chains,
    hostApp,
    injectWallet,
  }) => {
    const rpc = chains.rpcUrls[CHAIN_ID]!
    const allowance = () =>
      publicClient(rpc).readContract({
        address: usdcAddresses[CHAIN_ID],
        abi: usdcAbi,
        functionName: 'allowance',
        args: [sender, spender],
      })
    await connectedHostPage(page, hostApp.url, injectWallet)
    await page.getByRole('button', { name: 'Approve 1 USDC' }).click()
    const hash = (await page.getByTestId('approval-hash').textContent()) as `0x${string}`
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await publicClient(rpc).waitForTransactionReceipt({ hash })
    expect(await allowance()).toBe(1_000_000n)
  })

  test("RPC through the allow-list: a read passes, eth_sign is 'Action not allowed'", async ({
    page,
    chains,
    hostApp,
    injectWallet,
  }) => {
    await connectedHostPage(page, hostApp.url, injectWallet)
    const method = page.getByRole('textbox', { name: 'RPC method' })
    await method.fill('eth_blockNumber')
    await page.getByRole('button', { name: 'Request' }).click()
    const block = await publicClient(chains.rpcUrls[CHAIN_ID]!).getBlockNumber()
    const answered = JSON.parse((await page.getByTestId('rpc-result').textContent()) ?? '""')
    expect(BigInt(answered)).toBeGreaterThanOrEqual(0n)
    expect(BigInt(answered)).toBeLessThanOrEqual(block)
    await method.fill('eth_sign')
    await page.getByRole('button', { name: 'Request' }).click()
    await expect(page.getByTestId('rpc-error')).toHaveText(
      'Action not allowed (Requested RPC call is not allowed)',
    )
    await expect(page.getByTestId('rpc-result')).toHaveCount(0)
  })
})
