import {
  foyerBatchAccountAbi,
  foyerBatchAccountArtifact,
  mintUsdc,
  usdcAddresses,
} from '@foyer/testing/contracts'
import type { Page } from '@playwright/test'
import { type Address, concatHex, encodeFunctionData, erc20Abi, parseEther } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { expectFrameAccessible, signInFunded, walletFrame } from './support/embedded.ts'
import { publicClient, usdcBalance } from './support/flows.ts'
import { CHAIN_ID, connectButton, expect, modal, test } from './support/test.ts'

// The embedded wallet as a smart account (EIP-7702) on anvil, on the build whose `vite preview`
// runs the Foyer server (playwright.config.ts: `served`): the visitor switches in Account (the
// frame asks; the account's code becomes the 7702 designator of FoyerBatchAccount), the host's
// wagmi `useSendCalls` runs three calls in one approval and one transaction, and the switch back
// leaves a plain EOA, whose batches the modal then sends one call at a time.
const ETH_RECEIVER = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const USDC_RECEIVER = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'
const DESIGNATOR = concatHex(['0xef0100', foyerBatchAccountArtifact.address]).toLowerCase()

async function approveInFrame(page: Page, title: string) {
  const frame = walletFrame(page)
  await expect(frame.getByRole('heading', { name: title })).toBeVisible()
  const approve = frame.getByRole('button', { name: 'Approve' })
  await expect(approve).toBeEnabled()
  await approve.click()
  // This dialog goes; the next call's may already be there (the one-at-a-time batch).
  await expect(frame.getByRole('dialog', { name: title, exact: true })).toHaveCount(0)
}

async function balances(rpc: string, account: Address) {
  const client = publicClient(rpc)
  return {
    receiverEth: await client.getBalance({ address: ETH_RECEIVER }),
    receiverUsdc: await usdcBalance(rpc, CHAIN_ID, USDC_RECEIVER),
    accountUsdc: await usdcBalance(rpc, CHAIN_ID, account),
    nonce: await client.getTransactionCount({ address: account }),
  }
}

