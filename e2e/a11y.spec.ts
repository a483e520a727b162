import { anvilAccounts } from '@foyer/testing/anvil'
import { connectWallet, sendButton, submitPreview } from '@foyer/testing/driver'
import { installTestWallet } from '@foyer/testing/test-wallet'
import type { Browser, Page } from '@playwright/test'
import { formatMessage } from '../modal/src/core/i18n/formatMessage.ts'
import arMessages from '../modal/src/core/i18n/messages/ar.ts'
import type { en } from '../modal/src/core/i18n/messages/en.ts'
import { type AxeResults, analyse, describeViolations, sawInShadow } from './support/axe.ts'
import { connect, fillSend, WALLET_NAME, withAutomineOff } from './support/flows.ts'
import { CHAIN_ID, connectButton, expect, modal, test, waitForPending } from './support/test.ts'

// Its tests share nothing (each loads its own page and state), so the run spreads them over
// both workers: in one, this file (~150 s of tests) kept the other idle at its project's end.
test.describe.configure({ mode: 'parallel' })

// axe-core on every view of the modal, in its light and its dark theme, left to right and right
// to left (Arabic, at the end). Each theme is two tests:
// the Connect views (no wallet, a rejected connection, two wallets, an unsupported chain) and
// the views of a connected account (Account, tooltip, Networks, Send, the notice after a send).
//
// Only in the `preview` project (playwright.config.ts): the modal's markup and CSS are the same under `vite dev`, whose
// one difference, the devtools panel, lives in its own shadow host outside the audited
// `[data-foyer]`. Running it twice would only double its time in CI.

type Theme = 'light' | 'dark'

const first = anvilAccounts[0]!
const second = anvilAccounts[1]!
const SECOND_WALLET = 'Second Wallet'
// Not a receiver of another spec: balances elsewhere stay exact.
const receiver = anvilAccounts[7]!.address

/**
 * Expects axe to have analysed the dialog inside the shadow root (its title and each of
 * `mustSee`, fragments of the HTML of the elements that make the state audited, e.g.
 * `role="tooltip"`), and to have found no violation: softly, so that one run lists the
 * violations of every view.
 */
function expectAccessible(results: AxeResults, label: string, mustSee: string[]) {
  for (const fragment of ['id="foyer-title"', ...mustSee])
    expect(
      sawInShadow(results, '[data-foyer]', fragment),
      `axe did not analyse ${fragment} inside the modal's shadow root in ${label}`,
    ).toBe(true)
  expect
    .soft(
      results.violations.map((v) => v.id),
      `axe violations in ${label}:\n${describeViolations(results.violations)}`,
    )
    .toEqual([])
}

/** Runs axe on the modal as it is now and expects it accessible (see `expectAccessible`). */
async function audit(page: Page, theme: Theme, view: string, mustSee: string[] = []) {
  expectAccessible(await analyse(page, '[data-foyer]'), `${view} (${theme} theme)`, mustSee)
}

/** The relative luminance (WCAG) of a computed `rgb(…)` colour, 0 (black) to 1 (white). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
    const s = Number(c) / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

/**
 * The open dialog shows `theme`: `data-theme` is set, and its computed background is light
 * (luminance above ½) in the light theme and dark in the dark one, so the two themes' backgrounds
 * differ and the dark test cannot pass on light colours.
 */
async function expectTheme(page: Page, theme: Theme) {
  const dialog = modal(page)
  await expect(dialog).toHaveAttribute('data-theme', theme)
  const { background, color } = await dialog.evaluate((el) => {
    const style = getComputedStyle(el)
    return { background: style.backgroundColor, color: style.color }
  })
  const dark = theme === 'dark'
  expect(luminance(background) < 0.5, `background ${background} in the ${theme} theme`).toBe(dark)
  expect(luminance(color) > 0.5, `text colour ${color} in the ${theme} theme`).toBe(dark)
}

