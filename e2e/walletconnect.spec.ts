import { anvilAccounts } from '@foyer/testing/anvil'
import { mintUsdc, usdcAddresses } from '@foyer/testing/contracts'
import type { TestWalletConnectWallet } from '@foyer/testing/walletconnect'
import { type Hex, parseEther, verifyMessage } from 'viem'
import { fillSend, publicClient, usdcBalance } from './support/flows.ts'
import { auditEveryWay } from './support/looks.ts'
import { CHAIN_ID, connectButton, expect, modal, test } from './support/test.ts'
import { expectRelayDown, offlineSafe, openPairing, pairOwner } from './support/walletconnect.ts'

// WalletConnect v2 against a local relay (@foyer/testing/walletconnect) and anvil, with a Node
// wallet on @walletconnect/sign-client that signs with an anvil key (issue 17). Nothing reaches
// the internet: WalletConnect's Verify API and telemetry hosts are refused at once, as in a
// browser that cannot reach them; and Chromium in a loopback-only sandbox says it is offline
// (navigator.onLine), which would hold the relay client back, so the page is told it is online.

const owner = anvilAccounts[5]!
const receiver = anvilAccounts[6]!.address
/** Where the host app's useSendCalls demo sends (fixtures/host-app/src/wagmi). */
const BATCH_ETH_RECEIVER = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const WAGMI_DEMO_RECEIVER = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'
const short = `${owner.address.slice(0, 6)}…${owner.address.slice(-4)}`

