import type { Page } from '@playwright/test'
import {
  approveAndEnterCode,
  freshEmail,
  latestMail,
  signInWithEmail,
  walletFrame,
} from './support/embedded.ts'
import { auditEveryWay } from './support/looks.ts'
import { connectButton, expect, modal, test } from './support/test.ts'

// Changing the embedded wallet's email (Account → Change email) on the build, whose
// `vite preview` runs the Foyer server (the plugin's `previewUrl`) and its dev mailbox catches
// both codes: one to the current email, one to the new. playwright.config.ts runs this file in `served` only.

const wrongOf = (code: string) => ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0')

/** axe on the modal's view whose HTML has `fragment`: no violation. */
async function expectAccessible(page: Page, fragment: string) {
  await auditEveryWay(page, `Change email (${fragment})`, [fragment])
}

test.describe('changing the email of the embedded wallet', () => {
  test.use({ viewport: { width: 1280, height: 1000 } })

  test('a code from each email, the cooldown and a wrong code on the way; the new email then opens the same wallet', async ({
    page,
    hostApp,
  }) => {
    // Two 30 s cooldowns are waited out (the server's and the modal's, SPEC §5).
    test.setTimeout(180_000)
    const mailbox = hostApp.mailbox!
    const email = freshEmail('ada')
    const next = freshEmail('lovelace')
    await page.goto(hostApp.url)
    await connectButton(page).click()
    const dialog = modal(page)
    const login = await signInWithEmail(page, mailbox, email)
    const address = await dialog.getByTestId('foyer-address').textContent()
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // Account → Change email: the labelled field has focus.
    await dialog.getByRole('button', { name: 'Change email' }).click()
    await expect(dialog.getByRole('heading', { name: 'Change email' })).toBeVisible()
    const newEmail = dialog.getByRole('textbox', { name: 'New email' })
    await expect(newEmail).toBeFocused()
    await expect(dialog.getByText(`Your wallet’s email is ${email}.`)).toBeVisible()
    await expectAccessible(page, 'id="foyer-new-email"')

    // Right after the login: refused, in SPEC's words; the field keeps the email; the button
    // counts down, then sends (Enter, from the keyboard).
    await newEmail.fill(next)
    await newEmail.press('Enter')
    await expect(dialog.getByRole('alert')).toHaveText(/^Please try again after \d+ seconds$/)
    await expect(newEmail).toHaveValue(next)
    await expect(dialog.getByRole('button', { name: /^Send code in \d+ s$/ })).toBeDisabled()
    await expectAccessible(page, 'aria-invalid="true"')
    await expect(dialog.getByRole('button', { name: 'Send code', exact: true })).toBeEnabled({
      timeout: 40_000,
    })

    // Not an address: said with the value, which stays.
    await newEmail.fill('lovelace@')
    await newEmail.press('Enter')
    await expect(dialog.getByRole('alert')).toHaveText(
      'Enter a valid email address, like name@example.com ("lovelace@" is not one)',
    )
    await expect(newEmail).toHaveValue('lovelace@')

    // The new email: the wallet's frame asks first, in its own dialog, naming the new email and
    // the app's origin. Cancel there: nothing is sent, and this view says so.
    const frame = walletFrame(page)
    const confirmation = frame.getByRole('dialog', { name: `Change your email to ${next}?` })
    await newEmail.fill(next)
    await newEmail.press('Enter')
    await expect(confirmation).toBeVisible()
    await expect(
      confirmation.getByText(
        `${new URL(hostApp.url).origin} asks to change the email of your wallet.`,
      ),
    ).toBeVisible()
    // A person reads it first: Chromium drops clicks on a frame that moved in the last 500 ms
    // (the reveal), and Confirm arms after 600 ms.
    await expect(confirmation.getByRole('button', { name: 'Confirm' })).toBeEnabled()
    await confirmation.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(
      'You cancelled the email change in your wallet, so nothing was sent. Your email stays as it was.',
    )
    await expect(newEmail).toHaveValue(next)
    expect((await latestMail(mailbox, email)).receivedAt).toBe(login.receivedAt)
    const none = await page.request.get(`${mailbox}/latest?to=${encodeURIComponent(next)}`)
    expect(none.status()).toBe(404)

    // Again, confirmed (once it is armed, as a person who reads it): a code goes to the current
    // email first.
    await newEmail.press('Enter')
    await expect(confirmation).toBeVisible()
    await confirmation.getByRole('button', { name: 'Confirm' }).click()
    await expect(
      dialog.getByRole('heading', { name: 'Code from your current email' }),
    ).toBeVisible()
    const primary = await latestMail(mailbox, email, login.receivedAt)
    expect(primary.subject).toBe(`Confirm changing your Foyer email: ${primary.code}`)
    const code = dialog.getByRole('textbox', { name: 'Code' })
    await expect(code).toBeFocused()
    await expect(dialog.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled()
    await expectAccessible(page, 'id="foyer-otp"')

    // A wrong code counts, as in the login; the field keeps it.
    // Six digits send themselves; Enter on the same code does not send (count) it again.
    await code.fill(wrongOf(primary.code!))
    await expect(dialog.getByRole('alert')).toHaveText(
      'That code is not right. 4 attempts left before sign-in for this email is locked for 15 minutes.',
    )
    await expect(code).toHaveValue(wrongOf(primary.code!))
    await code.press('Enter')
    await expectAccessible(page, 'id="foyer-otp-error"')
    await expect(dialog.getByRole('alert')).toHaveText(
      'That code is not right. 4 attempts left before sign-in for this email is locked for 15 minutes.',
    )
    await code.fill(primary.code!)

    // Then a code to the new email.
    await expect(dialog.getByRole('heading', { name: 'Code from your new email' })).toBeVisible()
    const secondary = await latestMail(mailbox, next)
    expect(secondary.subject).toBe(`Confirm your new Foyer email: ${secondary.code}`)
    await expect(code).toBeFocused()
    await expect(code).toHaveValue('')
    await expectAccessible(page, 'id="foyer-otp"')
    await code.fill(secondary.code!)

    // Account shows the new email.
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(dialog.getByTestId('foyer-signed-in-as')).toContainText(`Email wallet · ${next}`)
    await expect(dialog.getByRole('status')).toHaveText(`Your email is now ${next}`)

    // Disconnect, then sign in with the new email: once its cooldown is over (the Continue that
    // is refused says so), the same wallet opens on this device, after the new email's device
    // approval, without a recovery key.
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
    const field = dialog.getByRole('textbox', { name: 'Email' })
    await field.fill(next)
    await field.press('Enter')
    await expect(dialog.getByRole('alert')).toHaveText(/^Please try again after \d+ seconds$/)
    await expect(async () => {
      if (await field.isVisible()) await field.press('Enter')
      await expect(dialog.getByRole('heading', { name: 'Approve this device' })).toBeVisible({
        timeout: 3_000,
      })
    }).toPass({ timeout: 45_000, intervals: [1_000] })
    const relogin = await latestMail(mailbox, next, secondary.receivedAt)
    await approveAndEnterCode(page, relogin)
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(dialog.getByTestId('foyer-address')).toHaveText(address!)
    await expect(dialog.getByTestId('foyer-signed-in-as')).toContainText(`Email wallet · ${next}`)
  })
})
