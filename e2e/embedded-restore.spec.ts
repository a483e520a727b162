import type { BrowserContext, Locator, Page } from '@playwright/test'
import { analyse, describeViolations } from './support/axe.ts'
import {
  approveAndEnterCode,
  expectFrameAccessible,
  freshEmail,
  latestMail,
  signInWithEmail,
  walletFrame,
} from './support/embedded.ts'
import { auditEveryWay } from './support/looks.ts'
import { connectButton, expect, modal, test } from './support/test.ts'

// A returning email user on a browser that does not hold their wallet: one mail, naming the app,
// asks to approve the new device (a mail scanner opening its link approves nothing), then the
// code, then the frame asks for the recovery key ("Restore your wallet"). The visitor can always
// leave that dialog (Escape, Cancel, "I lost my recovery key"), and the page is usable after
// each. Runs on the build with the Foyer server (`served` in playwright.config.ts).

const LEFT = /^You left “Restore your wallet”: nothing changed on this device\./

test.describe('a returning email user on a new browser', () => {
  const viewport = { width: 1280, height: 900 }
  test.use({ viewport })

  test('leaves "Restore your wallet" by Escape, by Cancel and from "I lost my recovery key", then restores with the key', async ({
    page,
    browser,
    hostApp,
  }) => {
    test.setTimeout(120_000)
    const mailbox = hostApp.mailbox!
    const email = freshEmail('returning')
    await page.goto(hostApp.url)
    await connectButton(page).click()
    const signedUp = await signInWithEmail(page, mailbox, email)
    // The sign-up's one mail: the code, named after the app (metadata.name).
    expect(signedUp.subject).toBe(`Your Foyer demo sign-in code: ${signedUp.code}`)
    expect(signedUp.recoveryKey.split(' ')).toHaveLength(25)
    const address = await modal(page).getByTestId('foyer-address').textContent()
    let lastMailAt = signedUp.receivedAt

    const contexts: BrowserContext[] = []
    /**
     * Another browser (no device share): the login up to "Restore your wallet". With `scanner`,
     * a third browser opens the approval link first, as a mail scanner would.
     */
    const newBrowser = async ({ scanner = false } = {}) => {
      const context = await browser.newContext({ viewport })
      contexts.push(context)
      const other = await context.newPage()
      await other.goto(hostApp.url)
      await connectButton(other).click()
      const dialog = modal(other)
      await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
      await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
      await expect(dialog.getByRole('heading', { name: 'Approve this device' })).toBeVisible()
      if (scanner) await auditEveryWay(other, 'Approve this device, waiting for the link')
      const mail = await latestMail(mailbox, email, lastMailAt)
      lastMailAt = mail.receivedAt
      expect(mail.subject).toBe('Approve a new device for Foyer demo')
      if (scanner) {
        const scanning = await browser.newContext()
        contexts.push(scanning)
        const scanned = await scanning.newPage()
        await scanned.goto(mail.link!)
        await expect(scanned.getByRole('heading', { name: 'Approve this device?' })).toBeVisible()
        await expect(scanned.locator('#approve-intro')).toContainText('sign in to Foyer demo as')
        const audit = await analyse(scanned, 'main')
        expect(audit.violations, describeViolations(audit.violations)).toEqual([])
        await scanned.getByRole('button', { name: 'Approve this device' }).click()
        await expect(scanned.getByRole('alert')).toHaveText(
          'This link approves only the browser where you asked for the code, and this is another one: open the link in that browser (copy it into its address bar). Nothing was approved.',
        )
      }
      await approveAndEnterCode(other, mail)
      const frame = walletFrame(other)
      await expect(frame.getByRole('heading', { name: 'Restore your wallet' })).toBeVisible()
      await expect(frame.getByLabel('Recovery key')).toBeFocused()
      return { page: other, dialog, frame }
    }

    /** Back on Connect, the frame hidden, the email kept and why said; the modal closes and opens. */
    const expectLeft = async (other: Page, dialog: Locator) => {
      await expect(other.locator('#w3m-iframe')).toHaveAttribute('aria-hidden', 'true')
      await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
      await expect(dialog.locator('#foyer-email-error')).toHaveText(LEFT)
      await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
      await other.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await connectButton(other).click()
      await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
    }

    try {
      // 1. Escape, from the keyboard alone; Tab stays in the dialog (the key, Cancel, Restore,
      // "I lost my recovery key", and round again).
      const first = await newBrowser({ scanner: true })
      for (let i = 0; i < 4; i++) await first.page.keyboard.press('Tab')
      await expect(first.frame.getByLabel('Recovery key')).toBeFocused()
      await first.page.keyboard.press('Shift+Tab')
      await expect(
        first.frame.getByRole('button', { name: 'I lost my recovery key' }),
      ).toBeFocused()
      await first.page.keyboard.press('Escape')
      await expectLeft(first.page, first.dialog)

      // 2. "I lost my recovery key" says the way out; Escape and Back return to the key; Cancel.
      const second = await newBrowser()
      await expectFrameAccessible(second.page, 'foyer-recovery', 'restore dialog')
      await second.frame.getByRole('button', { name: 'I lost my recovery key' }).click()
      const lost = second.frame.getByRole('dialog', { name: 'Lost your recovery key?' })
      await expect(lost).toContainText(address!)
      await expect(lost).toContainText('Sign in on a device or browser you used before')
      await expectFrameAccessible(second.page, 'Cancel sign-in', 'lost recovery key explanation')
      await expect(second.frame.getByRole('button', { name: 'Back' })).toBeFocused()
      await second.page.keyboard.press('Escape')
      await expect(second.frame.getByRole('heading', { name: 'Restore your wallet' })).toBeVisible()
      await second.frame.getByRole('button', { name: 'I lost my recovery key' }).click()
      await second.page.keyboard.press('Enter') // Back has focus
      await expect(second.frame.getByRole('heading', { name: 'Restore your wallet' })).toBeVisible()
      await second.frame.getByRole('button', { name: 'Cancel' }).click()
      await expectLeft(second.page, second.dialog)

      // 3. "Cancel sign-in" from the explanation.
      const third = await newBrowser()
      await third.frame.getByRole('button', { name: 'I lost my recovery key' }).click()
      await third.frame.getByRole('button', { name: 'Cancel sign-in' }).click()
      await expectLeft(third.page, third.dialog)

      // 4. A wrong key says so and keeps what was typed; the right one opens the same wallet.
      const fourth = await newBrowser()
      // The key as a person wrote it down: numbered, one word a line, the first four letters.
      const words = signedUp.recoveryKey.split(' ')
      const misspelt = words.map((word, i) => `${i + 1}. ${i === 6 ? 'qqqq' : word.slice(0, 4)}`)
      const input = fourth.frame.getByLabel('Recovery key')
      await input.fill(misspelt.join('\n'))
      await input.press('Enter')
      await expect(fourth.frame.getByRole('alert')).toHaveText(
        "Word 7 is not one of the recovery key's words: check its spelling.",
      )
      await expect(input).toHaveValue(misspelt.join('\n'))
      await input.fill(words.map((word, i) => `${i + 1}. ${word.slice(0, 4)}`).join('\n'))
      await input.press('Enter')
      await expect(fourth.dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
      await expect(fourth.dialog.getByTestId('foyer-address')).toHaveText(address!)
    } finally {
      for (const context of contexts) await context.close()
    }
  })
})
