import { anvilAccounts } from '@foyer/testing/anvil'
import { usdcAddresses } from '@foyer/testing/contracts'
import { pickToken, sendButton, submitPreview } from '@foyer/testing/driver'
import type { Locator } from '@playwright/test'
import { formatEther, getAddress, zeroAddress } from 'viem'
import { connect, publicClient, sender } from './support/flows.ts'
import { expectDialogFits } from './support/hostile.ts'
import { CHAIN_ID, connectButton, expect, modal, test, withChainDown } from './support/test.ts'

// The Send preview refuses what would fail or lose funds, and warns about what is usually a
// mistake, before anything is signed. Nothing here is sent: the wallet is in manual mode from
// the first preview on, and each test checks that no request reached it. The receiver is an
// account no spec sends to from here, so no balance elsewhere moves.

const receiver = anvilAccounts[8]!.address
const NETWORK_DOWN =
  'Something went wrong: The network did not answer. Check that the chain’s RPC is running, then retry.'

/** Account view → Send form with `token`, `amount` and `to` typed in (no preview yet). */
async function fillForm(dialog: Locator, { token, amount, to }: Record<string, string>) {
  await sendButton(dialog).click()
  await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
  expect(await pickToken(dialog, token)).toMatchObject({ ok: true })
  await dialog.getByLabel('Amount').fill(amount!)
  await dialog.getByLabel('Receiver address').fill(to!)
}

/** The address with the case of its first letter flipped: a wrong EIP-55 checksum. */
function flipCase(address: string): string {
  const i = address.slice(2).search(/[a-fA-F]/) + 2
  const c = address[i]!
  const flipped = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()
  return address.slice(0, i) + flipped + address.slice(i + 1)
}

const warningList = (dialog: Locator) =>
  dialog.getByRole('list', { name: 'Check before sending' }).getByRole('listitem')

