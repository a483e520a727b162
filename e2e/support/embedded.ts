import type { Page } from '@playwright/test'
import { type AxeResults, analyse, describeViolations } from './axe.ts'
import { expect, modal } from './test.ts'

export type CaughtMail = {
  to: string
  subject: string
  code?: string
  link?: string
  receivedAt: string
}

/** A fresh address per test: the server's cooldown and attempt lock are per email. */
export function freshEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

/**
 * The newest mail the dev mailbox caught for `to` (`GET <mailbox>/latest?to=`), newer than
 * `after` when given: polls until it arrives.
 */
export async function latestMail(mailbox: string, to: string, after?: string): Promise<CaughtMail> {
  const url = `${mailbox}/latest?to=${encodeURIComponent(to)}`
  let mail: CaughtMail | undefined
  await expect
    .poll(
      async () => {
        const response = await fetch(url)
        if (!response.ok) return undefined
        mail = (await response.json()) as CaughtMail
        return after && mail.receivedAt <= after ? undefined : mail.receivedAt
      },
      { message: `a mail to ${to} in ${mailbox}` },
    )
    .toBeTruthy()
  return mail!
}

/** The embedded wallet's frame (its own origin), as the visitor sees it when revealed. */
export function walletFrame(page: Page) {
  return page.frameLocator('#w3m-iframe')
}

/**
 * Signs up with a new `email` through the modal: the email field, the code from the mail (a new
 * email has no wallet to protect, so no approval link), and the recovery key the frame shows for
 * the new wallet. Ends on Account (or Sign in, with SIWE on). Returns the mail, and the recovery
 * key as the frame showed it.
 *
 * `audit: true` also runs axe over the page and the frame on the recovery-key dialog. One axe
 * run over page and frame costs seconds on a busy 2-core machine, so only the test about the
 * sign-up itself asks for it (embedded-wallet.spec.ts, the first email journey); the specs that
 * only need a signed-in user skip the same audit of the same dialog.
 */
export async function signInWithEmail(
  page: Page,
  mailbox: string,
  email: string,
  {
    landsOn = 'Account',
    audit: withAudit = false,
  }: { landsOn?: 'Account' | 'Sign in' | 'Connect a wallet'; audit?: boolean } = {},
) {
  const dialog = modal(page)
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Enter the code' })).toBeVisible()
  const mail = await latestMail(mailbox, email)
  expect(mail.code).toMatch(/^\d{6}$/)
  expect(mail.link).toBeUndefined()
  await enterCode(page, mail.code!)
  const frame = walletFrame(page)
  await expect(frame.getByRole('heading', { name: 'Save your recovery key' })).toBeVisible()
  const recoveryKey = (await frame.locator('output.secret').first().textContent()) ?? ''
  if (withAudit) await expectFrameAccessible(page, 'I saved it', 'recovery key dialog')
  // Keyboard alone: the dialog's main button has focus.
  await expect(frame.getByRole('button', { name: 'I saved it' })).toBeFocused()
  await frame.getByRole('button', { name: 'I saved it' }).click()
  await expect(dialog.getByRole('heading', { name: landsOn })).toBeVisible()
  return { ...mail, recoveryKey }
}

/**
 * Opens a new device's approval link in another tab of the same browser, as a person would, and
 * presses its Approve button (opening the link alone approves nothing: mail scanners open links).
 */
export async function approveDevice(page: Page, link: string): Promise<void> {
  const approval = await page.context().newPage()
  await approval.goto(link)
  await expect(approval.getByRole('heading', { name: 'Approve this device?' })).toBeVisible()
  const approve = approval.getByRole('button', { name: 'Approve this device' })
  await expect(approve).toBeFocused()
  await approve.press('Enter')
  await expect(approval.getByRole('heading', { name: 'Device approved' })).toBeVisible()
  await expect(approval.locator('#approve-intro')).toContainText('You can close this tab.')
  await approval.close()
}

/**
 * A new device's login, once its mail came: approves it from the link in another tab, as a
 * person would, then enters the mail's code in the modal's code view.
 */
export async function approveAndEnterCode(page: Page, mail: CaughtMail): Promise<void> {
  await approveDevice(page, mail.link!)
  await enterCode(page, mail.code!)
}

/** Types `code` into the modal's code view, once it shows, and continues. */
async function enterCode(page: Page, code: string): Promise<void> {
  const dialog = modal(page)
  await expect(dialog.getByRole('heading', { name: 'Enter the code' })).toBeVisible()
  await dialog.getByLabel('Code').fill(code)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
}

/** Whether axe looked at an element inside the frame's document whose HTML has `fragment`. */
function sawInFrame(results: AxeResults, fragment: string): boolean {
  return [...results.passes, ...results.violations, ...results.incomplete]
    .flatMap((r) => r.nodes)
    .some((n) => n.target.length > 1 && n.html.includes(fragment))
}

/**
 * Runs axe on the wallet frame's own document (another origin, read through the iframe) until it
 * has seen the element whose HTML has `fragment` (the dialog named `what`), then expects no
 * violation. Under load axe may read the frame before the dialog is in, and one run over the page
 * and the frame takes seconds when both cores are busy: the wait is longer than one assertion's.
 */
export async function expectFrameAccessible(
  page: Page,
  fragment: string,
  what: string,
): Promise<void> {
  let audit: AxeResults | undefined
  await expect
    .poll(
      async () => {
        audit = await analyse(page, '#w3m-iframe')
        return sawInFrame(audit, fragment)
      },
      { message: `axe reads the frame's ${what}`, timeout: 30_000 },
    )
    .toBe(true)
  expect(audit!.violations, describeViolations(audit!.violations)).toEqual([])
}
