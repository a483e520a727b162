import { randomBytes } from 'node:crypto'
import type { LocalSolana } from '@foyer/testing/solana'
import { installSolanaTestWallet } from '@foyer/testing/solana-wallet'
import type { Page } from '@playwright/test'
import { createKeyPairSignerFromPrivateKeyBytes, lamports } from '@solana/kit'
import { connectButton, expect, modal } from './test.ts'

/** The Solana test wallet's name (`defaultSolanaTestWalletInfo`). */
export const SOLANA_WALLET = 'Foyer Solana Test Wallet'

/**
 * A fresh account on the worker's local Solana holding exactly `amount` lamports and `usdc`
 * (micro units), so that the figures on screen are the test's alone.
 */
export async function freshSolanaAccount(
  solana: LocalSolana,
  amount: bigint,
  usdc = 0n,
): Promise<{ seed: string; address: string }> {
  const seed = randomBytes(32)
  const { address } = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(seed))
  solana.svm.airdrop(address, lamports(amount))
  if (usdc > 0n) await solana.mintUsdc(address, usdc)
  expect(await solana.balance(address)).toBe(amount)
  return { seed: seed.toString('hex'), address }
}

/**
 * A fresh account holding `amount` lamports in the Solana test wallet (approving everything),
 * connected from Connect's Solana wallets on the app at `url`; ends on the Solana account.
 */
export async function connectFreshSolana(
  page: Page,
  { solana, url, amount }: { solana: LocalSolana; url: string; amount: bigint },
): Promise<{ seed: string; address: string }> {
  const account = await freshSolanaAccount(solana, amount)
  await installSolanaTestWallet(page, {
    rpcUrls: { [solana.chainId]: solana.url },
    seeds: [account.seed],
  })
  await page.goto(url)
  await connectButton(page).click()
  const dialog = modal(page)
  await dialog
    .getByRole('list', { name: 'Solana wallets' })
    .getByRole('button', { name: new RegExp(SOLANA_WALLET) })
    .click()
  await expect(dialog.getByTestId('foyer-solana-address')).toHaveText(account.address)
  return account
}
