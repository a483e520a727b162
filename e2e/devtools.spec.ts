import { anvilAccounts } from '@foyer/testing/anvil'
import { sendButton } from '@foyer/testing/driver'
import type { Locator } from '@playwright/test'
import { analyse, describeViolations, sawInShadow } from './support/axe.ts'
import { panel, row, rows } from './support/devtools.ts'
import { freshEmail, signInWithEmail } from './support/embedded.ts'
import { connect, fillSend, WALLET_NAME } from './support/flows.ts'
import { connectButton, expect, modal, test } from './support/test.ts'

// The devtools panel exists on `vite dev` only, so playwright.config.ts runs this file in the dev
// project; devtools-build.spec.ts proves the production build holds none of it.
// Its tests share nothing, so the run spreads them over both workers (in one, this file's ~110 s
// kept the other idle at the dev project's end).
test.describe.configure({ mode: 'parallel' })

const receiver = anvilAccounts[8]!.address

test.describe('devtools panel (vite dev)', () => {
  // The docked panel (320 px) is drawn above the modal, which is centred in the viewport: a tall
  // viewport keeps the modal's buttons clear of it, as a developer would by resizing the panel.
  test.use({ viewport: { width: 1280, height: 1200 } })

  test('shows router, RPC and tracking live; export then import reproduces the rows; the standalone page follows', async ({
    page,
    context,
    hostApp,
    injectWallet,
  }) => {
    // A second window on the standalone page, open before anything happens.
    const standalone = await context.newPage()
    await standalone.goto(new URL('/__foyer/devtools', hostApp.url).href)
    const followed = standalone.getByRole('main', { name: 'Foyer devtools' })
    await expect(followed.getByRole('tab', { name: 'Timeline' })).toBeVisible()

    await injectWallet()
    await page.goto(hostApp.url)
    await page.getByRole('button', { name: 'Foyer devtools', exact: true }).click()
    const devtools = panel(page)
    await expect(devtools).toBeVisible()
    // The RPC tab also lists the modal's node reads (through the Foyer server's proxy, dozens per
    // view): the panel's filter finds the wallet calls among them, as a developer would.
    const filter = (text: string) =>
      devtools.getByRole('searchbox', { name: 'Filter events' }).fill(text)

    // Router, live while the modal is open.
    await devtools.getByRole('tab', { name: 'Router' }).click()
    await connect(page)
    const history = devtools.getByRole('list', { name: 'Current history' })
    await expect(history.locator('[aria-current="step"]')).toHaveText('Account')
    await expect(row(devtools, 'Router transitions', 'reset', 'Connect', 'Account')).toHaveCount(1)
    const dialog = modal(page)
    await dialog.getByRole('button', { name: /Network: Ethereum/ }).click()
    await expect(history.locator('li')).toHaveText(['Account', 'Networks'])
    await expect(
      row(devtools, 'Router transitions', 'push', 'Account', 'Account › Networks'),
    ).toHaveCount(1)
    await dialog.getByRole('button', { name: /Polygon/ }).click()
    await expect(dialog.getByRole('button', { name: /Network: Polygon/ })).toBeVisible()
    await expect(
      row(devtools, 'Router transitions', 'back', 'Account › Networks', 'Account'),
    ).toHaveCount(1)
    await dialog.getByRole('button', { name: 'Close' }).click()

    // RPC: the modal's own wallet calls.
    await devtools.getByRole('tab', { name: 'RPC' }).click()
    await filter('"source":"modal"')
    await expect(
      row(devtools, 'RPC requests', 'eth_requestAccounts', 'pending → approved'),
    ).toHaveCount(1)
    await expect(
      row(devtools, 'RPC requests', 'wallet_switchEthereumChain', 'pending → approved'),
    ).toHaveCount(1)
    await filter('')

    // Tracking, live while the modal opens, sends on anvil and closes.
    await devtools.getByRole('tab', { name: 'Tracking' }).click()
    await expect(row(devtools, 'Tracking events', 'MODAL_OPEN')).toHaveCount(1)
    await expect(row(devtools, 'Tracking events', 'MODAL_CLOSE')).toHaveCount(1)
    await connectButton(page).click()
    await expect(row(devtools, 'Tracking events', 'MODAL_OPEN')).toHaveCount(2)
    await fillSend(page, { token: 'POL', amount: '0.01', to: receiver })
    await sendButton(dialog).click()
    await expect(dialog.getByText(/Transaction confirmed in block \d+/)).toBeVisible()
    for (const event of ['SEND_INITIATED', 'SEND_SUCCESS', 'SEND_CONFIRMED'])
      await expect(row(devtools, 'Tracking events', event)).toHaveCount(1)
    await expect(
      row(devtools, 'Tracking events', 'SEND_INITIATED').getByRole('cell').last(),
    ).toContainText('"token":"POL","amount":"0.01","network":137')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(row(devtools, 'Tracking events', 'MODAL_CLOSE')).toHaveCount(2)

    // RPC: the send was unsafe and approved; a method on no list, asked through the modal's
    // provider, is refused.
    await devtools.getByRole('tab', { name: 'RPC' }).click()
    await filter('eth_sendTransaction')
    const send = row(devtools, 'RPC requests', 'eth_sendTransaction')
    await expect(send).toHaveCount(1)
    await expect(send.getByRole('cell')).toContainText([
      'eth_sendTransaction',
      'unsafe',
      'unsafe',
      'pending → approved',
      / ms$/,
      "modal's own call",
    ])
    // Opened: the answer (its transaction hash) and the timing.
    await send.getByRole('button', { name: 'eth_sendTransaction' }).click()
    const details = devtools.getByRole('region', { name: /^Request m\d+ details$/ })
    await expect(details).toContainText(/Result"0x[0-9a-f]{64}"/)
    await expect(details).toContainText(/Outcomespending → approved/)
    // A node read is told apart by its contract and function (USDC's balanceOf, for Account).
    await filter('balanceOf')
    const read = devtools.getByRole('button', { name: 'eth_call' }).first()
    await expect(read).toHaveAttribute('title', /^0x[0-9a-fA-F]{40} balanceOf/)
    await filter('eth_sign')
    await page.getByRole('textbox', { name: 'RPC method' }).fill('eth_sign')
    await page.getByRole('button', { name: 'Request', exact: true }).click()
    await expect(page.getByTestId('rpc-error')).toHaveText(
      'Action not allowed (Requested RPC call is not allowed)',
    )
    const refused = row(devtools, 'RPC requests', 'eth_sign')
    await expect(refused.getByRole('cell')).toContainText([
      'eth_sign',
      'disallowed',
      '—',
      'rejected',
      / ms$/,
      'requestRpc',
    ])
    await filter('')

    // State: the connection on Polygon, and the remembered wallet.
    await devtools.getByRole('tab', { name: 'State' }).click()
    await expect(devtools.getByRole('region', { name: 'Connection' })).toContainText('Chain137')
    await expect(devtools.getByRole('table', { name: 'Persisted keys' })).toContainText(
      'recentConnectorId',
    )
    // Every store of the instance, read-only, with its history: the Send form's amount as typed.
    const stores = devtools.getByRole('region', { name: 'Stores' })
    for (const name of ['connection', 'modal', 'router', 'send', 'tokens'])
      await expect(stores.getByText(name, { exact: true })).toBeVisible()
    await stores.getByText('send', { exact: true }).click()
    const sendHistory = stores.getByRole('table', { name: 'send history' })
    await expect(
      sendHistory
        .getByRole('row')
        .filter({ hasText: 'sendTokenAmount' })
        .filter({ hasText: '"0.01"' }),
    ).not.toHaveCount(0)
    await stores.getByText('connection', { exact: true }).click()
    await expect(
      stores
        .getByRole('table', { name: 'connection history' })
        .getByRole('row')
        .filter({ hasText: '"connected"' }),
    ).not.toHaveCount(0)

    // The standalone window saw the same requests (the newest ones: both lists render those).
    await devtools.getByRole('tab', { name: 'RPC' }).click()
    const seen = await rows(devtools, 'RPC requests')
    expect(seen.length).toBeGreaterThan(3)
    await followed.getByRole('tab', { name: 'RPC' }).click()
    for (const cells of seen)
      await expect(row(followed, 'RPC requests', ...cells.slice(0, 4))).not.toHaveCount(0)

    // Export, then import into another window: the same rows. Paused, so none arrive meanwhile.
    await devtools.getByRole('button', { name: 'Pause' }).click()
    await devtools.getByRole('tab', { name: 'RPC' }).click()
    const exported = await rows(devtools, 'RPC requests')
    expect(exported).toContainEqual(expect.arrayContaining(['eth_sign', 'rejected']))
    await devtools.getByRole('tab', { name: 'Timeline' }).click()
    const timeline = await devtools
      .getByRole('list', { name: 'Timeline' })
      .locator('li')
      .allTextContents()
    expect(timeline.length).toBeGreaterThan(5)
    const recorded = (await devtools.getByRole('status').textContent())?.match(
      /^\d+ of 1000 events/,
    )?.[0]
    expect(Number(recorded?.split(' ')[0])).toBeGreaterThan(20)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      devtools.getByRole('button', { name: 'Export', exact: true }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^foyer-devtools-.*\.json$/)
    const file = await download.path()

    const other = await context.newPage()
    await other.goto(hostApp.url)
    // The panel opens as it was left: open, on the Timeline.
    const imported = panel(other)
    await expect(imported.getByRole('tab', { name: 'Timeline' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await imported.getByLabel('Import session file').setInputFiles(file)
    await expect(imported.getByRole('status')).toContainText('imported session')
    await expect(imported.getByRole('status')).toContainText(recorded!)
    expect(
      await imported.getByRole('list', { name: 'Timeline' }).locator('li').allTextContents(),
    ).toEqual(timeline)
    await imported.getByRole('tab', { name: 'RPC' }).click()
    expect(await rows(imported, 'RPC requests')).toEqual(exported)
  })
  test('Egress lists the page’s and the wallet frame’s requests of an email login, and no other host', async ({
    page,
    hostApp,
  }) => {
    // What the browser itself saw leave the page and its frames.
    const hostsSeen = new Set<string>()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.protocol === 'http:' || url.protocol === 'https:') hostsSeen.add(url.host)
    })
    await page.goto(hostApp.url)
    await page.getByRole('button', { name: 'Foyer devtools', exact: true }).click()
    const devtools = panel(page)
    await connectButton(page).click()
    await signInWithEmail(page, hostApp.mailbox!, freshEmail('egress'))
    await devtools.getByRole('tab', { name: 'Egress' }).click()

    const app = new URL(hostApp.url).host
    const server = new URL(hostApp.mailbox!).host
    const table = 'Egress requests'
    // The list is long (the dev server's modules): the panel's filter finds what a developer
    // looks for, as in the other tabs.
    const filter = (text: string) =>
      devtools.getByRole('searchbox', { name: 'Filter events' }).fill(text)
    // The frame's own calls, as its server answered them: the code asked for, then checked.
    await filter('wallet frame /v1/auth/email/')
    for (const path of ['/v1/auth/email/start', '/v1/auth/email/verify'])
      await expect(
        row(devtools, table, 'wallet frame', 'POST', `${server}${path}`, '200'),
      ).toHaveCount(1)
    await filter('wallet frame /frame/assets/')
    await expect(row(devtools, table, 'wallet frame', 'GET', '200')).not.toHaveCount(0)
    // The page's: the frame itself, and the modal's reads through the app's proxy.
    await filter(`page ${server}/frame`)
    await expect(row(devtools, table, 'page', 'GET', 'the wallet frame')).not.toHaveCount(0)
    await filter(`page POST ${app}/__foyer/api/rpc?chainId=`)
    await expect(
      row(
        devtools,
        table,
        'page',
        'POST',
        'chain reads and transactions, through the Foyer server',
      ),
    ).not.toHaveCount(0)
    await filter('external')
    await expect(devtools.getByText('No request matches the filter.')).toBeVisible()

    // Two hosts in all, the app's and the Foyer server's, and every host the browser contacted.
    const summary = await devtools.getByRole('status', { name: 'Hosts' }).textContent()
    const [, listed = ''] = /hosts?: (.*) · none external$/.exec(summary ?? '') ?? []
    const hosts = listed.split(', ').map((host) => host.replace(/ \(\d+\)$/, ''))
    expect(hosts.sort(), summary ?? '').toEqual([app, server].sort())
    expect([...hostsSeen].filter((host) => !hosts.includes(host))).toEqual([])
  })

  test('the panel passes axe in each of its tabs', async ({ page, hostApp, injectWallet }) => {
    await injectWallet()
    await page.goto(hostApp.url)
    await page.getByRole('button', { name: 'Foyer devtools', exact: true }).click()
    const devtools = panel(page)
    // Rows in every tab but Frame (whose empty state is audited instead); the modal is closed
    // again so that nothing covers the panel.
    await connect(page)
    await modal(page).getByRole('button', { name: 'Close' }).click()
    await expect(modal(page)).toBeHidden()

    // Each tab: its scrolling region, and something it shows, must have been analysed inside the
    // panel's shadow root, so that an audit that missed the panel cannot pass.
    const tabs: [tab: string, region: string, content: Locator, fragment: string][] = [
      ['Timeline', 'Events', devtools.getByRole('list', { name: 'Timeline' }), 'class="time"'],
      [
        'Router',
        'Transitions',
        row(devtools, 'Router transitions', 'reset', 'Connect', 'Account'),
        'aria-label="Router transitions"',
      ],
      [
        'RPC',
        'Requests',
        // The newest requests: the modal's node reads (server.spec.ts audits those too).
        devtools.getByRole('table', { name: 'RPC requests' }).locator('tbody tr'),
        'aria-label="RPC requests"',
      ],
      ['Frame', 'Messages', devtools.getByText('No frame message yet.'), 'No frame message yet.'],
      [
        'Tracking',
        'Tracked events',
        row(devtools, 'Tracking events', 'MODAL_CLOSE'),
        'aria-label="Tracking events"',
      ],
      [
        'State',
        'State',
        devtools.getByRole('region', { name: 'Connection' }),
        'aria-label="Persisted keys"',
      ],
      [
        'Egress',
        'Egress',
        devtools.getByRole('table', { name: 'Egress requests' }).locator('tbody tr'),
        'aria-label="Egress requests"',
      ],
      [
        'Faults',
        'Fault switches',
        devtools.getByRole('checkbox', { name: 'Pop-ups are blocked' }),
        'type="checkbox"',
      ],
    ]
    for (const [tab, region, content, fragment] of tabs) {
      await devtools.getByRole('tab', { name: tab }).click()
      await expect(devtools.getByRole('tab', { name: tab })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await expect(content.first()).toBeVisible()
      const results = await analyse(page, '[data-foyer-devtools]')
      for (const seen of [`aria-label="${region}"`, fragment, 'aria-selected="true"'])
        expect(
          sawInShadow(results, '[data-foyer-devtools]', seen),
          `axe did not analyse ${seen} inside the panel's shadow root on the ${tab} tab`,
        ).toBe(true)
      expect
        .soft(
          results.violations.map((v) => v.id),
          `axe violations on the ${tab} tab:\n${describeViolations(results.violations)}`,
        )
        .toEqual([])
      // Focusable even when it does not overflow yet (axe checks only the ones that scroll).
      await expect
        .soft(devtools.getByRole('region', { name: region, exact: true }))
        .toHaveAttribute('tabindex', '0')
    }

    // The State tab's stores, one opened on its history, from the keyboard.
    await devtools.getByRole('tab', { name: 'State' }).click()
    const connection = devtools
      .getByRole('region', { name: 'Stores' })
      .locator('summary')
      .filter({ hasText: /^connection — / })
    await connection.focus()
    await page.keyboard.press('Enter')
    await expect(devtools.getByRole('table', { name: 'connection history' })).toBeVisible()
    const stores = await analyse(page, '[data-foyer-devtools]')
    expect(sawInShadow(stores, '[data-foyer-devtools]', 'aria-label="connection history"')).toBe(
      true,
    )
    expect(stores.violations, describeViolations(stores.violations)).toEqual([])
  })

  test('the panel stays usable above the open modal, which stays open', async ({
    page,
    hostApp,
    injectWallet,
  }) => {
    await injectWallet()
    await page.goto(hostApp.url)
    await page.getByRole('button', { name: 'Foyer devtools', exact: true }).click()
    const devtools = panel(page)
    await expect(devtools).toBeVisible()
    // Its host stacks above the modal's (z-index 2147483000), which leaves it out of the inert page.
    const host = page.locator('[data-foyer-devtools]')
    await expect(host).toHaveCSS('position', 'fixed')
    await expect(host).toHaveCSS('z-index', '2147483600')
    await connectButton(page).click()
    const dialog = modal(page)
    await expect(dialog.getByRole('button', { name: WALLET_NAME })).toBeVisible()
    await expect(host).not.toHaveAttribute('inert')

    // A click on the panel reaches the panel (Playwright checks that nothing covers the point),
    // not the modal's backdrop: the tab switches and the modal stays open. Short timeouts: a
    // covered or inert panel fails here at once instead of at the test's timeout.
    const router = devtools.getByRole('tab', { name: 'Router' })
    await router.click({ timeout: 5_000 })
    await expect(router).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 })
    await expect(dialog).toBeVisible()
    await expect(row(devtools, 'Router transitions', 'reset', 'Connect')).toHaveCount(1)
    await expect(
      devtools.getByRole('list', { name: 'Current history' }).locator('[aria-current="step"]'),
    ).toHaveText('Connect')

    await devtools.getByRole('tab', { name: 'Tracking' }).click({ timeout: 5_000 })
    await expect(row(devtools, 'Tracking events', 'MODAL_OPEN')).toHaveCount(1)
    await expect(row(devtools, 'Tracking events', 'MODAL_CLOSE')).toHaveCount(0)
    await expect(dialog).toBeVisible()

    // The modal still works, and the panel follows it.
    await dialog.getByRole('button', { name: WALLET_NAME }).click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await devtools.getByRole('tab', { name: 'Router' }).click({ timeout: 5_000 })
    await expect(row(devtools, 'Router transitions', 'reset', 'Connect', 'Account')).toHaveCount(1)
    await expect(dialog).toBeVisible()
  })
})