test.describe('the embedded wallet as a smart account', () => {
  test('switch to a smart account, a 3-call batch in one approval, switch back to eoa', async ({
    page,
    chains,
    hostApp,
  }) => {
    test.setTimeout(180_000)
    const rpc = chains.rpcUrls[CHAIN_ID]!
    await page.goto(new URL('/wagmi.html', hostApp.url).href)
    await connectButton(page).click()
    const dialog = modal(page)
    const account = await signInFunded(page, {
      mailbox: hostApp.mailbox!,
      label: 'smart',
      rpcUrl: rpc,
      value: parseEther('2'),
    })
    await mintUsdc({
      rpcUrl: rpc,
      address: usdcAddresses[CHAIN_ID],
      mintTo: [account],
      amount: 5_000_000n,
    })

    // 1. Account offers the switch; the frame asks; the chain shows the delegation.
    const type = dialog.getByTestId('foyer-account-type-current')
    await expect(type).toHaveText('Standard account on Ethereum: each call asks you once.')
    await dialog.getByRole('button', { name: 'Switch to a smart account' }).click()
    await expect(walletFrame(page).getByText(foyerBatchAccountArtifact.address)).toBeVisible()
    await expectFrameAccessible(page, 'smart account', 'smart-account approval')
    await approveInFrame(page, 'Make your account a smart account')
    await expect(type).toHaveText(
      'Smart account on Ethereum: apps can run several calls in one approval.',
    )
    expect((await publicClient(rpc).getCode({ address: account }))?.toLowerCase()).toBe(DESIGNATOR)

    // 2. The host's useSendCalls: one approval listing the three calls, one transaction.
    await dialog.getByRole('button', { name: 'Close' }).click()
    const before = await balances(rpc, account)
    await page.getByRole('button', { name: 'Send 3 calls with useSendCalls' }).click()
    const frame = walletFrame(page)
    await expect(frame.getByRole('heading', { name: 'Approve 3 calls' })).toBeVisible()
    await expect(frame.getByText(`Send 0.01 ETH to ${ETH_RECEIVER}`)).toBeVisible()
    await expect(frame.getByText(`Send 1 USDC to ${USDC_RECEIVER}`)).toBeVisible()
    await expect(frame.getByText(`Send 0.02 ETH to ${ETH_RECEIVER}`)).toBeVisible()
    await expect(frame.getByText('As one transaction: all of them, or none')).toBeVisible()
    await approveInFrame(page, 'Approve 3 calls')
    await expect(page.getByTestId('calls-status')).toHaveText(
      'Calls success: 1 receipts, atomic true',
      { timeout: 20_000 },
    )
    const after = await balances(rpc, account)
    expect(after.receiverEth - before.receiverEth).toBe(parseEther('0.03'))
    expect(after.receiverUsdc - before.receiverUsdc).toBe(1_000_000n)
    expect(before.accountUsdc - after.accountUsdc).toBe(1_000_000n)
    expect(after.nonce - before.nonce).toBe(1)

    // 3. Back to a standard account: the chain shows no code, Account says so.
    await connectButton(page).click()
    await dialog.getByRole('button', { name: 'Switch to a standard account' }).click()
    await approveInFrame(page, 'Switch back to a standard account')
    await expect(type).toHaveText('Standard account on Ethereum: each call asks you once.')
    expect(await publicClient(rpc).getCode({ address: account })).toBeUndefined()

    // 4. A standard account's batch: the modal sends the calls one at a time, each approved in
    // the frame, with its progress.
    await dialog.getByRole('button', { name: 'Close' }).click()
    const again = await balances(rpc, account)
    await page.getByRole('button', { name: 'Send 3 calls with useSendCalls' }).click()
    await expect(dialog.getByRole('heading', { name: '3 calls' })).toBeVisible()
    await approveInFrame(page, 'Send 0.01 ETH')
    await expect(dialog.getByTestId('foyer-calls-progress')).toHaveText(
      /^1 of 3 confirmed · confirm call 2 of 3 in your wallet$/,
    )
    await approveInFrame(page, 'Send 1 USDC')
    await approveInFrame(page, 'Send 0.02 ETH')
    await expect(dialog.getByTestId('foyer-calls-progress')).toHaveText('3 of 3 confirmed')
    const last = await balances(rpc, account)
    expect(last.receiverEth - again.receiverEth).toBe(parseEther('0.03'))
    expect(last.receiverUsdc - again.receiverUsdc).toBe(1_000_000n)
    expect(last.nonce - again.nonce).toBe(3)
  })
})

