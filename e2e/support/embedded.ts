import type { Page } from '@playwright/test'
import { type Address, createTestClient, http } from 'viem'
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
 * the new wallet (saved and typed back, `saveRecoveryKey`). Ends on Account (or Sign in, with
 * SIWE on). Returns the mail, and the recovery key as the frame showed it.
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
  const recoveryKey = await saveRecoveryKey(page, { audit: withAudit })
  await expect(dialog.getByRole('heading', { name: landsOn })).toBeVisible()
  return { ...mail, recoveryKey }
}

/**
 * A new email wallet signed in from the open Connect view (`signInWithEmail`, landing on Account)
 * and given `value` wei on the chain at `rpcUrl`. Returns its address.
 */
export async function signInFunded(
  page: Page,
  {
    mailbox,
    label,
    rpcUrl,
    value,
  }: { mailbox: string; label: string; rpcUrl: string; value: bigint },
): Promise<Address> {
  await signInWithEmail(page, mailbox, freshEmail(label))
  const address = (await modal(page).getByTestId('foyer-address').textContent()) as Address
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({ address, value })
  return address
}

/**
 * The new wallet's "Save your recovery key", as a person goes through it from the keyboard:
 * reads the words, presses "I saved it" (focused, armed after a moment), and types back the
 * three words the frame asks for. Returns the key as its words, space-separated.
 *
 * `audit: true` also runs axe on both dialogs and walks the confirmation's ways back: a wrong
 * word is named and kept, Escape shows the key again, and the typed words are still there.
 */
export async function saveRecoveryKey(
  page: Page,
  { audit: withAudit = false }: { audit?: boolean } = {},
): Promise<string> {
  const frame = walletFrame(page)
  await expect(frame.getByRole('heading', { name: 'Save your recovery key' })).toBeVisible()
  const words = await frame.locator('ol.words li').allTextContents()
  expect(words).toHaveLength(25)
  if (withAudit) await expectFrameAccessible(page, 'I saved it', 'recovery key dialog')
  const saved = frame.getByRole('button', { name: 'I saved it' })
  // Keyboard alone: the dialog's main button has focus, and works once armed.
  await expect(saved).toBeFocused()
  await expect(saved).toBeEnabled()
  await expect(saved).not.toHaveAttribute('aria-disabled', 'true')
  await saved.press('Enter')
  await expect(frame.getByRole('heading', { name: 'Confirm your recovery key' })).toBeVisible()
  const asked = frame.locator('.confirm-words input')
  await expect(asked).toHaveCount(3)
  const positions = (await asked.evaluateAll((inputs) => inputs.map((input) => input.id))).map(
    (id) => Number(id.split('-').pop()),
  )
  const field = (position: number) => frame.getByLabel(`Word ${position}`, { exact: true })
  await expect(field(positions[0]!)).toBeFocused()
  if (withAudit) {
    await field(positions[0]!).press('Enter')
    await expect(frame.getByRole('alert')).toHaveText(
      `Enter words ${positions[0]}, ${positions[1]} and ${positions[2]} of your recovery key too.`,
    )
    // Not a word of the list, so never the asked one by chance.
    await field(positions[0]!).fill('qqqq')
    await field(positions[1]!).fill(words[positions[1]! - 1]!)
    await field(positions[2]!).fill(words[positions[2]! - 1]!)
    await field(positions[2]!).press('Enter')
    await expect(frame.getByRole('alert')).toHaveText(
      `Word ${positions[0]} does not match your recovery key. Check what you wrote down, or go Back to see the key again.`,
    )
    await expectFrameAccessible(page, 'foyer-confirm-word', 'recovery key confirmation')
    await field(positions[0]!).press('Escape')
    await expect(frame.getByRole('heading', { name: 'Save your recovery key' })).toBeVisible()
    await expect(saved).toBeFocused()
    await expect(saved).not.toHaveAttribute('aria-disabled', 'true')
    await saved.press('Enter')
    await expect(field(positions[0]!)).toHaveValue('qqqq')
  }
  for (const position of positions) await field(position).fill(words[position - 1]!)
  await field(positions[positions.length - 1]!).press('Enter')
  await expect(frame.getByRole('heading', { name: 'Confirm your recovery key' })).toBeHidden()
  return words.join(' ')
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

/** Types `code` into the modal's code view, once it shows: its sixth digit sends it. */
async function enterCode(page: Page, code: string): Promise<void> {
  const dialog = modal(page)
  await expect(dialog.getByRole('heading', { name: 'Enter the code' })).toBeVisible()
  await dialog.getByLabel('Code').fill(code)
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
 * violation, in the frame's light and its dark theme: the host switches its theme in place
 * (`setTheme`, through the demo's `window.foyerLook`), the frame follows it (SYNC_THEME), and the
 * open dialog keeps its state. Under load axe may read the frame before the dialog is in, and one
 * run over the page and the frame takes seconds when both cores are busy: the wait is longer than
 * one assertion's.
 */
export async function expectFrameAccessible(
  page: Page,
  fragment: string,
  what: string,
): Promise<void> {
  const root = page.frameLocator('#w3m-iframe').locator(':root')
  const before: 'light' | 'dark' =
    (await root.getAttribute('data-theme')) === 'dark' ? 'dark' : 'light'
  const direction = (await root.getAttribute('dir')) ?? 'ltr'
  for (const mode of [before, before === 'dark' ? 'light' : 'dark'] as const) {
    await page.evaluate((mode) => window.foyerLook?.({ mode }), mode)
    await expect(root).toHaveAttribute('data-theme', mode)
    let audit: AxeResults | undefined
    await expect
      .poll(
        async () => {
          audit = await analyse(page, '#w3m-iframe')
          return sawInFrame(audit, fragment)
        },
        { message: `axe reads the frame's ${what} (${mode} theme)`, timeout: 30_000 },
      )
      .toBe(true)
    expect(
      audit!.violations,
      `axe violations in the frame's ${what} (${mode} theme, ${direction}):\n${describeViolations(audit!.violations)}`,
    ).toEqual([])
  }
  await page.evaluate((mode) => window.foyerLook?.({ mode }), before)
  await expect(root).toHaveAttribute('data-theme', before)
}