test.describe('WalletConnect', () => {
  let wallet: TestWalletConnectWallet | undefined
  test.afterEach(async () => {
    await wallet?.close()
    wallet = undefined
  })

  test('pair from the QR view, sign, send, reject, reload, and a disconnect from the wallet', async ({
    page,
    chains,
    relay,
    wcHostApp,
  }) => {
    test.setTimeout(120_000)
    await offlineSafe(page)
    await page.goto(wcHostApp.url)
    await connectButton(page).click()
    const dialog = modal(page)
    const uri = await openPairing(page)
    await expect(dialog.getByRole('status')).toContainText('Waiting for your wallet…')
    await auditEveryWay(page, 'WalletConnect, the QR code', ['data-testid="foyer-wc-qr"'])

    // 2. The Node wallet pairs and approves: the modal shows Account.
    wallet = await pairOwner(uri, {
      relayUrl: relay.url,
      rpcUrls: chains.rpcUrls,
      privateKey: owner.privateKey as Hex,
    })
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(dialog.getByTestId('foyer-address')).toHaveText(owner.address)

    // 3. personal_sign, approved in the wallet, verifies with viem.
    await page.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: 'Sign', exact: true }).click()
    await wallet.approveRequest(undefined, { timeoutMs: 15_000 })
    const signature = await page.getByTestId('signature').textContent()
    expect(
      await verifyMessage({
        address: owner.address as Hex,
        message: 'Hello from the Foyer demo',
        signature: signature as Hex,
      }),
    ).toBe(true)

    // 4. A send of 0.01 ETH lands on anvil.
    const rpc = chains.rpcUrls[CHAIN_ID]!
    const before = await publicClient(rpc).getBalance({ address: receiver })
    await connectButton(page).click()
    await fillSend(page, { token: 'ETH', amount: '0.01', to: receiver })
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await wallet.approveRequest(undefined, { timeoutMs: 15_000 })
    await expect
      .poll(async () => (await publicClient(rpc).getBalance({ address: receiver })) - before)
      .toBe(parseEther('0.01'))

    // 5. A rejection in the wallet is 4001, and the form keeps what was typed.
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await fillSend(page, { token: 'ETH', amount: '0.02', to: receiver })
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await wallet.rejectRequest(undefined, { timeoutMs: 15_000 })
    // The modal says so only for EIP-1193's 4001 (SPEC §8's send message, with its reason).
    await expect(dialog.getByRole('alert')).toHaveText('You rejected the request in your wallet.')
    expect(wallet.handled.at(-1)).toMatchObject({
      method: 'eth_sendTransaction',
      outcome: 'rejected',
    })
    await expect(dialog.getByLabel('Amount')).toHaveValue('0.02')
    await expect(dialog.getByLabel(/Receiver address/)).toHaveValue(receiver)

    // 6. A reload keeps the session.
    await page.reload()
    await expect(connectButton(page)).toContainText(short)

    // 7. A disconnect from the wallet side shows as disconnected.
    await wallet.disconnect()
    await expect(connectButton(page)).toHaveText(/Connect/)
  })

  test("useSendCalls with a WalletConnect wallet whose session has no wallet_sendCalls: the modal's one-at-a-time batch", async ({
    page,
    chains,
    relay,
    wcHostApp,
  }) => {
    test.setTimeout(120_000)
    const rpc = chains.rpcUrls[CHAIN_ID]!
    await mintUsdc({
      rpcUrl: rpc,
      address: usdcAddresses[CHAIN_ID],
      mintTo: [owner.address],
      amount: 2_000_000n,
    })
    const before = {
      eth: await publicClient(rpc).getBalance({ address: BATCH_ETH_RECEIVER }),
      usdc: await usdcBalance(rpc, CHAIN_ID, WAGMI_DEMO_RECEIVER),
    }
    await offlineSafe(page)
    await page.goto(new URL('/wagmi.html', wcHostApp.url).href)
    await connectButton(page).click()
    const dialog = modal(page)
    const uri = await openPairing(page)
    wallet = await pairOwner(uri, {
      relayUrl: relay.url,
      rpcUrls: chains.rpcUrls,
      privateKey: owner.privateKey as Hex,
    })
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()

    await page.getByRole('button', { name: 'Send 3 calls with useSendCalls' }).click()
    await expect(dialog.getByRole('heading', { name: '3 calls' })).toBeVisible()
    const progress = dialog.getByTestId('foyer-calls-progress')
    for (const n of [1, 2, 3]) {
      await expect(progress).toHaveText(
        `${n - 1} of 3 confirmed · confirm call ${n} of 3 in your wallet`,
      )
      await wallet.approveRequest(undefined, { timeoutMs: 15_000 })
    }
    await expect(progress).toHaveText('3 of 3 confirmed')
    await expect(page.getByTestId('calls-status')).toHaveText(
      'Calls success: 3 receipts, atomic false',
    )
    // After the pairing the wallet was asked three eth_sendTransaction, never a wallet_sendCalls
    // its session does not have.
    expect(wallet.handled.map((h) => h.method)).toEqual([
      'session_proposal',
      'eth_sendTransaction',
      'eth_sendTransaction',
      'eth_sendTransaction',
    ])
    expect(await publicClient(rpc).getBalance({ address: BATCH_ETH_RECEIVER })).toBe(
      before.eth + parseEther('0.03'),
    )
    expect(await usdcBalance(rpc, CHAIN_ID, WAGMI_DEMO_RECEIVER)).toBe(before.usdc + 1_000_000n)
  })

  test('with the relay down: a clear error and a Retry that works once it is back', async ({
    page,
    relay,
    wcHostApp,
  }) => {
    await offlineSafe(page)
    // The page's clock runs as usual, but the test moves it on rather than wait out the 15 s.
    await page.clock.install()
    await page.goto(wcHostApp.url)
    await relay.stop()
    try {
      await connectButton(page).click()
      await expectRelayDown(page)
      await auditEveryWay(page, 'WalletConnect, the relay down')
    } finally {
      await relay.restart()
    }
    const dialog = modal(page)
    await dialog.getByRole('button', { name: 'Retry' }).click()
    await expect(dialog.getByTestId('foyer-wc-qr')).toBeVisible({ timeout: 30_000 })
  })
})
