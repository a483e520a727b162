import { randomBytes } from 'node:crypto'
import { sendButton } from '@foyer/testing/driver'
import type {} from '@foyer/testing/solana-wallet'
import { installSolanaTestWallet } from '@foyer/testing/solana-wallet'
import type { Page } from '@playwright/test'
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { fillSend, publicClient, sender, WALLET_NAME } from './support/flows.ts'
import { auditEveryWay, type MustSee, messageIn } from './support/looks.ts'
import { freshSolanaAccount, SOLANA_WALLET } from './support/solana.ts'
import { CHAIN_ID, connectButton, expect, modal, test } from './support/test.ts'

const LAMPORTS_PER_SOL = 1_000_000_000n
const TWO_WAY_ICON = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4" fill="#a0f"/></svg>',
).toString('base64')}` as const

async function openConnect(page: Page) {
  await connectButton(page).click()
  const dialog = modal(page)
  await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
  return dialog
}

async function expectAccessible(page: Page, label: string, mustSee: MustSee) {
  await auditEveryWay(page, label, [mustSee])
}

test.describe('Solana (Wallet Standard)', () => {
  test('a Solana wallet connects, Account shows its exact SOL and USDC, reload restores it, disconnect forgets it', async ({
    page,
    solana,
    solanaHostApp,
  }) => {
    const account = await freshSolanaAccount(solana, 2_500_000_000n, 12_345_678n)
    await installSolanaTestWallet(page, {
      rpcUrls: { [solana.chainId]: solana.url },
      seeds: [account.seed],
    })
    await page.goto(solanaHostApp.url)

    const dialog = await openConnect(page)
    // Listed beside the browser's EVM wallets, its namespace said.
    const wallets = dialog.getByRole('list', { name: 'Solana wallets' })
    const wallet = wallets.getByRole('button', { name: new RegExp(SOLANA_WALLET) })
    await expect(wallet).toContainText('Solana')
    await expect(wallet.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/)
    await expectAccessible(
      page,
      'Connect with a Solana wallet',
      (locale) => `aria-label="${messageIn(locale, 'solana.walletsLabel')}"`,
    )

    await wallet.click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(dialog.getByTestId('foyer-solana-address')).toHaveText(account.address)
    await expect(dialog.getByTestId('foyer-solana-balance')).toHaveText('2.5 SOL')
    await expect(dialog.getByTestId('foyer-solana-balance')).toHaveAttribute('title', '2.5 SOL')
    // At most 4 decimals on screen, never rounded up; the exact amount in the title.
    await expect(dialog.getByTestId('foyer-solana-usdc')).toHaveText('12.3456 USDC')
    await expect(dialog.getByTestId('foyer-solana-usdc')).toHaveAttribute('title', '12.345678 USDC')
    await expect(dialog.getByRole('link', { name: /View on Solana Explorer/ })).toHaveAttribute(
      'href',
      `https://explorer.solana.com/address/${account.address}?cluster=devnet`,
    )
    await expectAccessible(page, 'the Solana account', 'data-testid="foyer-solana-address"')

    // A new visit: the same wallet gives the same account silently, and Account comes back.
    await page.reload()
    await connectButton(page).click()
    await expect(dialog.getByTestId('foyer-solana-address')).toHaveText(account.address)
    await expect(dialog.getByTestId('foyer-solana-balance')).toHaveText('2.5 SOL')
    expect(await page.evaluate(() => window.foyerSolanaTestWallet.pending())).toEqual([])

    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
    expect(
      await page.evaluate(() => localStorage.getItem('@foyer/solana-session')),
      'the session is forgotten',
    ).toBeNull()
    await page.reload()
    await openConnect(page)
    await expect(
      modal(page).getByRole('list', { name: 'Solana wallets' }).getByRole('button'),
    ).toContainText('Installed')
  })

  test('a refusal in the Solana wallet is said, and the wallet can be picked again', async ({
    page,
    solana,
    solanaHostApp,
  }) => {
    const account = await freshSolanaAccount(solana, LAMPORTS_PER_SOL, 0n)
    await installSolanaTestWallet(page, {
      rpcUrls: { [solana.chainId]: solana.url },
      seeds: [account.seed],
      mode: 'manual',
    })
    await page.goto(solanaHostApp.url)
    const dialog = await openConnect(page)
    const wallet = dialog.getByRole('button', { name: new RegExp(SOLANA_WALLET) })
    await wallet.click()
    await expect(dialog.getByText(`Waiting for ${SOLANA_WALLET}…`)).toBeVisible()
    await page.evaluate(() => window.foyerSolanaTestWallet.reject())
    await expect(dialog.getByRole('alert')).toHaveText('You rejected the request in your wallet.')
    await expect(wallet).toBeEnabled()

    await wallet.click()
    await page.evaluate(() => window.foyerSolanaTestWallet.approve())
    await expect(dialog.getByTestId('foyer-solana-address')).toHaveText(account.address)
    await expect(dialog.getByTestId('foyer-solana-balance')).toHaveText('1 SOL')
    // No USDC account yet: a balance of 0, not an error.
    await expect(dialog.getByTestId('foyer-solana-usdc')).toHaveText('0 USDC')
  })

  test('sends 0.5 SOL and 5 USDC to a fresh address (its USDC account opened): exact balances; a refusal and a doomed transfer each say why', async ({
    page,
    solana,
    solanaHostApp,
  }) => {
    const account = await freshSolanaAccount(solana, 3n * LAMPORTS_PER_SOL, 20_000_000n)
    const receiver = (await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(randomBytes(32))))
      .address
    await installSolanaTestWallet(page, {
      rpcUrls: { [solana.chainId]: solana.url },
      seeds: [account.seed],
      mode: 'manual',
      manualMethods: ['solana:signAndSendTransaction'],
    })
    await page.goto(solanaHostApp.url)
    const dialog = await openConnect(page)
    await dialog.getByRole('button', { name: new RegExp(SOLANA_WALLET) }).click()
    await expect(dialog.getByTestId('foyer-solana-balance')).toHaveText('3 SOL')

    const fill = async (token: 'SOL' | 'USDC', amount: string, to: string) => {
      await dialog.getByLabel('Token').selectOption(token)
      await dialog.getByLabel('Amount').fill(amount)
      await dialog.getByLabel('Receiver address').fill(to)
      await dialog.getByRole('button', { name: 'Review' }).click()
    }
    const approveSend = () =>
      page.evaluate(() => window.foyerSolanaTestWallet.approve(undefined, { timeoutMs: 10_000 }))

    // 0.5 SOL: reviewed with its fee, approved in the wallet, confirmed.
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
    await fill('SOL', '0.5', receiver)
    await expect(dialog.getByTestId('foyer-solana-fee')).toHaveText('Network fee 0.000005 SOL')
    await expectAccessible(page, 'the Solana send review', 'data-testid="foyer-solana-review"')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await approveSend()
    await expect(dialog.getByRole('status').filter({ hasText: 'Transaction' })).toContainText(
      /Transaction confirmed in slot \d+/,
    )
    expect(await solana.balance(receiver)).toBe(500_000_000n)
    expect(await solana.balance(account.address)).toBe(2_500_000_000n - 5_000n)
    await expect(dialog.getByTestId('foyer-solana-balance')).toHaveText('2.4999 SOL')

    // 5 USDC to the same address, which has no USDC account yet: its rent is in the fee.
    await dialog.getByRole('button', { name: 'Send' }).click()
    await fill('USDC', '5', receiver)
    await expect(dialog.getByTestId('foyer-solana-fee')).toHaveText(
      'Network fee 0.000005 SOL, and 0.00203928 SOL to open the receiver’s USDC account',
    )
    await dialog.getByRole('button', { name: 'Send' }).click()
    await approveSend()
    await expect(dialog.getByRole('status').filter({ hasText: 'Transaction' })).toContainText(
      /Transaction confirmed in slot \d+/,
    )
    expect(await solana.tokenBalance(receiver)).toBe(5_000_000n)
    expect(await solana.tokenBalance(account.address)).toBe(15_000_000n)
    expect(await solana.balance(account.address)).toBe(2_500_000_000n - 10_000n - 2_039_280n)
    await expect(dialog.getByTestId('foyer-solana-usdc')).toHaveText('15 USDC')

    // Refused in the wallet: SPEC's message and the reason, the form as typed, nothing moved.
    await dialog.getByRole('button', { name: 'Send' }).click()
    await fill('SOL', '0.25', receiver)
    await dialog.getByRole('button', { name: 'Send' }).click()
    await page.evaluate(() => window.foyerSolanaTestWallet.reject(undefined, { timeoutMs: 10_000 }))
    await expect(dialog.getByRole('alert')).toHaveText(
      'Failed to send transaction. Please try again. You rejected the request in your wallet.',
    )
    await expect(dialog.getByLabel('Amount')).toHaveValue('0.25')
    await expect(dialog.getByLabel('Receiver address')).toHaveValue(receiver)
    expect(await solana.balance(receiver)).toBe(500_000_000n)

    // More SOL than the account holds: the network's simulation refuses it before the wallet.
    await dialog.getByLabel('Amount').fill('9')
    await dialog.getByRole('button', { name: 'Review' }).click()
    await expect(dialog.getByRole('alert')).toContainText(
      'The network refused the transfer in a simulation:',
    )
    await expect(dialog.getByRole('alert')).toContainText('insufficient lamports')
    expect(await page.evaluate(() => window.foyerSolanaTestWallet.pending())).toEqual([])
    // A receiver that is no Solana address is refused by its field.
    await dialog.getByLabel('Amount').fill('0.1')
    await dialog.getByLabel('Receiver address').fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await dialog.getByRole('button', { name: 'Review' }).click()
    await expect(dialog.getByLabel('Receiver address')).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByText(/receiver must be a Solana address/)).toBeVisible()
  })

  test('an EVM wallet and a Solana wallet side by side: switch between the accounts, send on each', async ({
    page,
    chains,
    solana,
    solanaHostApp,
    injectWallet,
  }) => {
    const account = await freshSolanaAccount(solana, 2n * LAMPORTS_PER_SOL, 0n)
    const solanaReceiver = (
      await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(randomBytes(32)))
    ).address
    const evmReceiver = privateKeyToAddress(generatePrivateKey())
    await injectWallet()
    await installSolanaTestWallet(page, {
      rpcUrls: { [solana.chainId]: solana.url },
      seeds: [account.seed],
    })
    await page.goto(solanaHostApp.url)
    const dialog = await openConnect(page)

    // The EVM wallet first, then the Solana one through "Add another wallet".
    await dialog.getByRole('button', { name: WALLET_NAME }).click()
    await expect(dialog.getByTestId('foyer-address')).toHaveText(sender)
    await dialog.getByRole('button', { name: 'Add another wallet' }).click()
    await dialog.getByRole('button', { name: new RegExp(SOLANA_WALLET) }).click()
    await expect(dialog.getByTestId('foyer-solana-address')).toHaveText(account.address)

    // Each account links to the other.
    await dialog.getByRole('button', { name: 'Use the EVM account' }).click()
    await expect(dialog.getByTestId('foyer-address')).toHaveText(sender)
    await expect(dialog.getByRole('region', { name: 'Solana account' })).toContainText(
      `Solana Devnet · ${account.address.slice(0, 4)}…${account.address.slice(-4)}`,
    )
    await dialog.getByRole('button', { name: 'Use the Solana account' }).click()
    await expect(dialog.getByTestId('foyer-solana-address')).toHaveText(account.address)
    // Networks lists the Solana network, current, under the EVM chains.
    await dialog.getByRole('button', { name: /^Network: Solana Devnet/ }).click()
    const solanaNetworks = dialog.getByRole('list', { name: 'Solana networks' })
    await expect(solanaNetworks.getByRole('button', { name: /Solana Devnet/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expectAccessible(
      page,
      'Networks with a Solana network',
      (locale) => `aria-label="${messageIn(locale, 'solana.networksLabel')}"`,
    )
    await solanaNetworks.getByRole('button', { name: /Solana Devnet/ }).click()
    await expect(dialog.getByTestId('foyer-solana-address')).toHaveText(account.address)

    // A send on Solana…
    await dialog.getByRole('button', { name: 'Send' }).click()
    await dialog.getByLabel('Amount').fill('0.1')
    await dialog.getByLabel('Receiver address').fill(solanaReceiver)
    await dialog.getByRole('button', { name: 'Review' }).click()
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect(dialog.getByText(/Transaction confirmed in slot \d+/)).toBeVisible()
    expect(await solana.balance(solanaReceiver)).toBe(100_000_000n)

    // …and one on Ethereum, from the EVM account.
    await dialog.getByRole('button', { name: 'Use the EVM account' }).click()
    await fillSend(page, { token: 'ETH', amount: '0.01', to: evmReceiver })
    await sendButton(dialog).click()
    await expect(dialog.getByText(/Transaction confirmed in block \d+/)).toBeVisible()
    expect(await publicClient(chains.rpcUrls[CHAIN_ID]!).getBalance({ address: evmReceiver })).toBe(
      10_000_000_000_000_000n,
    )
  })

  test('a wallet that speaks both (one name, one icon) is listed once, marked, and connects both accounts', async ({
    page,
    solana,
    solanaHostApp,
    injectWallet,
  }) => {
    const account = await freshSolanaAccount(solana, LAMPORTS_PER_SOL, 0n)
    // Phantom announces itself both ways, under one name and one icon: so do the two test wallets.
    const info = { name: 'Two-way Wallet', icon: TWO_WAY_ICON } as const
    await injectWallet({ info: { ...info, rdns: 'dev.foyer.two-way' } })
    await installSolanaTestWallet(page, {
      rpcUrls: { [solana.chainId]: solana.url },
      seeds: [account.seed],
      info,
    })
    await page.goto(solanaHostApp.url)
    const dialog = await openConnect(page)
    const both = dialog
      .getByRole('list', { name: 'Wallets' })
      .getByRole('button', { name: info.name })
    await expect(both).toContainText('Ethereum · Solana')
    await expect(dialog.getByRole('list', { name: 'Solana wallets' })).toHaveCount(0)
    await expectAccessible(page, 'Connect with a wallet that speaks both', 'Ethereum · Solana')

    await both.click()
    // Account (EVM) stays, the same wallet's Solana account beside it.
    await expect(dialog.getByTestId('foyer-address')).toHaveText(sender)
    await expect(dialog.getByRole('region', { name: 'Solana account' })).toContainText(
      `${info.name} · Solana Devnet · ${account.address.slice(0, 4)}…${account.address.slice(-4)}`,
    )
    await dialog.getByRole('button', { name: 'Use the Solana account' }).click()
    await expect(dialog.getByTestId('foyer-solana-balance')).toHaveText('1 SOL')
  })
})
