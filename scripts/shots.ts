/**
 * `npm run shots`: a PNG of every view of the modal and every dialog of the wallet frame, 375 px
 * and 1280 px wide, in shots/ (ignored by git). Builds and serves the demo host app (`vite build
 * && vite preview`, light theme, and dark for Account and Send; a third copy with the Foyer server
 * for the email wallet, its frame dialogs and mail pages, names and Buy), starts anvils as chains
 * 1 and 137, injects the test wallet and drives the modal in Debian's Chromium. Prints the folder
 * and its files; exits non-zero when a step fails, after stopping every process it started.
 */
import { mkdir, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startHostApp } from '@foyer/host-app/start'
import { anvilAccounts } from '@foyer/testing/anvil'
import { fullChromiumLaunchOptions } from '@foyer/testing/browser'
import { startLocalChains } from '@foyer/testing/chains'
import {
  connectButton,
  connectWallet,
  modalDialog,
  openSendPreview,
  sendButton,
  submitPreview,
} from '@foyer/testing/driver'
import { defaultTestWalletInfo, installTestWallet } from '@foyer/testing/test-wallet'
import { type Browser, chromium, type Locator, type Page } from 'playwright-core'
import { type Address, createTestClient, http, parseEther } from 'viem'

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../shots')
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const
const WALLET = defaultTestWalletInfo.name
const SECOND_WALLET = 'Second Wallet'
const receiver = anvilAccounts[7]!.address

type Viewport = (typeof VIEWPORTS)[number]
type Theme = 'light' | 'dark'

/** What `stop()` must undo, newest first. */
const stoppers: (() => Promise<unknown>)[] = []
let stopping: Promise<void> | undefined
function stopAll(): Promise<void> {
  stopping ??= (async () => {
    for (const stop of stoppers.reverse()) await stop().catch(() => {})
  })()
  return stopping
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const)
  process.once(signal, () => {
    console.error(`\n${signal}: stopping…`)
    void stopAll().then(() => process.exit(code))
  })

async function shot(page: Page, name: string, viewport: Viewport, theme: Theme = 'light') {
  // A string: tsx would wrap a function with helpers that do not exist in the page.
  await page.evaluate('document.fonts.ready.then(() => true)')
  const file = `${name}${theme === 'dark' ? '-dark' : ''}-${viewport.width}.png`
  await page.screenshot({ path: path.join(outDir, file), animations: 'disabled', caret: 'hide' })
}

/**
 * Runs `step` on a page of its own context (fresh storage) at `viewport`. When it fails, the
 * page as it was goes to FAILED-<width>.png.
 */
async function withPage(browser: Browser, viewport: Viewport, step: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 })
  context.setDefaultTimeout(30_000)
  const page = await context.newPage()
  try {
    await step(page)
  } catch (error) {
    const file = path.join(outDir, `FAILED-${viewport.width}.png`)
    await page.screenshot({ path: file }).then(
      () => console.error(`The page when it failed: ${file}`),
      () => {},
    )
    throw error
  } finally {
    await context.close()
  }
}

