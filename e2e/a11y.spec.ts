import { anvilAccounts } from '@foyer/testing/anvil'
import { connectWallet, sendButton, submitPreview } from '@foyer/testing/driver'
import { installTestWallet } from '@foyer/testing/test-wallet'
import type { Browser, Page } from '@playwright/test'
import { type AxeResults, analyse, describeViolations, sawInShadow } from './support/axe.ts'
import { connect, fillSend, WALLET_NAME, withAutomineOff } from './support/flows.ts'
import { auditEveryWay, expectAccessible, expectTheme, LOOKS, setLook } from './support/looks.ts'
import { CHAIN_ID, connectButton, expect, modal, test, waitForPending } from './support/test.ts'

// Its tests share nothing (each loads its own page and state), so the run spreads them over
// both workers.
test.describe.configure({ mode: 'parallel' })

// axe-core on every view of the modal in its light and its dark theme, left to right and right to
// left (Arabic): at each view, `auditEveryWay` switches the language and the theme in place, as a
// host's pickers do (`setLocale`, `setTheme`), and audits all four. Two tests: the Connect views
// (no wallet, an unsupported chain, the list, waiting, rejected, adding a wallet, two wallets)
// and the views of a connected account (Account, tooltip, Networks, Send, the notices).
//
// Only in the `preview` project (playwright.config.ts): the modal's markup and CSS are the same
// under `vite dev`, whose one difference, the devtools panel, lives in its own shadow host outside
// the audited `[data-foyer]`. Running it twice would only double its time in CI.

const first = anvilAccounts[0]!
const second = anvilAccounts[1]!
const SECOND_WALLET = 'Second Wallet'
// Not a receiver of another spec: balances elsewhere stay exact.
const receiver = anvilAccounts[7]!.address

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

