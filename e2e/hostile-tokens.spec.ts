import { anvilAccounts } from '@foyer/testing/anvil'
import { hostileTokenAbi, hostileTokenSpecs } from '@foyer/testing/contracts'
import { openSendPreview, sendButton, submitPreview, tokenOptions } from '@foyer/testing/driver'
import type { Locator, Page } from '@playwright/test'
import type { Address } from 'viem'
import {
  connect,
  fillSend,
  publicClient,
  sender,
  trackingEvents,
  withAutomineOff,
} from './support/flows.ts'
import { CHAIN_ID, expect, modal, test } from './support/test.ts'

// Tokens that lie (see fixtures/contracts/HostileToken.sol), installed on the worker's chain 1 by
// the `hostileTokens` fixture and listed by fixtures/host-app/foyer.config.ts after USDC.
// Receivers: no other spec holds or sends these tokens, and balances are compared before/after.
const falseReceiver = anvilAccounts[5]!.address
const silentReceiver = anvilAccounts[6]!.address
const honestReceiver = anvilAccounts[6]!.address

const { BIDI, LONG } = hostileTokenSpecs

function tokenBalance(rpcUrl: string, token: Address, owner: Address) {
  return publicClient(rpcUrl).readContract({
    address: token,
    abi: hostileTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

/** The Account view's token rows (USDC, then the configured tokens). */
function tokenRows(dialog: Locator) {
  return dialog.getByRole('list', { name: 'Token balances' }).getByRole('listitem')
}

/** Text that tells each hostile token's row apart, whatever the modal does to the symbol. */
const rowText = {
  FALSE: 'FALSE',
  SILENT: 'SILENT',
  BIDI: 'exe.png',
  LONG: 'LONGABCDEFGHIJ',
  HUGE: 'HUGE',
} as const

function tokenRow(dialog: Locator, key: keyof typeof rowText) {
  return tokenRows(dialog).filter({ hasText: rowText[key] })
}

/** Loads the host app with the test wallet, connects, and waits for every hostile token's row. */
async function openAccount(page: Page, injectWallet: () => Promise<void>, hostAppUrl: string) {
  await injectWallet()
  await page.goto(hostAppUrl)
  await connect(page)
  const dialog = modal(page)
  for (const key of Object.keys(rowText) as (keyof typeof rowText)[])
    await expect(tokenRow(dialog, key)).toHaveCount(1)
  return dialog
}

test.describe('hostile ERC-20 tokens', () => {
  test('are installed on chain 1 and listed after USDC', async ({
    page,
    chains,
    hostApp,
    injectWallet,
    hostileTokens,
  }) => {
    const rpc = chains.rpcUrls[CHAIN_ID]!
    for (const [key, address] of Object.entries(hostileTokens)) {
      const spec = hostileTokenSpecs[key as keyof typeof hostileTokens]
      expect(await tokenBalance(rpc, address, sender)).toBe(spec.amount)
    }
    const dialog = await openAccount(page, injectWallet, hostApp.url)
    await expect(tokenRow(dialog, 'FALSE')).toContainText('100')
    await expect(tokenRow(dialog, 'SILENT')).toContainText('100')
    // In the config's order, after USDC.
    const texts = await tokenRows(dialog).allTextContents()
    const at = (text: string) => texts.findIndex((t) => t.includes(text))
    const order = ['USDC', ...Object.values(rowText)].map(at)
    expect(order, texts.join(' | ')).toEqual([...order].sort((a, b) => a - b))
    expect(order).not.toContain(-1)
  })

  test('an honest one sends: 1 BIDI reaches the receiver on-chain', async ({
    page,
    chains,
    hostApp,
    injectWallet,
    hostileTokens,
  }) => {
    const rpc = chains.rpcUrls[CHAIN_ID]!
    const balances = () =>
      Promise.all([
        tokenBalance(rpc, hostileTokens.BIDI, sender),
        tokenBalance(rpc, hostileTokens.BIDI, honestReceiver),
      ])
    const [senderBefore, receiverBefore] = await balances()
    const dialog = await openAccount(page, injectWallet, hostApp.url)
    await sendButton(dialog).click()
    await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
    // Picked by address: the option's text is the symbol, which the modal may clean up.
    await dialog.getByLabel('Token').selectOption(hostileTokens.BIDI)
    await dialog.getByLabel('Amount').fill('1')
    await dialog.getByLabel('Receiver address').fill(honestReceiver)
    expect(await submitPreview(dialog)).toEqual({ ok: true })
    await sendButton(dialog).click()
    await expect(dialog.getByRole('status')).toHaveText(/^Transaction confirmed in block \d+$/)
    expect(await balances()).toEqual([senderBefore - 1_000_000n, receiverBefore + 1_000_000n])
  })

  test('Account: every token row stays inside the dialog', async ({
    page,
    hostApp,
    injectWallet,
    hostileTokens: _,
  }) => {
    const dialog = await openAccount(page, injectWallet, hostApp.url)
    const { scrollWidth, clientWidth } = await dialog.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }))
    expect(scrollWidth, 'the dialog scrolls sideways').toBeLessThanOrEqual(clientWidth)
    const box = (await dialog.boundingBox())!
    const rows = await tokenRows(dialog).evaluateAll((items) =>
      items.map((li) => {
        const rect = li.getBoundingClientRect()
        return {
          text: (li.textContent ?? '').slice(0, 40),
          left: rect.left,
          right: rect.right,
          overflows: li.scrollWidth > li.clientWidth,
        }
      }),
    )
    for (const row of rows) {
      expect(row.overflows, `the content of row "${row.text}" overflows it`).toBe(false)
      expect(row.left, `row "${row.text}"`).toBeGreaterThanOrEqual(box.x - 0.5)
      expect(row.right, `row "${row.text}"`).toBeLessThanOrEqual(box.x + box.width + 0.5)
    }
  })

  test('Account: the BIDI symbol is shown without its right-to-left override', async ({
    page,
    hostApp,
    injectWallet,
    hostileTokens: _,
  }) => {
    expect(BIDI.symbol).toContain('\u202E')
    const dialog = await openAccount(page, injectWallet, hostApp.url)
    await expect(tokenRow(dialog, 'BIDI')).toContainText('USDCexe.png')
    expect(await dialog.evaluate((el) => el.textContent)).not.toContain('\u202E')
  })

  test('Account: the LONG symbol is cut with an ellipsis, whole in its title', async ({
    page,
    hostApp,
    injectWallet,
    hostileTokens: _,
  }) => {
    expect(LONG.symbol).toHaveLength(300)
    const dialog = await openAccount(page, injectWallet, hostApp.url)
    // The row, or an element in it, is titled with the whole symbol.
    const row = tokenRow(dialog, 'LONG')
    const titles = await row.evaluate((li) =>
      [li, ...li.querySelectorAll('[title]')].map((el) => el.getAttribute('title') ?? ''),
    )
    expect(titles, 'no title holds the whole 300-character symbol').toContain(LONG.symbol)
    const long = row
      .and(dialog.locator(`[title="${LONG.symbol}"]`))
      .or(row.locator(`[title="${LONG.symbol}"]`))
      .first()
    // Either the text itself is shortened with "…", or CSS cuts it (text-overflow: ellipsis on an
    // element whose text is wider than its box).
    const shown = await long.evaluate((el) => {
      const nodes = [el, ...el.querySelectorAll('*')]
      return {
        text: el.textContent ?? '',
        cssEllipsis: nodes.some(
          (node) =>
            getComputedStyle(node).textOverflow === 'ellipsis' &&
            node.scrollWidth > node.clientWidth,
        ),
      }
    })
    const textEllipsis = shown.text.includes('…') && !shown.text.includes(LONG.symbol)
    expect(
      textEllipsis || shown.cssEllipsis,
      `LONG is shown in full: "${shown.text.slice(0, 60)}…"`,
    ).toBe(true)
  })

  test('HUGE: its row says it is unsupported and Send does not offer it', async ({
    page,
    hostApp,
    injectWallet,
    hostileTokens,
  }) => {
    const dialog = await openAccount(page, injectWallet, hostApp.url)
    await expect(tokenRow(dialog, 'HUGE')).toContainText('Unsupported token: 77 decimals')
    await sendButton(dialog).click()
    await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
    const options = await tokenOptions(dialog)
    expect(options.map((o) => o.symbol)).toContain('SILENT')
    expect(options.map((o) => o.symbol)).not.toContain('HUGE')
    expect(options.map((o) => o.value.toLowerCase())).not.toContain(
      hostileTokens.HUGE.toLowerCase(),
    )
  })

  test('FALSE: the preview says the token refused the transfer, and nothing is sent', async ({
    page,
    chains,
    hostApp,
    injectWallet,
    hostileTokens,
  }) => {
    const rpc = chains.rpcUrls[CHAIN_ID]!
    const client = publicClient(rpc)
    const onChain = () =>
      Promise.all([
        client.getTransactionCount({ address: sender, blockTag: 'pending' }),
        tokenBalance(rpc, hostileTokens.FALSE, sender),
        tokenBalance(rpc, hostileTokens.FALSE, falseReceiver),
      ])
    const reason = 'Something went wrong: The token refused the transfer (transfer returned false).'
    const dialog = await openAccount(page, injectWallet, hostApp.url)
    // From here on, a transaction the modal asked the wallet for would wait there for approval.
    await page.evaluate(() => {
      window.foyerTestWallet.mode = 'manual'
    })
    const before = await onChain()
    expect(
      await openSendPreview(dialog, { token: 'FALSE', amount: '1', to: falseReceiver }),
    ).toEqual({ ok: false, token: 'FALSE', reason })
    await expect(dialog.getByRole('alert')).toHaveText(reason)
    await expect(dialog.getByTestId('foyer-preview-amount')).toHaveCount(0)
    expect(await page.evaluate(() => window.foyerTestWallet.pending())).toEqual([])
    expect(await onChain()).toEqual(before)
  })

  test('SILENT: the send starts, then fails because the token reported no transfer', async ({
    page,
    chains,
    hostApp,
    injectWallet,
    hostileTokens,
  }) => {
    const rpc = chains.rpcUrls[CHAIN_ID]!
    const senderBefore = await tokenBalance(rpc, hostileTokens.SILENT, sender)
    const dialog = await openAccount(page, injectWallet, hostApp.url)
    await fillSend(page, { token: 'SILENT', amount: '1', to: silentReceiver })
    // Blocks are mined by hand for a moment, so that the started send is seen before its receipt.
    await withAutomineOff(rpc, async () => {
      await sendButton(dialog).click()
      await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
      await expect(dialog.getByRole('status')).toHaveText('Transaction started')
    })
    await expect(dialog.getByRole('status')).toHaveText(
      'Transaction failed: The token reported no transfer.',
    )
    // Newest first: SEND_ERROR came after SEND_SUCCESS.
    await expect
      .poll(async () => {
        const events = await trackingEvents(page).allTextContents()
        const error = events.indexOf('SEND_ERROR')
        const success = events.indexOf('SEND_SUCCESS')
        return error !== -1 && success !== -1 && error < success
      })
      .toBe(true)
    expect(await tokenBalance(rpc, hostileTokens.SILENT, silentReceiver)).toBe(0n)
    expect(await tokenBalance(rpc, hostileTokens.SILENT, sender)).toBe(senderBefore)
  })
})