async function main() {
  await rm(outDir, { recursive: true, force: true })
  await mkdir(outDir, { recursive: true })

  console.log('Starting anvils (chains 1 and 137)…')
  const chains = await startLocalChains([1, 137])
  stoppers.push(() => chains.stop())
  const rpcUrls = chains.rpcUrls
  console.log('Building and serving the host app (light, then dark)…')
  const light = await startHostApp({ mode: 'preview', env: chains.env })
  stoppers.push(() => light.stop())
  const dark = await startHostApp({
    mode: 'preview',
    env: { ...chains.env, FOYER_THEME_MODE: 'dark' },
  })
  stoppers.push(() => dark.stop())
  const served = await startHostApp({ mode: 'preview', server: true, env: chains.env })
  stoppers.push(() => served.stop())
  if (!served.mailbox) throw new Error('the served host app has no dev mailbox (SMTP_URL is set?)')
  const mailbox = served.mailbox
  const browser = await chromium.launch(fullChromiumLaunchOptions)
  stoppers.push(() => browser.close())

  for (const viewport of VIEWPORTS) {
    console.log(`Shooting at ${viewport.width} px…`)

    await withPage(browser, viewport, async (page) => {
      await page.goto(light.url)
      await connectButton(page).click()
      await modalDialog(page).getByText('No wallet found in this browser.').waitFor()
      await shot(page, '01-connect-no-wallet', viewport)
    })

    // Two wallets: the list, then the first connected (Account, Networks, Send, a send), then
    // the second added (the connections list).
    await withPage(browser, viewport, async (page) => {
      await installTestWallet(page, [
        { rpcUrls, chainId: 1, privateKeys: [anvilAccounts[0]!.privateKey] },
        {
          rpcUrls,
          chainId: 1,
          privateKeys: [anvilAccounts[1]!.privateKey],
          info: { name: SECOND_WALLET, rdns: 'dev.foyer.second' },
        },
      ])
      await page.goto(light.url)
      await connectButton(page).click()
      const dialog = modalDialog(page)
      await dialog.getByRole('button', { name: SECOND_WALLET }).waitFor()
      await shot(page, '02-connect', viewport)

      await connectWallet(page, WALLET, { openModal: async () => {} })
      await shot(page, '03-account', viewport)

      await dialog.getByRole('button', { name: /Network: Ethereum/ }).click()
      await dialog.getByRole('heading', { name: 'Choose network' }).waitFor()
      await shot(page, '04-networks', viewport)
      await dialog.getByRole('button', { name: 'Back' }).click()

      await sendButton(dialog).click()
      await dialog.getByRole('heading', { name: 'Send' }).waitFor()
      await dialog.getByLabel('Token').locator('option').first().waitFor({ state: 'attached' })
      await shot(page, '05-send', viewport)
      await dialog.getByLabel('Amount').fill('abc')
      await dialog.getByLabel('Receiver address').fill('0x12')
      const invalid = await submitPreview(dialog)
      if (invalid.ok) throw new Error('the Send form took an amount of "abc"')
      await dialog.locator('.foyer-field-error').nth(1).waitFor()
      await shot(page, '06-send-errors', viewport)
      await dialog.getByRole('button', { name: 'Back' }).click()

      const preview = await openSendPreview(dialog, { token: 'ETH', amount: '0.001', to: receiver })
      if (!preview.ok) throw new Error(`no Send preview: ${preview.reason}`)
      await shot(page, '07-send-preview', viewport)
      await sendButton(dialog).click()
      await dialog.getByText(/^Transaction confirmed in block \d+$/).waitFor()
      await shot(page, '08-account-after-send', viewport)

      await dialog.getByRole('button', { name: 'Add another wallet' }).click()
      await dialog.getByRole('button', { name: SECOND_WALLET }).click()
      const wallets = dialog.getByRole('region', { name: 'Connected wallets' })
      await wallets.locator('li').nth(1).waitFor()
      await dialog.getByTestId('foyer-balance').waitFor()
      await shot(page, '09-account-two-wallets', viewport)
    })

    // A wallet on a chain the app does not list (31337, served by chain 1's anvil).
    await withPage(browser, viewport, async (page) => {
      await installTestWallet(page, { rpcUrls: { ...rpcUrls, 31337: rpcUrls[1]! }, chainId: 31337 })
      await page.goto(light.url)
      await connectButton(page).click()
      const dialog = modalDialog(page)
      await dialog.getByRole('button', { name: WALLET }).click()
      await dialog
        .getByRole('alert')
        .filter({ hasText: 'Your wallet is on a network this app does not support' })
        .waitFor()
      await shot(page, '10-unsupported-chain', viewport)
    })

    await withPage(browser, viewport, async (page) => {
      await installTestWallet(page, { rpcUrls, chainId: 1 })
      await page.goto(dark.url)
      const dialog = await connectWallet(page, WALLET)
      await shot(page, '03-account', viewport, 'dark')
      await sendButton(dialog).click()
      await dialog.getByRole('heading', { name: 'Send' }).waitFor()
      await dialog.getByLabel('Token').locator('option').first().waitFor({ state: 'attached' })
      await shot(page, '05-send', viewport, 'dark')
    })

    await shootEmailWallet(browser, viewport, served.url, mailbox, rpcUrls[1]!)
  }
}

