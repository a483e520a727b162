import { randomBytes } from 'node:crypto'
import type { BrowserContext } from '@playwright/test'
import { createKeyPairSignerFromPrivateKeyBytes, lamports } from '@solana/kit'
import {
  approveAndEnterCode,
  expectFrameAccessible,
  freshEmail,
  latestMail,
  signInWithEmail,
  walletFrame,
} from './support/embedded.ts'
import { connectButton, expect, modal, test } from './support/test.ts'

// The email wallet's Solana account: the frame derives it from the wallet's key, so the visitor
// who signs up by email on an app with Solana Devnet has both accounts, signs and sends on Solana
// after an approval in the frame (which decodes the transfer), and the recovery key that restores
// the wallet on a new device restores both. On the build with the Foyer server, against the
// worker's local Solana (`solanaHostApp`).

const LAMPORTS_PER_SOL = 1_000_000_000n

test('the email wallet’s Solana account sends after an approval in the frame, and its recovery key restores both accounts on a new device', async ({
  page,
  browser,
  solana,
  solanaHostApp,
}) => {
  test.setTimeout(180_000)
  const mailbox = solanaHostApp.mailbox!
  const email = freshEmail('solana')
  await page.goto(solanaHostApp.url)
  await connectButton(page).click()
  const signedUp = await signInWithEmail(page, mailbox, email)
  const dialog = modal(page)
  const evmAddress = await dialog.getByTestId('foyer-address').textContent()

  // Both accounts of one login: the Solana one beside the EVM one, then its own view.
  const row = dialog.getByRole('region', { name: 'Solana account' })
  await expect(row).toContainText('Email wallet · Solana Devnet')
  await row.getByRole('button', { name: 'Use the Solana account' }).click()
  const solanaAddress = (await dialog.getByTestId('foyer-solana-address').textContent())!
  expect(solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  await expect(dialog.getByTestId('foyer-solana-balance')).toHaveText('0 SOL')

  // Funded on the local Solana; a reload brings both accounts back with the login.
  solana.svm.airdrop(solanaAddress as never, lamports(2n * LAMPORTS_PER_SOL))
  await page.reload()
  await connectButton(page).click()
  await expect(dialog.getByTestId('foyer-address')).toHaveText(evmAddress!)
  await dialog.getByRole('button', { name: 'Use the Solana account' }).click()
  await expect(dialog.getByTestId('foyer-solana-address')).toHaveText(solanaAddress)
  await expect(dialog.getByTestId('foyer-solana-balance')).toHaveText('2 SOL')

  // 0.5 SOL to a fresh address: the frame shows what the transaction does; Approve there.
  const receiver = (await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(randomBytes(32))))
    .address
  const fill = async (amount: string) => {
    await dialog.getByLabel('Token').selectOption('SOL')
    await dialog.getByLabel('Amount').fill(amount)
    await dialog.getByLabel('Receiver address').fill(receiver)
    await dialog.getByRole('button', { name: 'Review' }).click()
    await expect(dialog.getByTestId('foyer-solana-fee')).toHaveText('Network fee 0.000005 SOL')
    await dialog.getByRole('button', { name: 'Send' }).click()
  }
  await dialog.getByRole('button', { name: 'Send' }).click()
  await fill('0.5')
  const frame = walletFrame(page)
  const approval = frame.getByRole('dialog', { name: 'Send a Solana transaction' })
  await expect(approval).toBeVisible()
  await expect(approval).toContainText('Solana Devnet')
  await expect(approval).toContainText(`0.5 SOL to ${receiver}`)
  await expect(
    approval.getByText(`${new URL(solanaHostApp.url).origin} asks your wallet to approve:`),
  ).toBeVisible()
  await expectFrameAccessible(page, '>Approve<', 'Solana approval dialog')
  await frame.getByRole('button', { name: 'Approve' }).click()
  await expect(dialog.getByRole('status').filter({ hasText: 'Transaction' })).toContainText(
    /Transaction confirmed in slot \d+/,
  )
  expect(await solana.balance(receiver)).toBe(500_000_000n)
  expect(await solana.balance(solanaAddress)).toBe(1_500_000_000n - 5_000n)
  await expect(dialog.getByTestId('foyer-solana-balance')).toHaveText('1.4999 SOL')

  // Rejected in the frame (Escape, from the keyboard): SPEC's message and why, the form kept.
  await dialog.getByRole('button', { name: 'Send' }).click()
  await fill('0.25')
  await expect(frame.getByRole('heading', { name: 'Send a Solana transaction' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog.getByRole('alert')).toHaveText(
    'Failed to send transaction. Please try again. You rejected the request in your wallet.',
  )
  await expect(dialog.getByLabel('Amount')).toHaveValue('0.25')
  await expect(dialog.getByLabel('Receiver address')).toHaveValue(receiver)
  expect(await solana.balance(receiver)).toBe(500_000_000n)

  // A new browser: the approval mail, the code, the recovery key; both accounts come back.
  const contexts: BrowserContext[] = []
  try {
    const context = await browser.newContext()
    contexts.push(context)
    const other = await context.newPage()
    await other.goto(solanaHostApp.url)
    await connectButton(other).click()
    const otherDialog = modal(other)
    await otherDialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await otherDialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await approveAndEnterCode(other, await latestMail(mailbox, email, signedUp.receivedAt))
    const otherFrame = walletFrame(other)
    await expect(otherFrame.getByRole('heading', { name: 'Restore your wallet' })).toBeVisible()
    await otherFrame.getByLabel('Recovery key').fill(signedUp.recoveryKey)
    await otherFrame.getByLabel('Recovery key').press('Enter')
    await expect(otherDialog.getByTestId('foyer-address')).toHaveText(evmAddress!)
    await otherDialog.getByRole('button', { name: 'Use the Solana account' }).click()
    await expect(otherDialog.getByTestId('foyer-solana-address')).toHaveText(solanaAddress)
    await expect(otherDialog.getByTestId('foyer-solana-balance')).toHaveText('1.4999 SOL')
  } finally {
    for (const context of contexts) await context.close()
  }

  // Signing out of the email wallet, from its Solana account, closes both of its accounts.
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(dialog.getByTestId('foyer-solana-address')).toHaveText(solanaAddress)
  const signOut = dialog.getByRole('button', { name: 'Sign out' })
  await expect(signOut).toHaveAccessibleDescription(
    'Signing out closes both accounts of your email wallet: this one and its EVM account.',
  )
  await signOut.click()
  await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
  await expect(connectButton(page)).toHaveText('Connect wallet')
  expect(
    await page.evaluate(() => localStorage.getItem('@foyer/solana-session')),
    'the Solana session is forgotten',
  ).toBeNull()
  // The next visit brings neither back.
  await page.reload()
  await connectButton(page).click()
  await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
})