test('Connect views, light and dark, left to right and right to left: no wallet, unsupported chain, list, waiting, rejected, adding a wallet, two wallets', async ({
  browser,
  page,
  chains,
  hostApp,
  darkHostApp,
  injectWallet,
}) => {
  const dialog = modal(page)

  // The app's own dark theme (foyer.config.ts `themeMode: 'dark'`) is the one its modal opens in.
  await withOwnPage(browser, darkHostApp.url, undefined, async (page) => {
    await connectButton(page).click()
    await expect(modal(page).getByText('No wallet found in this browser.')).toBeVisible()
    await expectTheme(page, 'dark')
    await auditEveryWay(page, 'Connect, no wallet', ['class="foyer-empty"'])
  })

  await withOwnPage(
    browser,
    hostApp.url,
    { rpcUrls: { ...chains.rpcUrls, 31337: chains.rpcUrls[CHAIN_ID]! }, chainId: 31337 },
    async (page) => {
      await connectButton(page).click()
      await modal(page).getByRole('button', { name: WALLET_NAME }).click()
      await expect(modal(page).getByRole('alert')).toContainText(
        'Your wallet is on a network this app does not support',
      )
      await auditEveryWay(page, 'Account, unsupported chain', ['class="foyer-warning"'])
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
  await page.goto(hostApp.url)
  await connectButton(page).click()
  await expect(dialog.getByRole('button', { name: SECOND_WALLET })).toBeVisible()
  await expectTheme(page, 'light')
  await auditEveryWay(page, 'Connect, wallet list', ['class="foyer-wallet"'])

  await dialog.getByRole('button', { name: WALLET_NAME }).click()
  await waitForPending(page)
  await expect(dialog.getByText(`Waiting for ${WALLET_NAME}…`)).toBeVisible()
  await auditEveryWay(page, 'Connect, waiting for the wallet', ['class="foyer-waiting"'])
  await page.evaluate(() => window.foyerTestWallet.reject())
  await expect(dialog.getByRole('alert')).toHaveText('You rejected the request in your wallet.')
  await auditEveryWay(page, 'Connect, connection rejected', ['role="alert"'])

  await page.evaluate(() => {
    window.foyerTestWallet.mode = 'auto'
  })
  await connectWallet(page, WALLET_NAME, { openModal: async () => {} })
  await dialog.getByRole('button', { name: 'Add another wallet' }).click()
  await expect(dialog.getByRole('button', { name: new RegExp(WALLET_NAME) })).toContainText(
    'Connected',
  )
  // (axe's rules pass over the badge's Arabic text without naming it: the wallet rows prove it read the list.)
  await auditEveryWay(page, 'Connect, adding a wallet', ['class="foyer-wallet"'])
  await dialog.getByRole('button', { name: SECOND_WALLET }).click()
  const wallets = dialog.getByRole('region', { name: 'Connected wallets' })
  await expect(wallets.locator('li')).toHaveCount(2)
  await auditEveryWay(page, 'Account, two wallets connected', ['class="foyer-connections"'])
})

test('Account views, light and dark, left to right and right to left: Account, tooltip, Networks, Send form, errors and preview, after a send', async ({
  page,
  context,
  chains,
  hostApp,
  injectWallet,
}) => {
  const url = hostApp.url
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(url).origin,
  })
  await injectWallet()
  await page.goto(url)
  await connect(page)
  const dialog = modal(page)
  await auditEveryWay(page, 'Account', ['data-testid="foyer-balance"'])

  // The tooltip closes 1.5 s after it opens, and axe over the whole modal takes longer than that
  // when both cores are busy: axe reads the open tooltip alone, in place, in each look. Should it
  // be gone before axe saw it, it is opened again, twice at most.
  const tooltip = dialog.getByRole('tooltip')
  const copy = dialog.locator('.foyer-tooltip-anchor > button')
  for (const look of LOOKS) {
    await setLook(page, look)
    let copied: AxeResults | undefined
    for (let attempt = 0; attempt < 3 && !copied; attempt++) {
      await expect(tooltip).toBeHidden()
      await copy.click()
      await expect(tooltip).toBeVisible()
      // axe refuses a context it cannot find: the tooltip closed first.
      const results = await analyse(page, '[data-foyer]', '[role="tooltip"]').catch(() => null)
      if (results && sawInShadow(results, '[data-foyer]', 'role="tooltip"')) copied = results
    }
    expect(
      copied,
      `axe never saw the "Address copied" tooltip open (${JSON.stringify(look)})`,
    ).toBeDefined()
    expect
      .soft(
        copied!.violations.map((v) => v.id),
        `axe violations in the "Address copied" tooltip (${JSON.stringify(look)}):\n${describeViolations(copied!.violations)}`,
      )
      .toEqual([])
  }
  await setLook(page, { locale: 'en', mode: 'light' })
  // It never covers a control: it opens below Copy, clear of Close above it.
  const close = (await dialog.getByRole('button', { name: 'Close' }).boundingBox())!
  let tip: Awaited<ReturnType<typeof tooltip.boundingBox>> = null
  for (let attempt = 0; attempt < 3 && !tip; attempt++) {
    await expect(tooltip).toBeHidden()
    await dialog.getByRole('button', { name: 'Copy address' }).click()
    await expect(tooltip).toHaveText('Address copied')
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
  await auditEveryWay(page, 'Networks', ['aria-current="true"'])
  await dialog.getByRole('button', { name: 'Back' }).click()

  await sendButton(dialog).click()
  await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
  await auditEveryWay(page, 'Send form', ['id="foyer-send-amount"'])
  await dialog.getByLabel('Amount').fill('abc')
  await dialog.getByLabel('Receiver address').fill('0x12')
  expect((await submitPreview(dialog)).ok).toBe(false)
  await expect(dialog.locator('.foyer-field-error')).toHaveCount(2)
  await auditEveryWay(page, 'Send form with field errors', ['class="foyer-field-error"'])
  // What was typed is still there after four changes of language and theme.
  await expect(dialog.getByLabel('Amount')).toHaveValue('abc')
  await dialog.getByRole('button', { name: 'Back' }).click()

  await fillSend(page, { token: 'ETH', amount: '0.001', to: receiver })
  await auditEveryWay(page, 'Send preview', ['data-testid="foyer-preview-amount"'])

  // Blocks are mined by hand for a moment, so that the started send is seen before its receipt.
  await withAutomineOff(chains.rpcUrls[CHAIN_ID]!, async () => {
    await sendButton(dialog).click()
    await expect(dialog.getByRole('status')).toHaveText('Transaction started')
    await auditEveryWay(page, 'Account, transaction started', ['foyer-notice-info'])
  })
  await expect(dialog.getByRole('status')).toHaveText(/^Transaction confirmed in block \d+$/)
  await auditEveryWay(page, 'Account, transaction confirmed', ['foyer-notice-success'])
})

// The shell the first load draws while the views chunk is on its way ("Loading…"), and the
// failure it shows when the chunk cannot be fetched: light and dark. It has no language yet (the
// catalogs come with the views), so it is audited left to right only.
test('the loading shell and its failure, light and dark', async ({
  browser,
  hostApp,
  darkHostApp,
}) => {
  const viewsChunk = /\/Views-[\w-]+\.js(\?.*)?$/
  for (const [mode, url] of [
    ['light', hostApp.url],
    ['dark', darkHostApp.url],
  ] as const) {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      // The views chunk is held back until the shell was audited, then refused.
      await page.route(viewsChunk, async (route) => {
        await held
        await route.abort('internetdisconnected')
      })
      await page.goto(url)
      await connectButton(page).click()
      const dialog = modal(page)
      await expect(dialog.locator('[aria-busy="true"]')).toBeAttached()
      await expect(dialog).toHaveAttribute('data-theme', mode)
      expectAccessible(await analyse(page, '[data-foyer]'), `the loading shell (${mode} theme)`, [])
      release()
      await expect(dialog.getByRole('alert')).toContainText('Could not load the modal')
      expectAccessible(
        await analyse(page, '[data-foyer]'),
        `the shell's load failure (${mode} theme)`,
        ['role="alert"'],
      )
    } finally {
      await context.close()
    }
  }
})
