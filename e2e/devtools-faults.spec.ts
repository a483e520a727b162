import { setFaultSwitch } from '@foyer/testing/driver'
import type { Page } from '@playwright/test'
import { analyse, describeViolations } from './support/axe.ts'
import { panel } from './support/devtools.ts'
import { freshEmail } from './support/embedded.ts'
import { WALLET_NAME } from './support/flows.ts'
import { connectButton, expect, modal, test } from './support/test.ts'
import { expectRelayDown, offlineSafe } from './support/walletconnect.ts'

// The devtools' fault switches (issue 32), on `vite dev`: each makes one thing fail as it would
// for a visitor, and the modal shows its own handling of it. The page's switches act in the page
// (the wallet's request, window.open, the relay's socket), the server's in the Foyer server the
// plugin runs (its answers, its mail, its RPC proxy). Each switch turned is a line of the session.
test.describe.configure({ mode: 'parallel' })
test.use({ viewport: { width: 1280, height: 1200 } })

/** The panel's Faults tab, open. */
async function faultsTab(page: Page) {
  await page.getByRole('button', { name: 'Foyer devtools', exact: true }).click()
  const devtools = panel(page)
  await devtools.getByRole('tab', { name: 'Faults' }).click()
  return devtools.getByRole('region', { name: 'Fault switches' })
}

/** Starts an email login in the open modal. */
async function continueWithEmail(page: Page) {
  const dialog = modal(page)
  await dialog.getByRole('textbox', { name: 'Email' }).fill(freshEmail('fault'))
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  return dialog
}

test.describe('devtools fault switches (vite dev)', () => {
  test('the Faults tab: six switches from the keyboard, 0 axe violations; a switch is a line of the exported session', async ({
    page,
    hostApp,
  }) => {
    await page.goto(hostApp.url)
    const faults = await faultsTab(page)
    await expect(faults.getByRole('checkbox')).toHaveCount(6)
    for (const label of [
      'The next wallet request rejects',
      'The chain stops answering',
      'The WalletConnect relay drops',
      'Pop-ups are blocked',
      'The mail server is down',
      'The Foyer server answers 503',
    ])
      await expect(faults.getByRole('checkbox', { name: label, exact: true })).not.toBeChecked()
    // From the keyboard: Space turns a switch on and off.
    const popups = faults.getByRole('checkbox', { name: 'Pop-ups are blocked' })
    await popups.focus()
    await page.keyboard.press('Space')
    await expect(popups).toBeChecked()
    await page.keyboard.press('Space')
    await expect(popups).not.toBeChecked()
    const { violations } = await analyse(page, '[data-foyer-devtools]')
    expect(violations, describeViolations(violations)).toEqual([])
    // The session holds both turns, and the exported test replays them.
    const downloading = page.waitForEvent('download')
    await panel(page).getByRole('button', { name: 'Export test' }).click()
    const exported = await (await (await downloading).createReadStream()).toArray()
    const text = Buffer.concat(exported).toString('utf8')
    expect(text).toContain(
      "await setFaultSwitch(page, 'Pop-ups are blocked', true) // devtools fault switch",
    )
    expect(text).toContain(
      "await setFaultSwitch(page, 'Pop-ups are blocked', false) // devtools fault switch",
    )
  })

  test('the next wallet request rejects: the connect fails as a refusal, once; the next one connects', async ({
    page,
    hostApp,
    injectWallet,
  }) => {
    await injectWallet()
    await page.goto(hostApp.url)
    await setFaultSwitch(page, 'The next wallet request rejects', true)
    await connectButton(page).click()
    const dialog = modal(page)
    await dialog.getByRole('button', { name: WALLET_NAME }).click()
    await expect(dialog.getByRole('alert')).toContainText(
      'You rejected the request in your wallet.',
    )
    // Used once, the switch is off again: the same wallet connects.
    const faults = await faultsTab(page)
    await expect(
      faults.getByRole('checkbox', { name: 'The next wallet request rejects' }),
    ).not.toBeChecked()
    await panel(page).getByRole('button', { name: 'Close devtools' }).click()
    await dialog.getByRole('button', { name: WALLET_NAME }).click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  })

  test('pop-ups are blocked: a social login says so and offers this tab', async ({
    page,
    hostApp,
  }) => {
    await page.goto(hostApp.url)
    await setFaultSwitch(page, 'Pop-ups are blocked', true)
    await connectButton(page).click()
    const dialog = modal(page)
    await dialog.getByRole('button', { name: /Google/ }).click()
    await expect(dialog.getByRole('alert')).toContainText(
      'Your browser blocked the sign-in window. Allow pop-ups for this site, or continue in this tab.',
    )
  })

  test('the mail server is down: the email login says the code could not be sent', async ({
    page,
    hostApp,
  }) => {
    await page.goto(hostApp.url)
    await setFaultSwitch(page, 'The mail server is down', true)
    await connectButton(page).click()
    const dialog = await continueWithEmail(page)
    await expect(dialog.getByRole('alert')).toContainText(
      'The code could not be emailed: the mail server did not accept it. Try again shortly.',
    )
    await setFaultSwitch(page, 'The mail server is down', false)
  })

  test('the Foyer server answers 503: the email login says its wallet could not load', async ({
    page,
    hostApp,
  }) => {
    await page.goto(hostApp.url)
    await setFaultSwitch(page, 'The Foyer server answers 503', true)
    await connectButton(page).click()
    const dialog = await continueWithEmail(page)
    await expect(dialog.getByRole('alert')).toContainText('Unable to load email login dependency')
    await setFaultSwitch(page, 'The Foyer server answers 503', false)
  })

  test('the chain stops answering: the Account view says the balance could not be read', async ({
    page,
    hostApp,
    injectWallet,
  }) => {
    await injectWallet()
    await page.goto(hostApp.url)
    await setFaultSwitch(page, 'The chain stops answering', true)
    await connectButton(page).click()
    const dialog = modal(page)
    await dialog.getByRole('button', { name: WALLET_NAME }).click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(dialog.getByRole('alert')).toContainText(
      'Couldn’t load the balance. The network did not answer. Check that the chain’s RPC is running, then retry.',
    )
    // Back on: the balance reads again (Retry, unless the modal's own refresh came first).
    await setFaultSwitch(page, 'The chain stops answering', false)
    await dialog
      .getByRole('button', { name: 'Retry' })
      .click({ timeout: 2_000 })
      .catch(() => {})
    await expect(dialog.getByTestId('foyer-balance')).toBeVisible()
  })

  test('the WalletConnect relay drops: the modal says the relay did not answer; off again, Retry pairs', async ({
    page,
    wcHostApp,
  }) => {
    await offlineSafe(page)
    await page.clock.install()
    await page.goto(wcHostApp.url)
    await setFaultSwitch(page, 'The WalletConnect relay drops', true)
    await connectButton(page).click()
    await expectRelayDown(page)
    // Switched off, Retry reaches the relay: the pairing code shows.
    await setFaultSwitch(page, 'The WalletConnect relay drops', false)
    await modal(page).getByRole('button', { name: 'Retry' }).click()
    await expect(modal(page).getByTestId('foyer-wc-qr')).toBeVisible({ timeout: 30_000 })
  })
})