/** The newest mail the dev mailbox caught for `to`, newer than `after` when given. */
async function latestMail(mailbox: string, to: string, after?: string) {
  for (let i = 0; i < 300; i++) {
    const response = await fetch(`${mailbox}/latest?to=${encodeURIComponent(to)}`)
    if (response.ok) {
      const mail = (await response.json()) as { code: string; link?: string; receivedAt: string }
      if (!after || mail.receivedAt > after) return mail
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no mail to ${to} in ${mailbox}`)
}

/** Opens the app's modal and asks for a sign-in code for `email`; waits for the view `next`. */
async function askForCode(page: Page, appUrl: string, email: string, next: string) {
  await page.goto(appUrl)
  await connectButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await dialog.getByRole('heading', { name: next }).waitFor()
  return dialog
}

/**
 * The recovery key's confirmation: reads the key's words (Back shows them again) and types the
 * three the frame asks for.
 */
async function typeBackWords(page: Page) {
  const frame = page.frameLocator('#w3m-iframe')
  const ids = await frame
    .locator('.confirm-words input')
    .evaluateAll((inputs) => inputs.map((input) => input.id))
  await frame.getByRole('button', { name: 'Back' }).click()
  const words = await frame.locator('ol.words li').allTextContents()
  await clickArmed(
    frame.getByRole('button', { name: 'I saved it' }),
    frame.getByRole('heading', { name: 'Confirm your recovery key' }),
  )
  for (const id of ids)
    await frame.locator(`#${id}`).fill(words[Number(id.split('-').pop()) - 1] as string)
  await frame.getByRole('button', { name: 'Confirm' }).click()
  await modalDialog(page).getByRole('heading', { name: 'Account' }).waitFor()
}

/** Clicks a frame button until `done` shows: its buttons arm only after the dialog held still. */
async function clickArmed(button: Locator, done: Locator) {
  for (let i = 0; i < 20; i++) {
    await button.click()
    if (await done.isVisible().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 200))
    if (await done.isVisible().catch(() => false)) return
  }
  await done.waitFor()
}

/**
 * The email wallet on the served app: the code view, the frame's recovery key, Account, the
 * frame's approval, Register name, Buy, the email change's frame confirmation; then a new browser
 * of the same email: the device approval (the modal's view and the mail's page), the frame's
 * "Restore your wallet" and "Lost your recovery key?", and Connect after leaving them.
 */
async function shootEmailWallet(
  browser: Browser,
  viewport: Viewport,
  appUrl: string,
  mailbox: string,
  rpcUrl: string,
) {
  const email = `shots-${viewport.width}-${Date.now().toString(36)}@example.com`
  let lastMailAt: string | undefined
  await withPage(browser, viewport, async (page) => {
    const dialog = await askForCode(page, appUrl, email, 'Enter the code')
    await shot(page, '11-email-code', viewport)
    const mail = await latestMail(mailbox, email)
    lastMailAt = mail.receivedAt
    // The sixth digit sends the code.
    await dialog.getByLabel('Code').fill(mail.code)
    const frame = page.frameLocator('#w3m-iframe')
    await frame.getByRole('heading', { name: 'Save your recovery key' }).waitFor()
    await shot(page, '12-frame-recovery-key', viewport)
    await clickArmed(
      frame.getByRole('button', { name: 'I saved it' }),
      frame.getByRole('heading', { name: 'Confirm your recovery key' }),
    )
    await shot(page, '12b-frame-recovery-confirm', viewport)
    await typeBackWords(page)
    await dialog.getByTestId('foyer-balance').waitFor()
    await shot(page, '13-account-email', viewport)

    const address = (await dialog.getByTestId('foyer-address').textContent()) as Address
    await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({
      address,
      value: parseEther('1'),
    })
    // The open Account reads the balance again by itself.
    await dialog.locator('[data-testid="foyer-balance"][title="1 ETH"]').waitFor()
    const preview = await openSendPreview(dialog, { token: 'ETH', amount: '0.001', to: receiver })
    if (!preview.ok) throw new Error(`no Send preview: ${preview.reason}`)
    await sendButton(dialog).click()
    const approval = frame.getByRole('dialog', { name: 'Send 0.001 ETH' })
    await approval.waitFor()
    await page.waitForTimeout(700)
    await shot(page, '14-frame-approval', viewport)
    await approval.getByRole('button', { name: 'Reject' }).click()
    await dialog.getByRole('heading', { name: 'Send' }).waitFor()
    await dialog.getByRole('button', { name: 'Back' }).click()

    await dialog.getByRole('button', { name: 'Register name' }).click()
    await dialog.getByLabel('Account name').fill(`shots-${Date.now().toString(36)}`)
    await dialog.getByText(/is available\.$/).waitFor()
    await shot(page, '15-register-name', viewport)
    await dialog.getByRole('button', { name: 'Back' }).click()

    await dialog.getByRole('button', { name: 'Buy', exact: true }).click()
    await dialog.getByRole('heading', { name: 'Buy' }).waitFor()
    await shot(page, '16-buy', viewport)
    await dialog.getByRole('button', { name: 'Back' }).click()

    // The email change waits for the login's 30 s cooldown, then the frame asks to confirm.
    await dialog.getByRole('button', { name: 'Change email' }).click()
    const field = dialog.getByRole('textbox', { name: 'New email' })
    await field.fill(`new-${email}`)
    const confirmation = frame.getByRole('dialog', { name: /^Change your email to / })
    const send = dialog.getByRole('button', { name: 'Send code', exact: true })
    // Refused within the login's cooldown: the button counts down, then sends.
    for (let i = 0; i < 60 && !(await confirmation.isVisible()); i++) {
      if (await send.isEnabled().catch(() => false)) await send.click()
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    await confirmation.waitFor()
    await page.waitForTimeout(700)
    await shot(page, '17-frame-email-change', viewport)
    await confirmation.getByRole('button', { name: 'Cancel' }).click()
  })

  // The same email on a new browser: approve the device, then the recovery key.
  await withPage(browser, viewport, async (page) => {
    const dialog = await askForCode(page, appUrl, email, 'Approve this device')
    await shot(page, '18-approve-device', viewport)
    const mail = await latestMail(mailbox, email, lastMailAt)
    const tab = await page.context().newPage()
    await tab.goto(mail.link!)
    await tab.getByRole('button', { name: 'Approve this device' }).waitFor()
    await shot(tab, '19-device-approval-page', viewport)
    await tab.getByRole('button', { name: 'Approve this device' }).click()
    await tab.getByRole('heading', { name: 'Device approved' }).waitFor()
    await shot(tab, '20-device-approved-page', viewport)
    await tab.close()
    await dialog.getByRole('heading', { name: 'Enter the code' }).waitFor()
    // The sixth digit sends the code.
    await dialog.getByLabel('Code').fill(mail.code)
    const frame = page.frameLocator('#w3m-iframe')
    await frame.getByRole('heading', { name: 'Restore your wallet' }).waitFor()
    await shot(page, '21-frame-restore', viewport)
    await frame.getByLabel('Recovery key').fill('apple banana cherry')
    await frame.getByLabel('Recovery key').press('Enter')
    await frame.getByRole('alert').filter({ hasText: /\S/ }).waitFor()
    await shot(page, '22-frame-restore-wrong-key', viewport)
    await frame.getByRole('button', { name: 'I lost my recovery key' }).click()
    await frame.getByRole('heading', { name: 'Lost your recovery key?' }).waitFor()
    await shot(page, '23-frame-lost-key', viewport)
    await frame.getByRole('button', { name: 'Cancel sign-in' }).click()
    await dialog.locator('#foyer-email-error').waitFor()
    await shot(page, '24-connect-after-leaving-restore', viewport)
  })
}

try {
  await main()
} catch (error) {
  process.exitCode = 1
  console.error('\nnpm run shots failed:', error instanceof Error ? error.message : error)
} finally {
  await stopAll()
}

const files = (await readdir(outDir).catch(() => [])).filter((f) => f.endsWith('.png')).sort()
console.log(`\n${outDir} (${files.length} files):`)
for (const file of files) {
  const { size } = await stat(path.join(outDir, file))
  console.log(`  ${file}  ${Math.round(size / 1024)} KB`)
}
