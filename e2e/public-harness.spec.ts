import { type HostApp, startHostApp } from '@foyer/host-app/start'
import {
  connectButton,
  connectWallet,
  modalDialog,
  openSendPreview,
  sendButton,
  signUpWithEmail,
} from '@foyer/testing/driver'
import { expect, test as harness } from '@foyer/testing/playwright'
import { createPublicClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { freshEmail } from './support/embedded.ts'

// The public harness (`@foyer/testing/playwright`) as an app's own tests use it: its `chains`,
// `wallet` and `mailbox` fixtures, around the demo app served by `vite dev` on those chains.

const test = harness.extend<object, { app: HostApp }>({
  app: [
    async ({ chains }, use) => {
      const app = await startHostApp({ mode: 'dev', env: chains.env })
      try {
        await use(app)
      } finally {
        await app.stop()
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
})

// A fresh receiver: the same in every test, so the second sees what the first left on chain.
const receiver = privateKeyToAccount(`0x${'5e'.repeat(32)}`).address

test.describe.configure({ mode: 'serial' })

test.describe('@foyer/testing/playwright', () => {
  test('wallet and chains: connect the test wallet and send 1 ETH, seen on anvil', async ({
    page,
    app,
    wallet,
    chains,
  }) => {
    const client = createPublicClient({ transport: http(chains.rpcUrls[1]) })
    expect(await client.getBalance({ address: receiver })).toBe(0n)
    await page.goto(app.url)
    const dialog = await connectWallet(page, 'Foyer Test Wallet')
    expect(await wallet.connected()).toBe(true)
    expect(await wallet.chainId()).toBe(1)
    const preview = await openSendPreview(dialog, { token: 'ETH', amount: '1', to: receiver })
    expect(preview.ok).toBe(true)
    await sendButton(dialog).click()
    await expect(dialog.getByText(/Transaction confirmed in block \d+/)).toBeVisible()
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('1'))
  })

  test('chains: the next test starts from the chain state before the last one', async ({
    chains,
  }) => {
    const client = createPublicClient({ transport: http(chains.rpcUrls[1]) })
    expect(await client.getBalance({ address: receiver })).toBe(0n)
  })

  test('mailbox: an email sign-up with the code the dev mailbox caught', async ({
    page,
    app,
    mailbox,
  }) => {
    const email = freshEmail('harness')
    await page.goto(app.url)
    // The public driver's sign-up: the Email field, the code, the frame's recovery key dialogs.
    const { dialog, recoveryKey } = await signUpWithEmail(page, {
      email,
      code: async (to) => {
        // Found from the page's wallet frame: the Foyer server that sent the mail.
        expect(await mailbox.url()).toBe(app.mailbox)
        const code = await mailbox.code(to)
        expect(code).toMatch(/^\d{6}$/)
        return code
      },
    })
    expect(recoveryKey).toHaveLength(25)
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(dialog.getByTestId('foyer-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  })
})

test.describe('@foyer/testing/playwright, the wallet in manual mode', () => {
  test.use({ walletOptions: { mode: 'manual' } })

  test('wallet in manual mode: a rejection in the wallet is the modal’s to show', async ({
    page,
    app,
    wallet,
  }) => {
    await page.goto(app.url)
    await connectButton(page).click()
    await modalDialog(page).getByRole('button', { name: 'Foyer Test Wallet' }).click()
    // wagmi's injected connector asks for the accounts' permission: the one request waiting.
    expect((await wallet.waitForRequest()).method).toBe('wallet_requestPermissions')
    expect(await wallet.pending()).toHaveLength(1)
    await wallet.reject()
    await expect(modalDialog(page).getByRole('alert')).toHaveText(
      'You rejected the request in your wallet.',
    )
    expect(await wallet.connected()).toBe(false)
  })
})