test.describe('the embedded smart account with the app paying its gas (ERC-4337)', () => {
  test('a batch of 2 USDC transfers as one sponsored UserOperation: the account pays no ETH', async ({
    page,
    chains,
    sponsoredHostApp,
  }) => {
    test.setTimeout(180_000)
    const rpc = chains.rpcUrls[CHAIN_ID]!
    await page.goto(new URL('/wagmi.html', sponsoredHostApp.url).href)
    await connectButton(page).click()
    const dialog = modal(page)
    const account = await signInFunded(page, {
      mailbox: sponsoredHostApp.mailbox!,
      label: 'sponsored',
      rpcUrl: rpc,
      value: parseEther('1'),
    })
    await mintUsdc({
      rpcUrl: rpc,
      address: usdcAddresses[CHAIN_ID],
      mintTo: [account],
      amount: 5_000_000n,
    })
    await dialog.getByRole('button', { name: 'Switch to a smart account' }).click()
    await approveInFrame(page, 'Make your account a smart account')
    await expect(dialog.getByTestId('foyer-account-type-current')).toHaveText(
      'Smart account on Ethereum: apps can run several calls in one approval.',
    )
    expect((await publicClient(rpc).getCode({ address: account }))?.toLowerCase()).toBe(DESIGNATOR)
    await dialog.getByRole('button', { name: 'Close' }).click()

    // One approval for both transfers; the frame says who pays the fee.
    const client = publicClient(rpc)
    const ethBefore = await client.getBalance({ address: account })
    const before = await balances(rpc, account)
    const otherReceiverBefore = await usdcBalance(rpc, CHAIN_ID, ETH_RECEIVER)
    await page.getByRole('button', { name: 'Send 2 USDC transfers with useSendCalls' }).click()
    const frame = walletFrame(page)
    await expect(frame.getByRole('heading', { name: 'Approve 2 calls' })).toBeVisible()
    await expect(frame.getByText(`Send 1 USDC to ${ETH_RECEIVER}`)).toBeVisible()
    await expect(frame.getByText(`Send 2 USDC to ${USDC_RECEIVER}`)).toBeVisible()
    await expect(frame.getByText('As one operation: all of them, or none')).toBeVisible()
    await expect(frame.getByText('Paid by Foyer demo')).toBeVisible()
    await expectFrameAccessible(page, 'Approve 2 calls', 'sponsored-operation approval')
    await approveInFrame(page, 'Approve 2 calls')

    // The bundler included it: wagmi's status, the bus's UserOperation, exact balances on anvil.
    await expect(page.getByTestId('calls-status')).toHaveText(
      'Calls success: 1 receipts, atomic true',
      { timeout: 30_000 },
    )
    await expect(page.getByTestId('user-operation')).toHaveText(
      /^UserOperation 0x[0-9a-f]{64}, gas paid by Foyer demo$/,
    )
    expect(await client.getBalance({ address: account })).toBe(ethBefore)
    const after = await balances(rpc, account)
    expect(after.receiverUsdc - before.receiverUsdc).toBe(2_000_000n)
    expect((await usdcBalance(rpc, CHAIN_ID, ETH_RECEIVER)) - otherReceiverBefore).toBe(1_000_000n)
    expect(before.accountUsdc - after.accountUsdc).toBe(3_000_000n)
    // The account sent no transaction itself: the bundler did.
    expect(after.nonce).toBe(before.nonce)

    // The app's own eth_sendUserOperation (the account's execute call, 1 USDC), on the app's
    // plain page after a reload: one approval that lists it, the hash back, the fee the app's.
    await page.goto(sponsoredHostApp.url)
    await connectButton(page).click()
    await expect(dialog.getByTestId('foyer-address')).toHaveText(account)
    await dialog.getByRole('button', { name: 'Close' }).click()
    const execute = encodeFunctionData({
      abi: foyerBatchAccountAbi,
      functionName: 'execute',
      args: [
        usdcAddresses[CHAIN_ID],
        0n,
        encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [USDC_RECEIVER, 1_000_000n],
        }),
      ],
    })
    await page.getByRole('textbox', { name: 'RPC method' }).fill('eth_sendUserOperation')
    await page
      .getByRole('textbox', { name: 'RPC params' })
      .fill(JSON.stringify([{ sender: account, callData: execute }, entryPoint08Address]))
    await page.getByRole('button', { name: 'Request', exact: true }).click()
    await expect(frame.getByRole('heading', { name: 'Approve 1 call' })).toBeVisible()
    await expect(frame.getByText(`Send 1 USDC to ${USDC_RECEIVER}`)).toBeVisible()
    await expect(frame.getByText('Paid by Foyer demo')).toBeVisible()
    await approveInFrame(page, 'Approve 1 call')
    await expect(page.getByTestId('rpc-result')).toHaveText(/^"0x[0-9a-f]{64}"$/, {
      timeout: 30_000,
    })
    await expect
      .poll(() => usdcBalance(rpc, CHAIN_ID, USDC_RECEIVER), { timeout: 20_000 })
      .toBe(after.receiverUsdc + 1_000_000n)
    expect(await client.getBalance({ address: account })).toBe(ethBefore)

    // Back to a standard account.
    await connectButton(page).click()
    await dialog.getByRole('button', { name: 'Switch to a standard account' }).click()
    await approveInFrame(page, 'Switch back to a standard account')
    await expect(dialog.getByTestId('foyer-account-type-current')).toHaveText(
      'Standard account on Ethereum: each call asks you once.',
    )
    expect(await publicClient(rpc).getCode({ address: account })).toBeUndefined()
  })
})
