import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { describeViolations } from './support/axe.ts'
import { freshEmail } from './support/embedded.ts'
import { connect } from './support/flows.ts'
import { connectButton, expect, modal, test } from './support/test.ts'

// No dead ends: every view of the modal is reached and left from the keyboard alone: Tab to
// its entry, Enter, then out by its Back button and by Escape; after each exit the page is
// usable (the host's button has focus again and opens the modal). The frame's dialogs have the
// same walk where they live: the approval (embedded-wallet: Escape rejects), the recovery key's
// confirmation (support/embedded.ts: Escape shows the key again), "Restore your wallet" and
// "Lost your recovery key?" (embedded-restore: Escape, Back, Cancel).

/** Presses Tab until `target` has focus, as a person would look for it; fails after `max`. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    const focused = await target
      .evaluate((node) => {
        // The focused element, through the modal's shadow root.
        let active = document.activeElement
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
        return active === node
      })
      .catch(() => false)
    if (focused) return
    await page.keyboard.press('Tab')
  }
  await expect(target, `reachable by Tab within ${max} presses`).toBeFocused()
}

/** The modal closed by Escape: the host's button has focus, and Enter opens Account again. */
async function expectLeftByEscape(page: Page, reopensOn: string) {
  const dialog = modal(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(connectButton(page)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('heading', { name: reopensOn, exact: true })).toBeVisible()
}

test.describe('every view can be left from the keyboard', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('Account and each view it opens: Back and Escape, then the page still works', async ({
    page,
    hostApp,
    injectWallet,
  }) => {
    await injectWallet()
    await page.goto(hostApp.url)
    await connect(page)
    const dialog = modal(page)
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    const entries: [entry: Locator, heading: string][] = [
      [dialog.getByRole('button', { name: /^Network: / }), 'Choose network'],
      [dialog.getByRole('button', { name: 'Send', exact: true }), 'Send'],
      [dialog.getByRole('button', { name: 'Buy', exact: true }), 'Buy'],
      [dialog.getByRole('button', { name: 'Register name', exact: true }), 'Register name'],
    ]
    for (const [entry, heading] of entries) {
      // In by Tab and Enter; out by the Back button (Shift+Tab finds it too).
      await tabTo(page, entry)
      await page.keyboard.press('Enter')
      await expect(dialog.getByRole('heading', { name: heading, exact: true })).toBeVisible()
      await tabTo(page, dialog.getByRole('button', { name: 'Back' }))
      await page.keyboard.press('Enter')
      await expect(dialog.getByRole('heading', { name: 'Account', exact: true })).toBeVisible()
      // In again; out by Escape, which closes the modal and gives the page back.
      await tabTo(page, entry)
      await page.keyboard.press('Enter')
      await expect(dialog.getByRole('heading', { name: heading, exact: true })).toBeVisible()
      await expectLeftByEscape(page, 'Account')
    }
    // Disconnect by keyboard: Connect, which Escape leaves too.
    await tabTo(page, dialog.getByRole('button', { name: 'Disconnect' }))
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
    await expectLeftByEscape(page, 'Connect a wallet')
  })

  test('the email login: the code view goes Back to the email, which it keeps, and Escape leaves it', async ({
    page,
    hostApp,
  }) => {
    await page.goto(hostApp.url)
    await connectButton(page).focus()
    await page.keyboard.press('Enter')
    const dialog = modal(page)
    const email = freshEmail('keyboard')
    const field = dialog.getByRole('textbox', { name: 'Email' })
    await expect(field).toBeFocused()
    await page.keyboard.type(email)
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('heading', { name: 'Enter the code' })).toBeVisible()
    await expect(dialog.getByLabel('Code')).toBeFocused()
    const audit = await new AxeBuilder({ page }).include('[data-foyer]').analyze()
    expect(audit.violations, describeViolations(audit.violations)).toEqual([])
    await tabTo(page, dialog.getByRole('button', { name: 'Back' }))
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
    await expect(field).toHaveValue(email)
    await expectLeftByEscape(page, 'Connect a wallet')
  })
})
