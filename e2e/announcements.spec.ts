import { defaultTestWalletInfo } from '@foyer/testing/test-wallet'
import type { Locator, Page } from '@playwright/test'
import {
  account,
  DUPLICATE,
  HANGING_NAME,
  hanging,
  ICON_HOST,
  IMPOSTOR_UUID,
  LONG_NAME,
  malformed,
  odd,
  shortAccount,
  TEST_WALLET_UUID,
  THROWN,
  throwingWallet,
} from './support/announcementSets.ts'
import { WALLET_NAME } from './support/flows.ts'
import {
  announceHostile,
  collectPageErrors,
  expectDialogFits,
  recordRequestsTo,
  walletButtons,
} from './support/hostile.ts'
import { connectButton, expect, modal, test } from './support/test.ts'

// Announcements any script on the page could dispatch (EIP-6963 is untrusted input), injected
// beside the test wallet. Whatever they hold, the modal lists the valid wallets, never throws into
// the page, never widens the dialog, and the test wallet still connects.

function wallet(dialog: Locator, name: string) {
  return walletButtons(dialog).filter({ hasText: name })
}

/** Opens the modal on the Connect view and waits until `count` wallets are listed. */
async function openConnect(page: Page, count: number) {
  await connectButton(page).click()
  const dialog = modal(page)
  await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
  await expect(walletButtons(dialog)).toHaveCount(count)
  return dialog
}

/** Clicks the test wallet's button (or `button`) and waits for the Account view. */
async function connectTestWallet(dialog: Locator, button = wallet(dialog, WALLET_NAME)) {
  await button.click()
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(dialog.getByTestId('foyer-address')).toHaveText(account)
}

