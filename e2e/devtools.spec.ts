import { anvilAccounts } from '@foyer/fixtures/anvil'
import { sendButton } from '@foyer/fixtures/driver'
import type { Locator, Page } from '@playwright/test'
import { connect, fillSend } from './support/flows.ts'
import { connectButton, expect, modal, test } from './support/test.ts'

// The devtools panel exists on `vite dev` only, so playwright.config.ts runs this file in the dev
// project; devtools-build.spec.ts proves the production build holds none of it.

const receiver = anvilAccounts[8]!.address

/** The floating panel (its own shadow root; locators pierce open shadow roots). */
function panel(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Foyer devtools' })
}

/** The body rows of one of the panel's tables, as cell texts without the time column. */
async function rows(root: Locator, table: string): Promise<string[][]> {
  return root
    .getByRole('table', { name: table })
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].slice(1).map((td) => td.textContent ?? '')),
    )
}

function row(root: Locator, table: string, ...cells: string[]): Locator {
  let found = root.getByRole('table', { name: table }).locator('tbody tr')
  for (const cell of cells)
    found = found.filter({ has: root.page().getByRole('cell', { name: cell, exact: true }) })
  return found
}

test.describe('devtools panel (vite dev)', () => {
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

    // Router, live while the modal is open (the panel is inert behind the modal dialog, so tabs
    // are chosen while it is closed).
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
    await expect(
      row(devtools, 'RPC requests', 'eth_requestAccounts', 'pending → approved'),
    ).toHaveCount(1)
    await expect(
      row(devtools, 'RPC requests', 'wallet_switchEthereumChain', 'pending → approved'),
    ).toHaveCount(1)

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

    // State: the connection on Polygon, and the remembered wallet.
    await devtools.getByRole('tab', { name: 'State' }).click()
    await expect(devtools.getByRole('region', { name: 'Connection' })).toContainText('Chain137')
    await expect(devtools.getByRole('table', { name: 'Persisted keys' })).toContainText(
      'recentConnectorId',
    )

    // The standalone window saw the same requests.
    const seen = await rows(devtools, 'RPC requests')
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
      devtools.getByRole('button', { name: 'Export' }).click(),
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
})