/** A page of its own (fresh storage), with `wallets` injected, on the host app at `url`. */
async function withOwnPage(
  browser: Browser,
  url: string,
  wallets: Parameters<typeof installTestWallet>[1] | undefined,
  step: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    if (wallets) await installTestWallet(page, wallets)
    await page.goto(url)
    await step(page)
  } finally {
    await context.close()
  }
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test('Connect views: no wallet, wallet list, rejected, two wallets, unsupported chain', async ({
      browser,
      page,
      chains,
      hostApp,
      darkHostApp,
      injectWallet,
    }) => {
      const url = theme === 'dark' ? darkHostApp.url : hostApp.url
      const dialog = modal(page)

      await withOwnPage(browser, url, undefined, async (page) => {
        await connectButton(page).click()
        await expect(modal(page).getByText('No wallet found in this browser.')).toBeVisible()
        await expectTheme(page, theme)
        await audit(page, theme, 'Connect, no wallet', ['No wallet found'])
      })

      await withOwnPage(
        browser,
        url,
        { rpcUrls: { ...chains.rpcUrls, 31337: chains.rpcUrls[CHAIN_ID]! }, chainId: 31337 },
        async (page) => {
          await connectButton(page).click()
          await modal(page).getByRole('button', { name: WALLET_NAME }).click()
          await expect(modal(page).getByRole('alert')).toContainText(
            'Your wallet is on a network this app does not support',
          )
          await audit(page, theme, 'Account, unsupported chain', ['class="foyer-warning"'])
        },
      )

      // The first wallet asks for approval, so its rejection can be shown.
      await injectWallet([
        {
          rpcUrls: chains.rpcUrls,
          chainId: CHAIN_ID,
          privateKeys: [first.privateKey],
          mode: 'manual',
        },
        {
          rpcUrls: chains.rpcUrls,
          chainId: CHAIN_ID,
          privateKeys: [second.privateKey],
          info: { name: SECOND_WALLET, rdns: 'dev.foyer.second' },
        },
      ])
      await page.goto(url)
      await connectButton(page).click()
      await expect(dialog.getByRole('button', { name: SECOND_WALLET })).toBeVisible()
      await expectTheme(page, theme)
      await audit(page, theme, 'Connect, wallet list', ['class="foyer-wallet"'])

      await dialog.getByRole('button', { name: WALLET_NAME }).click()
      await waitForPending(page)
      await expect(dialog.getByText(`Waiting for ${WALLET_NAME}…`)).toBeVisible()
      await audit(page, theme, 'Connect, waiting for the wallet', ['Waiting for'])
      await page.evaluate(() => window.foyerTestWallet.reject())
      await expect(dialog.getByRole('alert')).toHaveText('You rejected the request in your wallet.')
      await audit(page, theme, 'Connect, connection rejected', ['role="alert"'])

      await page.evaluate(() => {
        window.foyerTestWallet.mode = 'auto'
      })
      await connectWallet(page, WALLET_NAME, { openModal: async () => {} })
      await dialog.getByRole('button', { name: 'Add another wallet' }).click()
      await expect(dialog.getByRole('button', { name: new RegExp(WALLET_NAME) })).toContainText(
        'Connected',
      )
      await audit(page, theme, 'Connect, adding a wallet', ['class="foyer-badge"'])
      await dialog.getByRole('button', { name: SECOND_WALLET }).click()
      const wallets = dialog.getByRole('region', { name: 'Connected wallets' })
      await expect(wallets.locator('li')).toHaveCount(2)
      await audit(page, theme, 'Account, two wallets connected', [`Use ${WALLET_NAME}`])
    })

    test('Account, tooltip, Networks, Send form, errors and preview, after a send', async ({
      page,
      context,
      chains,
      hostApp,
      darkHostApp,
      injectWallet,
    }) => {
      const url = theme === 'dark' ? darkHostApp.url : hostApp.url
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: new URL(url).origin,
      })
      await injectWallet()
      await page.goto(url)
      await connect(page)
      const dialog = modal(page)
      await expectTheme(page, theme)
      await audit(page, theme, 'Account', ['data-testid="foyer-balance"'])

      // The tooltip closes 1.5 s after it opens, and axe over the whole modal (audited just above)
      // takes longer than that when both cores are busy: axe reads the open tooltip alone, in
      // place. Should it be gone before axe saw it, it is opened again, twice at most.
      const tooltip = dialog.getByRole('tooltip')
      let copied: AxeResults | undefined
      for (let attempt = 0; attempt < 3 && !copied; attempt++) {
        await expect(tooltip).toBeHidden()
        await dialog.getByRole('button', { name: 'Copy address' }).click()
        await expect(tooltip).toHaveText('Address copied')
        // axe refuses a context it cannot find: the tooltip closed first.
        const results = await analyse(page, '[data-foyer]', '[role="tooltip"]').catch(() => null)
        if (results && sawInShadow(results, '[data-foyer]', 'Address copied')) copied = results
      }
      expect(copied, 'axe never saw the "Address copied" tooltip open').toBeDefined()
      expect
        .soft(
          copied!.violations.map((v) => v.id),
          `axe violations in the "Address copied" tooltip (${theme} theme):\n${describeViolations(copied!.violations)}`,
        )
        .toEqual([])
      // It never covers a control: it opens below Copy, clear of Close above it.
      const close = (await dialog.getByRole('button', { name: 'Close' }).boundingBox())!
      let tip: Awaited<ReturnType<typeof tooltip.boundingBox>> = null
      for (let attempt = 0; attempt < 3 && !tip; attempt++) {
        await expect(tooltip).toBeHidden()
        await dialog.getByRole('button', { name: 'Copy address' }).click()
        await expect(tooltip).toBeVisible()
        // Null when it closed (1.5 s) before it was measured, on a busy machine: again.
        tip = await tooltip.boundingBox({ timeout: 500 }).catch(() => null)
      }
      expect(tip, 'the tooltip was never measured open').not.toBeNull()
      if (tip)
        expect(
          tip.x < close.x + close.width &&
            close.x < tip.x + tip.width &&
            tip.y < close.y + close.height &&
            close.y < tip.y + tip.height,
          `the tooltip ${JSON.stringify(tip)} covers Close ${JSON.stringify(close)}`,
        ).toBe(false)

      await dialog.getByRole('button', { name: /Network: Ethereum/ }).click()
      await expect(dialog.getByRole('heading', { name: 'Choose network' })).toBeVisible()
      await audit(page, theme, 'Networks', ['aria-current="true"'])
      await dialog.getByRole('button', { name: 'Back' }).click()

      await sendButton(dialog).click()
      await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
      await audit(page, theme, 'Send form', ['id="foyer-send-amount"'])
      await dialog.getByLabel('Amount').fill('abc')
      await dialog.getByLabel('Receiver address').fill('0x12')
      expect((await submitPreview(dialog)).ok).toBe(false)
      await expect(dialog.locator('.foyer-field-error')).toHaveCount(2)
      await audit(page, theme, 'Send form with field errors', ['class="foyer-field-error"'])
      await dialog.getByRole('button', { name: 'Back' }).click()

      await fillSend(page, { token: 'ETH', amount: '0.001', to: receiver })
      await audit(page, theme, 'Send preview', ['data-testid="foyer-preview-amount"'])

      // Blocks are mined by hand for a moment, so that the started send is seen before its receipt.
      await withAutomineOff(chains.rpcUrls[CHAIN_ID]!, async () => {
        await sendButton(dialog).click()
        await expect(dialog.getByRole('status')).toHaveText('Transaction started')
        await audit(page, theme, 'Account, transaction started', ['foyer-notice-info'])
      })
      await expect(dialog.getByRole('status')).toHaveText(/^Transaction confirmed in block \d+$/)
      await audit(page, theme, 'Account, transaction confirmed', ['foyer-notice-success'])
    })
  })
}

