import AxeBuilder from '@axe-core/playwright'
import { anvilAccounts } from '@foyer/testing/anvil'
import { sendButton } from '@foyer/testing/driver'
import { type Address, createTestClient, formatEther, type Hex, http, parseEther } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describeViolations } from './support/axe.ts'
import { panel } from './support/devtools.ts'
import {
  expectFrameAccessible,
  freshEmail,
  latestMail,
  saveRecoveryKey,
  signInWithEmail,
  walletFrame,
} from './support/embedded.ts'
import { fillSend, publicClient, trackingEvents } from './support/flows.ts'
import { CHAIN_ID, connectButton, expect, modal, test } from './support/test.ts'

// The embedded wallet (email + one-time code) in `vite dev`, where the plugin runs the Foyer
// server: its frame page on the server's own origin, its dev mailbox catching the login mail.
// The visitor has no browser wallet. playwright.config.ts runs this file in the dev project.

const receiver = anvilAccounts[7]!.address

test.describe('the embedded wallet', () => {
  test.use({ viewport: { width: 1280, height: 1000 } })

  test('sign in with an emailed code, fund, send approved in the frame, reject, reload', async ({
    page,
    chains,
    hostApp,
  }) => {
    // A long journey (login, export, two sends, devtools, reload) on a 2-core machine running
    // another worker: it takes about a minute, Playwright's default timeout.
    test.setTimeout(150_000)
    const rpc = chains.rpcUrls[CHAIN_ID]!
    const email = freshEmail('ada')
    // Every request of the page and its frame, in order: the frame's wallet code comes after the code.
    const requests: string[] = []
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`))
    await page.goto(hostApp.url)
    await connectButton(page).click()
    const dialog = modal(page)
    await expect(dialog.getByText('No wallet found in this browser.')).toBeVisible()
    // The frame is not on the page until the visitor asks for the email login.
    await expect(page.locator('#w3m-iframe')).toHaveCount(0)
    // The one sign-up that also runs axe on the frame's recovery-key dialog (support/embedded.ts).
    const mail = await signInWithEmail(page, hostApp.mailbox!, email, { audit: true })

    // The frame's first step (its entry chunk) sent the code; its wallet part (viem, the key
    // shares) was fetched only after that, while the visitor read the mail.
    const codeSent = requests.findIndex(
      (r) => r.includes('POST') && r.endsWith('/v1/auth/email/start'),
    )
    const frameEntry = requests.findIndex((r) => /\/frame\/assets\/index-[\w-]+\.js$/.test(r))
    const walletPart = requests.findIndex((r) => /\/frame\/assets\/openWallet-[\w-]+\.js$/.test(r))
    expect(frameEntry, requests.join('\n')).toBeGreaterThan(-1)
    expect(codeSent).toBeGreaterThan(frameEntry)
    expect(walletPart).toBeGreaterThan(codeSent)

    // The iframe is the server's page, on its own origin: never the app's.
    const src = new URL((await page.locator('#w3m-iframe').getAttribute('src'))!)
    expect(src.origin).not.toBe(new URL(hostApp.url).origin)
    expect(src.searchParams.get('projectId')).toBe('local-dev')
    expect(src.searchParams.get('chainId')).toBe(String(CHAIN_ID))

    const address = (await dialog.getByTestId('foyer-address').textContent()) as Address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect(dialog.getByTestId('foyer-signed-in-as')).toContainText(`Email wallet · ${email}`)

    // No lock-in: the wallet's own page (its origin, a new tab) exports the key, which is this
    // address's. The app never sees it.
    const [manage] = await Promise.all([
      page.context().waitForEvent('page'),
      dialog.getByRole('link', { name: /Export wallet key/ }).click(),
    ])
    expect(new URL(manage.url()).origin).toBe(src.origin)
    await manage.getByRole('button', { name: 'Export private key' }).click()
    const key = manage.locator('#foyer-private-key')
    await expect(key).toHaveText(/^0x[0-9a-f]{64}$/)
    const exported = (await key.textContent()) as Hex
    expect(privateKeyToAddress(exported)).toBe(address)
    const manageAudit = await new AxeBuilder({ page: manage }).analyze()
    expect(manageAudit.violations, describeViolations(manageAudit.violations)).toEqual([])
    await manage.close()
    const anvil = createTestClient({ mode: 'anvil', transport: http(rpc) })
    await anvil.setBalance({ address, value: parseEther('1.5') })
    // Account reads the balance on each visit.
    await page.keyboard.press('Escape')
    await connectButton(page).click()
    await expect(dialog.getByTestId('foyer-balance')).toHaveAttribute('title', '1.5 ETH')

    // Send: the frame shows the decoded request; Approve there signs and sends it.
    const before = await publicClient(rpc).getBalance({ address: receiver })
    await fillSend(page, { token: 'ETH', amount: '0.01', to: receiver })
    await sendButton(dialog).click()
    const frame = walletFrame(page)
    await expect(frame.getByRole('dialog', { name: 'Send 0.01 ETH' })).toBeVisible()
    await expect(frame.getByText(receiver)).toBeVisible()
    // Who asks: the origin the frame verified, then what the app calls itself.
    const appOrigin = new URL(hostApp.url).origin
    await expect(frame.getByText(`${appOrigin} asks your wallet to approve:`)).toBeVisible()
    await expect(frame.getByText('It calls itself “Foyer demo”.')).toBeVisible()
    await expectFrameAccessible(page, '>Approve<', 'approval dialog')
    await frame.getByRole('button', { name: 'Approve' }).click()
    await expect(dialog.getByRole('status')).toHaveText(/^Transaction confirmed in block \d+$/)
    expect((await publicClient(rpc).getBalance({ address: receiver })) - before).toBe(
      parseEther('0.01'),
    )

    // Reject in the frame: EIP-1193 4001, SEND_ERROR, and the form keeps what was typed.
    await fillSend(page, { token: 'ETH', amount: '0.02', to: receiver })
    await sendButton(dialog).click()
    // From the keyboard alone: focus is on the dialog's heading, never on Approve; Escape rejects.
    await expect(frame.getByRole('heading', { name: 'Send 0.02 ETH' })).toBeFocused()
    await expect(frame.getByRole('button', { name: 'Approve' })).not.toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
    await expect(dialog.getByRole('alert')).toHaveText('You rejected the request in your wallet.')
    await expect(dialog.getByLabel('Amount')).toHaveValue('0.02')
    await expect(dialog.getByLabel('Receiver address')).toHaveValue(receiver)
    await expect(trackingEvents(page).first()).toHaveText('SEND_ERROR')
    const spent = await publicClient(rpc).getBalance({ address })
    expect(formatEther(spent)).toMatch(/^1\.489/)

    // The devtools' Frame tab shows the exchange, with the code and the token redacted.
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Foyer devtools', exact: true }).click()
    const devtools = panel(page)
    await devtools.getByRole('tab', { name: 'Frame' }).click()
    const messages = devtools.getByRole('table', { name: 'Frame messages' })
    await expect(messages.getByRole('cell', { name: 'RPC_REQUEST_SUCCESS' }).first()).toBeVisible()
    // The list renders the rows in view only (newest first): read it down to its oldest row, as a
    // person scrolls it, from the keyboard (End).
    let text = (await messages.textContent()) ?? ''
    await devtools.getByRole('region', { name: 'Messages' }).press('End')
    await expect(messages.getByRole('cell', { name: 'CONNECT_EMAIL', exact: true })).toBeVisible()
    text += (await messages.textContent()) ?? ''
    for (const type of ['CONNECT_EMAIL', 'CONNECT_OTP', 'SESSION_UPDATE', 'RPC_REQUEST_SUCCESS'])
      expect(text, `the Frame tab lists ${type}`).toContain(type)
    expect(text).toContain('[redacted]')
    expect(text).not.toContain(mail.code!)
    expect(text).not.toContain(email)
    const token = await page.evaluate(() => localStorage.getItem('@foyer/embedded-session'))
    expect(token).toBeTruthy()
    expect(text).not.toContain(JSON.parse(token!))
    await devtools.getByRole('button', { name: 'Close devtools' }).click()

    // The network switch goes through the frame (SWITCH_NETWORK); the balance follows.
    await page.keyboard.press('Escape')
    await connectButton(page).click()
    await dialog.getByRole('button', { name: /Network: Ethereum/ }).click()
    await dialog.getByRole('button', { name: /Polygon/ }).click()
    await expect(dialog.getByRole('button', { name: /Network: Polygon/ })).toBeVisible()
    await expect(dialog.getByTestId('foyer-balance')).toHaveAttribute('title', '0 POL')
    await dialog.getByRole('button', { name: /Network: Polygon/ }).click()
    await dialog.getByRole('button', { name: /Ethereum/ }).click()
    await expect(dialog.getByRole('button', { name: /Network: Ethereum/ })).toBeVisible()

    // A second tab of the app finds the same session.
    const second = await page.context().newPage()
    await second.goto(hostApp.url)
    await expect(connectButton(second)).toContainText(`${address.slice(0, 6)}…${address.slice(-4)}`)
    await second.close()

    // A reload keeps the session: the frame answers IS_CONNECTED with the stored token.
    // Opened at once, before the frame has answered: Connect says the session is coming back,
    // then shows Account.
    await page.reload()
    await connectButton(page).click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(dialog.getByTestId('foyer-address')).toHaveText(address)
  })
})

test.describe('the embedded wallet, its code out of reach', () => {
  test('the modal says the wallet code could not load and what to do; once it can, the same code signs in', async ({
    page,
    hostApp,
  }) => {
    // Offline, or the server redeployed: the frame's wallet part (its lazy chunk) cannot be fetched.
    // Its retries too: after a failure the frame asks for the chunk at a fresh URL (`?retry=n`),
    // since Chromium answers a second import of a failed URL from memory, without a request.
    const walletPart = /\/frame\/assets\/openWallet-[\w-]+\.js(\?retry=\d+)?$/
    await page.route(walletPart, (route) => route.abort('internetdisconnected'))
    await page.goto(hostApp.url)
    await connectButton(page).click()
    const dialog = modal(page)
    const email = freshEmail('offline')
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(dialog.getByRole('heading', { name: 'Enter the code' })).toBeVisible()
    const mail = await latestMail(hostApp.mailbox!, email)
    const code = dialog.getByLabel('Code')
    await code.fill(mail.code!)
    const error = dialog.locator('#foyer-otp-error')
    await expect(error).toContainText('Could not load the wallet code')
    await expect(error).toContainText('Check the connection, then retry')
    await expect(code).toHaveValue(mail.code!) // what was typed stays

    // Back online: the code was never checked, so Continue sends the same one, and it signs in.
    await page.unroute(walletPart)
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await saveRecoveryKey(page)
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  })
})
