import { anvilAccounts } from '@foyer/testing/anvil'
import { usdcAbi, usdcAddresses } from '@foyer/testing/contracts'
import { sendButton, submitPreview } from '@foyer/testing/driver'
import {
  createTestClient,
  createWalletClient,
  type Hash,
  http,
  parseEther,
  parseUnits,
  verifyMessage,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  connect,
  fillSend,
  publicClient,
  sender,
  trackingEvents,
  usdcBalance,
  withAutomineOff,
} from './support/flows.ts'
import {
  CHAIN_ID,
  connectButton,
  expect,
  modal,
  POLYGON_ID,
  test,
  waitForPending,
  withChainDown,
} from './support/test.ts'

// Each test sends to its own fresh account so that balances are exact whatever ran before.
const receivers = anvilAccounts.slice(2).map((a) => a.address)

test.describe('wallet flows on anvil', () => {
  test('send 0.01 ETH: the receiver gets exactly 0.01 ETH', async ({
    page,
    chains,
    hostApp,
    injectWallet,
  }) => {
    const rpc = chains.rpcUrls[CHAIN_ID]!
    const to = receivers[0]!
    const before = await publicClient(rpc).getBalance({ address: to })
    await injectWallet()
    await page.goto(hostApp.url)
    await connect(page)
    await fillSend(page, { token: 'ETH', amount: '0.01', to })
    const dialog = modal(page)
    await expect(dialog.getByTestId('foyer-preview-fee')).toContainText(/≈ 0\.0\d* ETH/)
    // Blocks are mined by hand for a moment, so that the started send is seen before its receipt.
    // The notice says what is moving where: amount, receiver, network, then the hash (with no
    // explorer link: the chain is local).
    const details = dialog.getByTestId('foyer-transfer')
    const expectDetails = async () => {
      await expect(details.locator('dt')).toHaveText(['Amount', 'To', 'Network', 'Transaction'])
      await expect(details.locator('dd')).toHaveText([
        '0.01 ETH',
        to,
        'Ethereum',
        /^0x[0-9a-f]{64}$/,
      ])
      await expect(details.getByRole('link')).toHaveCount(0)
    }
    // Activity lists the transfer with its status, and keeps it after the notice is gone.
    const activity = dialog.getByTestId('foyer-activity').getByRole('listitem')
    const short = `${to.slice(0, 6)}…${to.slice(-4)}`
    await withAutomineOff(rpc, async () => {
      await sendButton(dialog).click()
      await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
      await expect(dialog.getByRole('status')).toHaveText('Transaction started')
      await expectDetails()
      await expect(activity).toHaveCount(1)
      await expect(activity).toContainText(`Sent 0.01 ETH to ${short}Pending`)
    })
    await expect(dialog.getByRole('status')).toHaveText(/^Transaction confirmed in block \d+$/)
    await expectDetails()
    await expect(activity).toContainText('Confirmed')
    await expect(activity).toContainText(/Ethereum · 0x[0-9a-f]{8}…[0-9a-f]{6} · Block \d+/)
    const hash = (await details.locator('dd').last().textContent()) as Hash
    const receipt = await publicClient(rpc).getTransactionReceipt({ hash })
    expect(receipt).toMatchObject({ status: 'success', to: to.toLowerCase() })
    // No way back to the form after a send started.
    await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0)
    expect((await publicClient(rpc).getBalance({ address: to })) - before).toBe(parseEther('0.01'))
    await expect(trackingEvents(page).filter({ hasText: 'SEND_SUCCESS' })).toHaveCount(1)
    await expect(trackingEvents(page).filter({ hasText: 'SEND_INITIATED' })).toHaveCount(1)
    // Closed and opened again: the notice ended with its flow, the Activity row stays.
    await page.keyboard.press('Escape')
    await connectButton(page).click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(dialog.getByTestId('foyer-transfer')).toHaveCount(0)
    await expect(activity).toHaveCount(1)
    await expect(activity).toContainText('Confirmed')
  })

  test('a balance changed from outside shows in the open Account within 5 s, and in the host button', async ({
    page,
    chains,
    hostApp,
    injectWallet,
  }) => {
    const rpc = chains.rpcUrls[CHAIN_ID]!
    const anvil = createTestClient({ mode: 'anvil', transport: http(rpc) })
    const original = await publicClient(rpc).getBalance({ address: sender })
    await injectWallet()
    await page.goto(hostApp.url)
    await connect(page)
    const dialog = modal(page)
    const balance = dialog.getByTestId('foyer-balance')
    await expect(balance).toHaveAttribute('title', /ETH$/)
    try {
      // anvil_setBalance mines no block: only a read of the balance can see it.
      await anvil.setBalance({ address: sender, value: parseEther('4242.5') })
      await expect(balance).toHaveAttribute('title', '4242.5 ETH', { timeout: 5_000 })
      // Still the same view, never reopened; the host's button shows the same balance.
      await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
      await expect(connectButton(page)).toContainText((await balance.textContent())!)
    } finally {
      await anvil.setBalance({ address: sender, value: original })
    }
  })

  test('send 5 USDC: token balances move on-chain and in the view', async ({
    page,
    chains,
    hostApp,
    injectWallet,
  }) => {
    const rpc = chains.rpcUrls[CHAIN_ID]!
    const to = receivers[1]!
    const [senderBefore, receiverBefore] = await Promise.all([
      usdcBalance(rpc, 1, sender),
      usdcBalance(rpc, 1, to),
    ])
    await injectWallet()
    await page.goto(hostApp.url)
    await connect(page)
    const dialog = modal(page)
    await expect(dialog.getByTestId('foyer-token-USDC')).toContainText(
      (senderBefore / 10n ** 6n).toLocaleString('en-US'),
    )
    await fillSend(page, { token: 'USDC', amount: '5', to })
    await sendButton(dialog).click()
    await expect(dialog.getByText(/Transaction confirmed in block \d+/)).toBeVisible()
    expect(await usdcBalance(rpc, 1, to)).toBe(receiverBefore + 5_000_000n)
    expect(await usdcBalance(rpc, 1, sender)).toBe(senderBefore - 5_000_000n)
    await expect(dialog.getByTestId('foyer-token-USDC')).toContainText(
      ((senderBefore - 5_000_000n) / 10n ** 6n).toLocaleString('en-US'),
    )
  })

  test('switch network 1 → 137 and back', async ({ page, hostApp, injectWallet }) => {
    await injectWallet()
    await page.goto(hostApp.url)
    await connect(page)
    const dialog = modal(page)
    await dialog.getByRole('button', { name: /Network: Ethereum/ }).click()
    await expect(dialog.getByRole('heading', { name: 'Choose network' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: /Ethereum/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await dialog.getByRole('button', { name: /Polygon/ }).click()
    // Back to the view before Networks.
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: /Network: Polygon/ })).toBeVisible()
    await expect(dialog.getByTestId('foyer-balance')).toContainText('POL')
    expect(await page.evaluate(() => window.foyerTestWallet.chainId)).toBe(POLYGON_ID)
    await dialog.getByRole('button', { name: /Network: Polygon/ }).click()
    await dialog.getByRole('button', { name: /Ethereum/ }).click()
    await expect(dialog.getByRole('button', { name: /Network: Ethereum/ })).toBeVisible()
    expect(await page.evaluate(() => window.foyerTestWallet.chainId)).toBe(CHAIN_ID)
  })

  test('a wallet that cannot switch chain says so', async ({ page, hostApp, injectWallet }) => {
    await injectWallet({ supportsSwitch: false })
    await page.goto(hostApp.url)
    await connect(page)
    const dialog = modal(page)
    await dialog.getByRole('button', { name: /Network: Ethereum/ }).click()
    await dialog.getByRole('button', { name: /Polygon/ }).click()
    await expect(dialog.getByRole('alert')).toHaveText(
      'connector does not support programmatic chain switching',
    )
    await expect(dialog.getByRole('heading', { name: 'Choose network' })).toBeVisible()
  })

  test('sign a message: the signature verifies with viem', async ({
    page,
    hostApp,
    injectWallet,
  }) => {
    await injectWallet()
    await page.goto(hostApp.url)
    await connect(page)
    await modal(page).getByRole('button', { name: 'Close' }).click()
    const message = 'Sign in to Foyer demo, nonce 42'
    await page.getByRole('textbox', { name: 'Message' }).fill(message)
    await page.getByRole('button', { name: 'Sign' }).click()
    const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await verifyMessage({ address: sender, message, signature })).toBe(true)
    expect(await verifyMessage({ address: receivers[0]!, message, signature })).toBe(false)
  })

  test('the wallet rejects the send: SEND_ERROR, and the form keeps the values', async ({
    page,
    chains,
    hostApp,
    injectWallet,
  }) => {
    const rpc = chains.rpcUrls[CHAIN_ID]!
    const to = receivers[2]!
    const before = await publicClient(rpc).getBalance({ address: to })
    await injectWallet()
    await page.goto(hostApp.url)
    await connect(page)
    await page.evaluate(() => {
      window.foyerTestWallet.mode = 'manual'
    })
    await fillSend(page, { token: 'ETH', amount: '0.02', to })
    const dialog = modal(page)
    await sendButton(dialog).click()
    await waitForPending(page)
    await page.evaluate(() => window.foyerTestWallet.reject())
    await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
    await expect(dialog.getByRole('alert')).toHaveText('You rejected the request in your wallet.')
    await expect(dialog.getByLabel('Amount')).toHaveValue('0.02')
    await expect(dialog.getByLabel('Receiver address')).toHaveValue(to)
    await expect(trackingEvents(page).first()).toHaveText('SEND_ERROR')
    expect(await publicClient(rpc).getBalance({ address: to })).toBe(before)
  })

  test('a transfer that reverts on-chain shows its reason before anything is signed', async ({
    page,
    chains,
    hostApp,
    injectWallet,
  }) => {
    const rpc = chains.rpcUrls[POLYGON_ID]!
    const client = publicClient(rpc)
    const to = receivers[3]!
    const holder = anvilAccounts[1]!
    const reason = 'Something went wrong: ERC20: transfer amount exceeds balance'
    await injectWallet({ privateKeys: [holder.privateKey], chainId: POLYGON_ID })
    await page.goto(hostApp.url)
    await connect(page)
    const balance = await usdcBalance(rpc, 137, holder.address)
    await fillSend(page, { token: 'USDC', amount: '10', to })
    // Between the preview and the send, the balance leaves (another tab, another device…).
    const drain = createWalletClient({
      account: privateKeyToAccount(holder.privateKey),
      transport: http(rpc),
    })
    const hash = await drain.writeContract({
      chain: null,
      address: usdcAddresses[137],
      abi: usdcAbi,
      functionName: 'transfer',
      args: [anvilAccounts[9]!.address, balance],
    })
    await client.waitForTransactionReceipt({ hash })
    // From here on, a transaction the modal asked the wallet for would wait there for approval.
    await page.evaluate(() => {
      window.foyerTestWallet.mode = 'manual'
    })
    const onChain = () =>
      Promise.all([
        client.getTransactionCount({ address: holder.address, blockTag: 'pending' }),
        usdcBalance(rpc, 137, holder.address),
        usdcBalance(rpc, 137, to),
      ])
    const before = await onChain()
    expect(before[1]).toBe(0n)

    // The transfer is simulated again at Send: the reason shows in the form, which keeps the values.
    const dialog = modal(page)
    await sendButton(dialog).click()
    await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
    await expect(dialog.getByRole('alert')).toHaveText(reason)
    await expect(dialog.getByLabel('Amount')).toHaveValue('10')
    await expect(dialog.getByLabel('Receiver address')).toHaveValue(to)
    await expect(trackingEvents(page).first()).toHaveText('SEND_ERROR')
    await expect(trackingEvents(page).filter({ hasText: 'SEND_SUCCESS' })).toHaveCount(0)

    // Editing clears the error; the preview refuses what the balance can no longer cover.
    await dialog.getByLabel('Amount').fill('9')
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    // The modal read the balance again when the form came back: it knows nothing is left.
    expect(await submitPreview(dialog)).toEqual({
      ok: false,
      reason: 'Amount must not exceed your balance of 0 USDC. Provided: "9"',
    })
    await expect(dialog.getByTestId('foyer-preview-amount')).toHaveCount(0)

    // Nothing reached the wallet or the chain: no request waits for approval, the sender's
    // nonce (pending transactions included) and both balances are as they were.
    expect(await page.evaluate(() => window.foyerTestWallet.pending())).toEqual([])
    expect(await onChain()).toEqual(before)
  })

  test('the chain stops mid-send: an understandable error, and sending works once it is back', async ({
    page,
    chains,
    hostApp,
    injectWallet,
  }) => {
    const to = receivers[4]!
    await injectWallet()
    await page.goto(hostApp.url)
    await connect(page)
    await fillSend(page, { token: 'ETH', amount: '0.03', to })
    await withChainDown(chains, CHAIN_ID, async (restart) => {
      const dialog = modal(page)
      await sendButton(dialog).click()
      await expect(dialog.getByRole('alert')).toHaveText(
        'Something went wrong: The network did not answer. Check that the chain’s RPC is running, then retry.',
      )
      await expect(dialog.getByLabel('Amount')).toHaveValue('0.03')
      await expect(dialog.getByLabel('Receiver address')).toHaveValue(to)
      await restart()
      await dialog.getByRole('button', { name: 'Preview' }).click()
      await sendButton(dialog).click()
      await expect(dialog.getByText(/Transaction confirmed in block \d+/)).toBeVisible()
      // The restarted chain starts from genesis: the receiver had exactly 10000 ETH.
      expect(await publicClient(chains.rpcUrls[CHAIN_ID]!).getBalance({ address: to })).toBe(
        parseEther('10000') + parseUnits('0.03', 18),
      )
    })
  })

  test('a reload keeps the connection without a prompt', async ({
    page,
    hostApp,
    injectWallet,
  }) => {
    await injectWallet()
    await page.goto(hostApp.url)
    await connect(page)
    await page.reload()
    await expect(connectButton(page)).toContainText(`${sender.slice(0, 6)}…${sender.slice(-4)}`)
    await connectButton(page).click()
    await expect(modal(page).getByRole('heading', { name: 'Account' })).toBeVisible()
  })
})