// The same audit right to left: the views in Arabic (the browser's language), light and dark.
// Selectors come from the Arabic catalog, so the test reads what an Arabic visitor reads.
const ar = arMessages as Record<keyof typeof en, string>
const tAr = (key: keyof typeof en, values?: Record<string, unknown>) =>
  formatMessage('ar', ar[key], values)

for (const theme of ['light', 'dark'] as const) {
  test.describe(`right to left (ar), ${theme} theme`, () => {
    test.use({ locale: 'ar' })

    test('Connect (no wallet, list, waiting, rejected), Account, Networks, Send form and errors, preview, after a send', async ({
      browser,
      page,
      chains,
      hostApp,
      darkHostApp,
      injectWallet,
    }) => {
      const url = theme === 'dark' ? darkHostApp.url : hostApp.url
      const label = (view: string) => `${view} (${theme} theme, ar)`
      const empty = await browser.newContext({ locale: 'ar' })
      try {
        const alone = await empty.newPage()
        await alone.goto(url)
        await connectButton(alone).click()
        await expect(modal(alone).getByText(tAr('connect.noWallet'))).toBeVisible()
        await audit(alone, theme, label('Connect, no wallet'), ['class="foyer-empty"'])
      } finally {
        await empty.close()
      }
      await injectWallet({
        rpcUrls: chains.rpcUrls,
        chainId: CHAIN_ID,
        privateKeys: [first.privateKey],
        mode: 'manual',
      })
      await page.goto(url)
      await connectButton(page).click()
      const dialog = modal(page)
      await expect(dialog).toHaveAttribute('dir', 'rtl')
      await expectTheme(page, theme)
      const wallet = dialog.getByRole('button', { name: WALLET_NAME })
      await expect(wallet).toBeVisible()
      await audit(page, theme, label('Connect, wallet list'), ['class="foyer-wallet"'])

      await wallet.click()
      await waitForPending(page)
      await expect(dialog.getByText(tAr('connect.waiting', { wallet: WALLET_NAME }))).toBeVisible()
      await audit(page, theme, label('Connect, waiting for the wallet'))
      await page.evaluate(() => window.foyerTestWallet.reject())
      await expect(dialog.getByRole('alert')).toHaveText(tAr('error.userRejected'))
      await audit(page, theme, label('Connect, connection rejected'), ['role="alert"'])

      await page.evaluate(() => {
        window.foyerTestWallet.mode = 'auto'
      })
      await wallet.click()
      await expect(dialog.getByRole('heading', { name: tAr('account.title') })).toBeVisible()
      await expect(dialog.getByTestId('foyer-balance')).toBeVisible()
      await audit(page, theme, label('Account'), ['data-testid="foyer-balance"'])

      await dialog.getByRole('button', { name: new RegExp(tAr('account.network')) }).click()
      await expect(dialog.getByRole('heading', { name: tAr('networks.title') })).toBeVisible()
      await audit(page, theme, label('Networks'), ['aria-current="true"'])
      await dialog.getByRole('button', { name: tAr('view.back') }).click()

      await dialog.getByRole('button', { name: tAr('account.send'), exact: true }).click()
      await expect(dialog.getByRole('heading', { name: tAr('send.title') })).toBeVisible()
      await audit(page, theme, label('Send form'), ['id="foyer-send-amount"'])
      await dialog.getByLabel(tAr('send.amountLabel'), { exact: true }).fill('abc')
      await dialog.locator('#foyer-send-receiver').fill('0x12')
      await dialog.getByRole('button', { name: tAr('send.previewButton') }).click()
      await expect(dialog.locator('.foyer-field-error')).toHaveCount(2)
      await audit(page, theme, label('Send form with field errors'), ['class="foyer-field-error"'])

      await dialog.getByLabel(tAr('send.amountLabel'), { exact: true }).fill('0.001')
      await dialog.locator('#foyer-send-receiver').fill(receiver)
      await dialog.getByRole('button', { name: tAr('send.previewButton') }).click()
      await expect(dialog.getByTestId('foyer-preview-amount')).toBeVisible()
      await audit(page, theme, label('Send preview'), ['data-testid="foyer-preview-amount"'])
      await withAutomineOff(chains.rpcUrls[CHAIN_ID]!, async () => {
        await dialog.getByRole('button', { name: tAr('send.sendButton'), exact: true }).click()
        await expect(dialog.getByRole('status')).toHaveText(tAr('notice.transactionStarted'))
        await audit(page, theme, label('Account, transaction started'), ['foyer-notice-info'])
      })
      await expect(dialog.getByRole('status')).toHaveText(
        new RegExp(`^${tAr('notice.confirmedInBlock', { block: 999 }).replace('999', '\\d+')}$`),
      )
      await audit(page, theme, label('Account, transaction confirmed'), ['foyer-notice-success'])
    })
  })
}