test.describe('hostile EIP-6963 announcements', () => {
  // @both-modes (playwright.config.ts): `vite dev` adds the devtools Timeline's record of them.
  test('malformed ones are dropped, odd ones are harmless, the test wallet connects @both-modes', async ({
    page,
    hostMode,
    injectWallet,
    hostApp,
  }) => {
    const errors = collectPageErrors(page)
    const iconRequests = await recordRequestsTo(page, ICON_HOST)
    await announceHostile(page, [...malformed, ...odd], { throwMessage: THROWN })
    await injectWallet()
    await page.goto(hostApp.url)

    // Listed: the test wallet and each valid announcement; none of the malformed ones.
    const dialog = await openConnect(page, 1 + odd.length)
    const names = await walletButtons(dialog)
      .locator('.foyer-wallet-name > :first-child')
      .allTextContents()
    expect(names).toEqual(
      expect.arrayContaining([
        WALLET_NAME,
        'HTTP Icon Wallet',
        'HTTPS Icon Wallet',
        'Script Icon Wallet',
        'HTML Icon Wallet',
        'Bidi gnp.exe Wallet',
        'Throwing Wallet',
      ]),
    )
    for (const name of ['No Provider', 'No Uuid', 'Object Name', 'No Rdns', 'Bad Rdns', '42'])
      expect(names.join('|'), `the "${name}" announcement is listed`).not.toContain(name)

    // The long name is cut with "…"; the bidi override is gone.
    const long = wallet(dialog, LONG_NAME.slice(0, 40))
    await expect(long).toHaveCount(1)
    const longText = (await long.locator('.foyer-wallet-name > :first-child').textContent()) ?? ''
    expect(longText.length).toBeLessThan(LONG_NAME.length)
    expect(longText.endsWith('…') || longText === LONG_NAME).toBe(true)
    expect(await dialog.evaluate((el) => el.textContent)).not.toMatch(/[\u202A-\u202E]/)

    // Icons: only data:image/* is rendered; the others get the placeholder and no request.
    const srcs = await dialog
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''))
    for (const src of srcs) expect(src).toMatch(/^data:image\//)
    for (const name of ['HTTP Icon', 'HTTPS Icon', 'Script Icon', 'HTML Icon']) {
      await expect(wallet(dialog, name).locator('img')).toHaveCount(0)
      await expect(wallet(dialog, name).locator('.foyer-wallet-icon')).toHaveCount(1)
    }
    await expect(wallet(dialog, WALLET_NAME).locator('img')).toHaveAttribute(
      'src',
      defaultTestWalletInfo.icon,
    )
    await expectDialogFits(dialog, 'with every wallet listed')

    // The throwing wallet: its error shows (cut, wrapped), and nothing else breaks.
    await wallet(dialog, 'Throwing Wallet').click()
    const alert = dialog.getByRole('alert')
    await expect(alert).toContainText('hostile-wallet-error-xxx')
    await expectDialogFits(dialog, 'with a 600-character error')

    // The long-named wallet never answers: the Waiting message wraps the name inside the dialog.
    await long.click()
    const waiting = dialog.getByRole('status').filter({ hasText: 'Waiting for' })
    await expect(waiting).toContainText(`Waiting for ${longText}… Approve the request`)
    await expectDialogFits(dialog, 'while waiting for the long-named wallet')

    // Another wallet can be picked meanwhile: the test wallet connects.
    await connectTestWallet(dialog)
    await expectDialogFits(dialog, 'on the Account view')
    expect(await page.evaluate(() => 'foyerIconRan' in window)).toBe(false)

    if (hostMode === 'dev') {
      // The devtools Timeline shows each dropped announcement with its reason.
      await dialog.getByRole('button', { name: 'Close' }).click()
      await page.getByRole('button', { name: 'Foyer devtools', exact: true }).click()
      const devtools = page.getByRole('complementary', { name: 'Foyer devtools' })
      await devtools.getByRole('tab', { name: 'Timeline' }).click()
      await devtools.getByLabel('Filter events').fill('announcement rejected')
      const rejected = devtools.getByRole('list', { name: 'Timeline' }).locator('li')
      await expect(rejected).toHaveCount(malformed.length)
      const rows = (await rejected.allTextContents()).join('\n')
      for (const rdns of ['test.hostile.wallet2', 'test.hostile.wallet4', 'not a domain'])
        expect(rows).toContain(rdns)
      expect(rows).toContain('no rdns')
    }

    // Nothing was ever asked of a dropped announcement's provider.
    const dropped = new Set(malformed.map((a) => a.label))
    const calls = await page.evaluate(() => window.foyerHostileCalls)
    expect(calls.filter((call) => dropped.has(call.label))).toEqual([])
    expect(iconRequests, `requests to ${ICON_HOST}`).toEqual([])
    expect(errors, 'uncaught errors in the page').toEqual([])
  })

  test('a stored session is restored though other wallets on the page hang or throw', async ({
    page,
    injectWallet,
    hostApp,
  }) => {
    const errors = collectPageErrors(page)
    await announceHostile(page, [hanging, throwingWallet])
    await injectWallet()
    await page.goto(hostApp.url)
    await connectTestWallet(await openConnect(page, 3))
    await page.reload()
    // Generous: while a wallet never answers eth_accounts the restore is slow (see the next test).
    await expect(connectButton(page)).toContainText(shortAccount, { timeout: 30_000 })
    await connectButton(page).click()
    await expect(modal(page).getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(modal(page).getByTestId('foyer-address')).toHaveText(account)
    expect(errors, 'uncaught errors in the page').toEqual([])
  })

  test('a wallet that never answers eth_accounts does not hold the restore of another for long', async ({
    page,
    injectWallet,
    hostApp,
  }) => {
    // Only the stored session's wallet is asked when the page loads: a silent wallet elsewhere on
    // the page is not waited for.
    await announceHostile(page, [hanging])
    await injectWallet()
    await page.goto(hostApp.url)
    await connectTestWallet(await openConnect(page, 2))
    await page.reload()
    // Asking the silent wallet would take 3 × 3 s (wagmi retries, the guard's limit); 5 s leaves
    // room for loading the page's code on a busy machine.
    await expect(connectButton(page)).toContainText(shortAccount, { timeout: 5_000 })
  })

  test('a wallet claiming the test wallet’s rdns first: both marked, the right one connects, no session is restored', async ({
    page,
    injectWallet,
    hostApp,
  }) => {
    const errors = collectPageErrors(page)
    // Announced before the test wallet, with its rdns, name and icon; skipped once the test sets
    // the session flag (to connect without it).
    await announceHostile(
      page,
      [
        {
          label: 'impostor',
          detail: {
            info: { ...defaultTestWalletInfo, uuid: IMPOSTOR_UUID },
            provider: 'rejecting',
          },
        },
      ],
      { skipWhenSessionHas: 'foyer-e2e-no-impostor' },
    )
    await injectWallet({ info: { uuid: TEST_WALLET_UUID } })
    await page.goto(hostApp.url)
    expect(await page.evaluate(() => window.foyerTestWallet.info.uuid)).toBe(TEST_WALLET_UUID)

    let dialog = await openConnect(page, 2)
    const ours = wallet(dialog, `${DUPLICATE} · id ${TEST_WALLET_UUID.slice(0, 8)}`)
    const impostor = wallet(dialog, `${DUPLICATE} · id ${IMPOSTOR_UUID.slice(0, 8)}`)
    await expect(ours).toHaveCount(1)
    await expect(impostor).toHaveCount(1)
    for (const entry of [ours, impostor]) await expect(entry).toContainText(WALLET_NAME)
    await expectDialogFits(dialog, 'with two marked wallets')
    await connectTestWallet(dialog, ours)

    // A reload: the session (with the same uuids) is not restored to either wallet.
    const notRestored = async () => {
      await page.reload()
      dialog = await openConnect(page, 2)
      await expect(wallet(dialog, DUPLICATE)).toHaveCount(2)
      await expect(connectButton(page)).toHaveText('Connect wallet')
      await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
      await expect(walletButtons(dialog).filter({ hasText: 'Connected' })).toHaveCount(0)
      expect(await page.evaluate(() => window.foyerHostileCalls)).toEqual([])
    }
    await notRestored()

    // Without the impostor the test wallet is listed alone, unmarked, and its session restores.
    await page.evaluate(() => sessionStorage.setItem('foyer-e2e-no-impostor', '1'))
    await page.reload()
    dialog = await openConnect(page, 1)
    await expect(wallet(dialog, DUPLICATE)).toHaveCount(0)
    await connectTestWallet(dialog)
    await page.reload()
    await expect(connectButton(page)).toContainText(shortAccount)

    // The impostor is back: that session is not restored either.
    await page.evaluate(() => sessionStorage.removeItem('foyer-e2e-no-impostor'))
    await notRestored()
    await connectTestWallet(dialog, ours)
    expect(errors, 'uncaught errors in the page').toEqual([])
  })

  test('a wallet that never answers: Waiting with Cancel, closing cancels, other wallets stay usable', async ({
    page,
    injectWallet,
    hostApp,
  }) => {
    const errors = collectPageErrors(page)
    await announceHostile(page, [hanging])
    await injectWallet()
    await page.goto(hostApp.url)
    let dialog = await openConnect(page, 2)
    const waiting = dialog.getByRole('status').filter({ hasText: 'Waiting for' })
    const hangingButton = wallet(dialog, HANGING_NAME)

    await hangingButton.click()
    await expect(waiting).toContainText(
      `Waiting for ${HANGING_NAME}… Approve the request in your wallet.`,
    )
    await expect(hangingButton).toBeDisabled()
    await expect(wallet(dialog, WALLET_NAME)).toBeEnabled()
    await expect(connectButton(page)).toHaveText('Connecting…')
    await expectDialogFits(dialog, 'while waiting')

    // Cancel: no longer waiting, the wallet can be picked again.
    await waiting.getByRole('button', { name: 'Cancel' }).click()
    await expect(waiting).toHaveCount(0)
    await expect(hangingButton).toBeEnabled()
    await expect(connectButton(page)).toHaveText('Connect wallet')

    // Closing the modal cancels too.
    await hangingButton.click()
    await expect(waiting).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(connectButton(page)).toHaveText('Connect wallet')
    dialog = await openConnect(page, 2)
    await expect(waiting).toHaveCount(0)
    await expect(hangingButton).toBeEnabled()

    // While waiting again, the test wallet is picked: it connects.
    await hangingButton.click()
    await expect(waiting).toBeVisible()
    await connectTestWallet(dialog)
    await expect(connectButton(page)).toContainText(shortAccount)
    // Each of the three clicks asked the hanging wallet (and nothing else did).
    expect(await page.evaluate(() => window.foyerHostileCalls)).toHaveLength(3)
    expect(errors, 'uncaught errors in the page').toEqual([])
  })

  test('a wallet that never answers: after 30 s the Connect view says so, the test wallet connects', async ({
    page,
    injectWallet,
    hostApp,
  }) => {
    const errors = collectPageErrors(page)
    await page.clock.install()
    await announceHostile(page, [hanging])
    await injectWallet()
    await page.goto(hostApp.url)
    const dialog = await openConnect(page, 2)
    await wallet(dialog, HANGING_NAME).click()
    const waiting = dialog.getByRole('status').filter({ hasText: 'Waiting for' })
    await expect(waiting).toBeVisible()

    await page.clock.fastForward('00:31')
    await expect(waiting).toHaveCount(0)
    await expect(dialog.getByRole('alert')).toHaveText(
      `${HANGING_NAME} did not answer. Approve the request in the wallet, or try again.`,
    )
    await expect(wallet(dialog, HANGING_NAME)).toBeEnabled()
    await expectDialogFits(dialog, 'with the timeout message')
    await connectTestWallet(dialog)
    expect(errors, 'uncaught errors in the page').toEqual([])
  })
})