test.describe('Send preview', () => {
  test.beforeEach(async ({ page, hostApp, injectWallet }) => {
    await injectWallet()
    await page.goto(hostApp.url)
    await connect(page)
    // From here on, anything the modal asked the wallet to sign would wait for approval.
    await page.evaluate(() => {
      window.foyerTestWallet.mode = 'manual'
    })
  })

  test.afterEach(async ({ page }) => {
    expect(await page.evaluate(() => window.foyerTestWallet.pending())).toEqual([])
  })

  test('a receiver with a wrong EIP-55 checksum is refused, quoting what was typed', async ({
    page,
  }) => {
    const dialog = modal(page)
    const typed = flipCase(receiver)
    expect(typed).not.toBe(receiver)
    expect(getAddress(typed)).toBe(receiver)
    await fillForm(dialog, { token: 'ETH', amount: '0.01', to: typed })
    expect(await submitPreview(dialog)).toEqual({
      ok: false,
      reason: `Receiver has a wrong checksum (EIP-55): a letter's case is off, so the address may be mistyped. Paste it again. Provided: "${typed}"`,
    })
    await expect(dialog.getByLabel('Receiver address')).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByLabel('Receiver address')).toHaveValue(typed)
    await expectDialogFits(dialog, 'with the checksum error')

    // A long paste is echoed cut with "…", and stays inside the dialog.
    const pasted = `0x${'ab'.repeat(150)}`
    await dialog.getByLabel('Receiver address').fill(pasted)
    expect(await submitPreview(dialog)).toEqual({
      ok: false,
      reason: `Receiver must be a 0x address of 40 hex characters. Provided: "${pasted.slice(0, 63)}…"`,
    })
    await expectDialogFits(dialog, 'with a 302-character receiver echoed')

    // The right address previews.
    await dialog.getByLabel('Receiver address').fill(receiver)
    expect(await submitPreview(dialog)).toEqual({ ok: true })
    await expect(warningList(dialog)).toHaveCount(0)
  })

  test('the whole ETH balance: not enough left for the network fee', async ({ page, chains }) => {
    const dialog = modal(page)
    const balance = await publicClient(chains.rpcUrls[CHAIN_ID]!).getBalance({ address: sender })
    await fillForm(dialog, { token: 'ETH', amount: formatEther(balance), to: receiver })
    const result = await submitPreview(dialog)
    expect(result.ok).toBe(false)
    const alert = dialog.getByRole('alert')
    await expect(alert).toHaveText(
      /^Not enough ETH for the amount and the network fee: this needs [\d,.]+ ETH, the account has [\d,.]+ ETH\.$/,
    )
    const [needs, has] = [...((await alert.textContent()) ?? '').matchAll(/([\d,.]+) ETH/g)].map(
      (m) => Number(m[1]!.replace(/,/g, '')),
    )
    expect(needs).toBeGreaterThan(has!)
    await expect(dialog.getByTestId('foyer-preview-amount')).toHaveCount(0)
    await expect(dialog.getByLabel('Amount')).toHaveValue(formatEther(balance))
    await expectDialogFits(dialog, 'with the insufficient-funds alert')
  })

  test('a transfer that reverts shows its reason', async ({ page }) => {
    const dialog = modal(page)
    // The USDC fixture reverts a transfer to the zero address.
    await fillForm(dialog, { token: 'USDC', amount: '1', to: zeroAddress })
    expect(await submitPreview(dialog)).toEqual({
      ok: false,
      reason: 'Something went wrong: ERC20: transfer to the zero address',
    })
    await expect(dialog.getByTestId('foyer-preview-amount')).toHaveCount(0)
  })

  test('the chain is down: the network did not answer, and the preview works once it is back', async ({
    page,
    chains,
  }) => {
    const dialog = modal(page)
    await fillForm(dialog, { token: 'ETH', amount: '0.01', to: receiver })
    await withChainDown(chains, CHAIN_ID, async (restart) => {
      expect(await submitPreview(dialog)).toEqual({ ok: false, reason: NETWORK_DOWN })
      await expect(dialog.getByLabel('Amount')).toHaveValue('0.01')
      await expect(dialog.getByLabel('Receiver address')).toHaveValue(receiver)
      await restart()
      expect(await submitPreview(dialog)).toEqual({ ok: true })
      await expect(dialog.getByTestId('foyer-preview-amount')).toHaveText('0.01 ETH')
      await expect(dialog.getByTestId('foyer-preview-fee')).toContainText(/≈ 0\.0\d* ETH/)
    })
  })

  test('warnings: the zero address, the token’s own contract, your own address', async ({
    page,
  }) => {
    const dialog = modal(page)
    const edit = () => dialog.getByRole('button', { name: 'Edit' }).click()
    await fillForm(dialog, { token: 'ETH', amount: '0.01', to: zeroAddress })
    expect(await submitPreview(dialog)).toEqual({ ok: true })
    await expect(warningList(dialog)).toHaveText([
      'This is the zero address: what is sent there is lost.',
    ])

    await edit()
    await dialog.getByLabel('Receiver address').fill(sender)
    expect(await submitPreview(dialog)).toEqual({ ok: true })
    await expect(warningList(dialog)).toHaveText(['This is your own address.'])

    await edit()
    expect(await pickToken(dialog, 'USDC')).toEqual({ ok: true, token: 'USDC' })
    await dialog.getByLabel('Amount').fill('1')
    await dialog.getByLabel('Receiver address').fill(usdcAddresses[CHAIN_ID])
    expect(await submitPreview(dialog)).toEqual({ ok: true })
    await expect(dialog.getByTestId('foyer-preview-amount')).toHaveText('1 USDC')
    await expect(warningList(dialog)).toHaveText([
      'This is the USDC contract itself: tokens sent there are usually lost.',
    ])
    await expectDialogFits(dialog, 'with a warning')

    await edit()
    await dialog.getByLabel('Receiver address').fill(receiver)
    expect(await submitPreview(dialog)).toEqual({ ok: true })
    await expect(warningList(dialog)).toHaveCount(0)
  })
})

test('Account with the chain down: the last known balance and a Retry that works once it is back', async ({
  page,
  chains,
  hostApp,
  injectWallet,
}) => {
  await injectWallet()
  await page.goto(hostApp.url)
  const dialog = await connect(page).then(() => modal(page))
  const balance = dialog.getByTestId('foyer-balance')
  const before = await balance.textContent()
  expect(before).toMatch(/^[\d,.]+ ETH$/)

  await withChainDown(chains, CHAIN_ID, async (restart) => {
    // The balances are read again whenever the Account view shows: close, open again.
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await connectButton(page).click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    const alert = dialog.getByRole('alert').filter({ hasText: 'Couldn’t load the balance.' })
    await expect(alert).toBeVisible()
    await expect(alert.getByTestId('foyer-last-known')).toHaveText(`Last known: ${before}`)
    await expect(balance).toHaveCount(0)
    await expectDialogFits(dialog, 'with the balance error')

    // Retry while still down: the error again, the last known balance kept.
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect(alert.getByTestId('foyer-last-known')).toHaveText(`Last known: ${before}`)

    // A page loaded while the chain is down has no balance to fall back on.
    await page.reload()
    await connectButton(page).click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(alert).toBeVisible()
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible()
    await expect(dialog.getByTestId('foyer-last-known')).toHaveCount(0)

    await restart()
    await alert.getByRole('button', { name: 'Retry' }).click()
    // The restarted chain starts again from its genesis: compare with what it says now.
    const now = await publicClient(chains.rpcUrls[CHAIN_ID]!).getBalance({ address: sender })
    await expect(balance).toHaveAttribute('title', `${formatEther(now)} ETH`)
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    await expect(dialog.getByTestId('foyer-last-known')).toHaveCount(0)
  })
})
