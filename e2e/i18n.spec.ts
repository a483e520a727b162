import { randomBytes } from 'node:crypto'
import { anvilAccounts } from '@foyer/testing/anvil'
import type { Page } from '@playwright/test'
import { createKeyPairSignerFromPrivateKeyBytes, lamports } from '@solana/kit'
import { type Address, createTestClient, http, parseEther } from 'viem'
import frameAr from '../frame/src/i18n/messages/ar.ts'
import { en as frameEn } from '../frame/src/i18n/messages/en.ts'
import frameJa from '../frame/src/i18n/messages/ja.ts'
import framePtBR from '../frame/src/i18n/messages/pt-BR.ts'
import { formatMessage } from '../modal/src/core/i18n/formatMessage.ts'
import { localizeAmount } from '../modal/src/core/i18n/localizeAmount.ts'
import ar from '../modal/src/core/i18n/messages/ar.ts'
import { en } from '../modal/src/core/i18n/messages/en.ts'
import ja from '../modal/src/core/i18n/messages/ja.ts'
import ptBR from '../modal/src/core/i18n/messages/pt-BR.ts'
import mailAr from '../server/src/mail/messages/ar.ts'
import mailJa from '../server/src/mail/messages/ja.ts'
import mailPtBR from '../server/src/mail/messages/pt-BR.ts'
import { analyse, describeViolations } from './support/axe.ts'
import { expectFrameAccessible, latestMail, walletFrame } from './support/embedded.ts'
import { publicClient, WALLET_NAME } from './support/flows.ts'
import { englishLeft, textNotFromCatalogs } from './support/i18n.ts'
import { addAuthenticator } from './support/passkeys.ts'
import { CHAIN_ID, connectButton, expect, modal, test } from './support/test.ts'

// The modal in Arabic (right to left), Japanese and Brazilian Portuguese, as a visitor whose
// browser speaks it meets it: a connect, an email login (its mail, the frame's recovery-key
// dialog) and a send approved in the frame. Each view is checked against the catalogs: no
// English message is left where the locale has its own, amounts are written the locale's way,
// and the frame's dialogs speak the same language. In `served` (the frame and the mail).

const CATALOGS = {
  ar: { modal: ar, frame: frameAr, mail: mailAr },
  ja: { modal: ja, frame: frameJa, mail: mailJa },
  'pt-BR': { modal: ptBR, frame: framePtBR, mail: mailPtBR },
} as const

const receiver = anvilAccounts[8]!.address

test.describe.configure({ mode: 'parallel' })

for (const [locale, catalogs] of Object.entries(CATALOGS)) {
  const t = (key: keyof typeof en, values?: Record<string, unknown>) =>
    formatMessage(locale, catalogs.modal[key], values)
  const ft = (key: keyof typeof frameEn, values?: Record<string, unknown>) =>
    formatMessage(locale, catalogs.frame[key], values)
  const dir = locale === 'ar' ? 'rtl' : 'ltr'

  /** No English message left in the modal's dialog, nor in the frame when it is shown. */
  async function expectNoEnglish(page: Page, where: string) {
    expect(await englishLeft(modal(page), catalogs.modal), `English in ${where}`).toEqual([])
  }

  /**
   * The new email wallet's recovery key, saved and typed back in the frame, read in the locale;
   * `check` also checks the dialogs' language, direction, English left and axe (light and dark).
   * Ends on Account.
   */
  async function saveRecoveryKeyIn(page: Page, { check = false }: { check?: boolean } = {}) {
    const dialog = modal(page)
    const frame = walletFrame(page)
    // The frame's security dialog, in the same language and direction.
    await expect(frame.getByRole('heading', { name: ft('recovery.saveTitle') })).toBeVisible()
    if (check) {
      await expect(frame.locator(':root')).toHaveAttribute('lang', locale)
      await expect(frame.locator(':root')).toHaveAttribute('dir', dir)
      expect(
        await englishLeft(frame.locator('body'), catalogs.frame, frameEn),
        'English in the recovery key dialog',
      ).toEqual([])
      await expectFrameAccessible(page, 'foyer-recovery-words', `recovery key dialog (${locale})`)
    }
    const words = await frame.locator('ol.words li').allTextContents()
    await frame.getByRole('button', { name: ft('recovery.saved') }).click()
    await expect(frame.getByRole('heading', { name: ft('recovery.confirmTitle') })).toBeVisible()
    const asked = await frame
      .locator('.confirm-words input')
      .evaluateAll((inputs) => inputs.map((input) => Number(input.id.split('-').pop())))
    if (check)
      await expectFrameAccessible(page, 'confirm-words', `recovery key confirmation (${locale})`)
    for (const position of asked)
      await frame
        .getByLabel(ft('recovery.wordLabel', { position }), { exact: true })
        .fill(words[position - 1]!)
    await frame.getByRole('button', { name: ft('recovery.confirm') }).click()
    await expect(dialog.getByRole('heading', { name: t('account.title') })).toBeVisible()
  }

  /**
   * Signs up with a new email (labelled `label`) from the open Connect view, in the locale: the
   * code from `mailbox`, the recovery key saved. Ends on Account; returns the email and its mail.
   */
  async function signUpIn(page: Page, mailbox: string, label: string) {
    const dialog = modal(page)
    const email = `i18n-${label}-${Date.now().toString(36)}@example.com`
    await dialog.getByRole('textbox', { name: t('email.label') }).fill(email)
    await dialog.getByRole('button', { name: t('email.continue'), exact: true }).click()
    const mail = await latestMail(mailbox, email)
    await dialog.getByLabel(t('email.codeLabel')).fill(mail.code!)
    await saveRecoveryKeyIn(page)
    return { email, mail }
  }

  test.describe(locale, () => {
    test.use({ locale })

    test(`${locale}: connect, Account and the Send preview in the visitor's language`, async ({
      page,
      chains,
      hostApp,
      injectWallet,
    }) => {
      await injectWallet()
      await page.goto(hostApp.url)
      const button = connectButton(page)
      // The button speaks the locale once the views (and the catalog) are in, at idle time.
      await expect(button).toHaveText(t('button.connect'))
      await button.click()
      const dialog = modal(page)
      await expect(dialog.getByRole('heading', { name: t('connect.title') })).toBeVisible()
      await expect(dialog).toHaveAttribute('lang', locale)
      await expect(dialog).toHaveAttribute('dir', dir)
      await expectNoEnglish(page, 'Connect')
      if (locale === 'ar') {
        // Mirrored: the heading's Close button sits at the left edge, Back's place at the right.
        const close = dialog.getByRole('button', { name: t('view.close') })
        const title = dialog.getByRole('heading', { name: t('connect.title') })
        expect((await close.boundingBox())!.x).toBeLessThan((await title.boundingBox())!.x)
      }

      await dialog.getByRole('button', { name: WALLET_NAME }).click()
      await expect(dialog.getByRole('heading', { name: t('account.title') })).toBeVisible()
      // The balance as anvil holds it, written the locale's way (pt-BR: 10.000 ETH).
      const owner = anvilAccounts[0]!.address
      const wei = await publicClient(chains.rpcUrls[CHAIN_ID]!).getBalance({ address: owner })
      const { formatBalance } = await import('../modal/src/core/formatAmount.ts')
      const shown = localizeAmount(locale, formatBalance(wei, 18))
      await expect(dialog.getByTestId('foyer-balance')).toHaveText(`${shown} ETH`)
      if (locale === 'pt-BR') expect(shown).toMatch(/^\d{1,3}(\.\d{3})+(,\d+)?$/)
      // The address stays left to right inside the right-to-left view.
      await expect(dialog.getByTestId('foyer-address')).toHaveAttribute('dir', 'ltr')
      await expectNoEnglish(page, 'Account')

      await dialog.getByRole('button', { name: t('account.send'), exact: true }).click()
      await expect(dialog.getByRole('heading', { name: t('send.title') })).toBeVisible()
      await dialog.getByLabel(t('send.amountLabel'), { exact: true }).fill('1234.5')
      await dialog.getByLabel(t('send.receiverOrNameLabel')).fill(receiver)
      await expectNoEnglish(page, 'Send')
      await dialog.getByRole('button', { name: t('send.previewButton') }).click()
      await expect(dialog.getByTestId('foyer-preview-amount')).toHaveText(
        `${localizeAmount(locale, '1234.5')} ETH`,
      )
      await expectNoEnglish(page, 'the Send preview')
      const audit = await analyse(page, '[data-foyer]')
      expect(audit.violations, describeViolations(audit.violations)).toEqual([])
    })

    test(`${locale}: email login, its mail and the frame's dialogs, then a send approved there`, async ({
      page,
      chains,
      hostApp,
    }) => {
      test.setTimeout(120_000)
      const rpc = chains.rpcUrls[CHAIN_ID]!
      const email = `i18n-${locale}-${Date.now().toString(36)}@example.com`
      await page.goto(hostApp.url)
      await connectButton(page).click()
      const dialog = modal(page)
      // An address that is not one: refused in the locale, the typed text named and kept.
      const field = dialog.getByRole('textbox', { name: t('email.label') })
      await field.fill('ada@@example')
      await dialog.getByRole('button', { name: t('email.continue'), exact: true }).click()
      await expect(dialog.getByRole('alert')).toHaveText(
        t('email.notAnAddress', { email: 'ada@@example' }),
      )
      await expect(field).toHaveValue('ada@@example')
      await expectNoEnglish(page, 'the email field with its error')
      await field.fill(email)
      await dialog.getByRole('button', { name: t('email.continue'), exact: true }).click()
      await expect(dialog.getByRole('heading', { name: t('email.enterCodeTitle') })).toBeVisible()
      await expectNoEnglish(page, 'the code view')

      // The mail speaks the locale: its subject is the catalog's, with the code.
      const mail = await latestMail(hostApp.mailbox!, email)
      expect(mail.subject).toBe(
        formatMessage(locale, catalogs.mail['login.subject'], {
          app: 'Foyer demo',
          code: mail.code,
        }),
      )
      await dialog.getByLabel(t('email.codeLabel')).fill(mail.code!)
      await saveRecoveryKeyIn(page, { check: true })
      const frame = walletFrame(page)
      await expectNoEnglish(page, 'Account of the email wallet')

      // A send from the email wallet: the frame's approval dialog speaks the locale too.
      const address = (await dialog.getByTestId('foyer-address').textContent()) as Address
      await createTestClient({ mode: 'anvil', transport: http(rpc) }).setBalance({
        address,
        value: parseEther('2'),
      })
      await page.keyboard.press('Escape')
      await connectButton(page).click()
      await expect(dialog.getByTestId('foyer-balance')).toHaveText(
        `${localizeAmount(locale, '2')} ETH`,
      )
      await dialog.getByRole('button', { name: t('account.send'), exact: true }).click()
      await dialog.getByLabel(t('send.amountLabel'), { exact: true }).fill('0.25')
      await dialog.getByLabel(t('send.receiverOrNameLabel')).fill(receiver)
      await dialog.getByRole('button', { name: t('send.previewButton') }).click()
      await dialog.getByRole('button', { name: t('send.sendButton'), exact: true }).click()
      const approval = frame.getByRole('dialog')
      await expect(approval.getByRole('button', { name: ft('dialog.approve') })).toBeVisible()
      await expect(approval).toContainText(`${localizeAmount(locale, '0.25')} ETH`)
      expect(
        await englishLeft(frame.locator('body'), catalogs.frame, frameEn),
        'English in the approval dialog',
      ).toEqual([])
      await expectFrameAccessible(page, `>${ft('dialog.approve')}<`, `approval dialog (${locale})`)
      await approval.getByRole('button', { name: ft('dialog.approve') }).click()
      const confirmed = new RegExp(
        `^${t('notice.confirmedInBlock', { block: 999 }).replace('999', '\\d+')}$`,
      )
      await expect(dialog.getByRole('status')).toHaveText(confirmed)
      await expectNoEnglish(page, 'the notice after a send')
    })

    // The frame's other dialogs right to left, light and dark: the email change's confirmation,
    // the smart account's approval, a spending permission the host asks for. Arabic only: the
    // direction is what changes their layout.
    if (locale === 'ar')
      test("ar: the frame's other dialogs right to left, light and dark: email change, smart account, spending permission", async ({
        page,
        chains,
        hostApp,
      }) => {
        test.setTimeout(120_000)
        await page.goto(hostApp.url)
        await connectButton(page).click()
        const dialog = modal(page)
        await signUpIn(page, hostApp.mailbox!, 'frame')
        const address = (await dialog.getByTestId('foyer-address').textContent()) as Address
        await createTestClient({
          mode: 'anvil',
          transport: http(chains.rpcUrls[CHAIN_ID]!),
        }).setBalance({
          address,
          value: parseEther('1'),
        })
        const frame = walletFrame(page)

        // The email change's confirmation, cancelled.
        await page.evaluate(() => localStorage.removeItem('@foyer/last-email-login-time'))
        await dialog.getByRole('button', { name: t('account.changeEmail') }).click()
        const field = dialog.getByRole('textbox', { name: t('email.newEmailLabel') })
        await field.fill(`i18n-next-${Date.now().toString(36)}@example.com`)
        await field.press('Enter')
        await expect(frame.getByRole('button', { name: ft('dialog.confirm') })).toBeVisible()
        await expect(frame.locator(':root')).toHaveAttribute('dir', 'rtl')
        await expectFrameAccessible(
          page,
          `>${ft('dialog.confirm')}<`,
          'email change confirmation (ar)',
        )
        await frame.getByRole('button', { name: ft('dialog.cancel') }).click()
        await expect(dialog.getByRole('alert')).toBeVisible()
        await dialog.getByRole('button', { name: t('view.back') }).click()

        // The smart account's approval, rejected.
        await dialog.getByRole('button', { name: t('account.switchToSmart') }).click()
        await expect(frame.getByRole('button', { name: ft('dialog.approve') })).toBeVisible()
        await expectFrameAccessible(
          page,
          `>${ft('dialog.approve')}<`,
          'smart-account approval (ar)',
        )
        await expect(frame.getByRole('button', { name: ft('dialog.reject') })).toBeEnabled()
        await frame.getByRole('button', { name: ft('dialog.reject') }).click()
        await expect(frame.getByRole('button', { name: ft('dialog.approve') })).toBeHidden()

        // A spending permission the host page asks for (its own form, in English), rejected.
        await dialog.getByRole('button', { name: t('view.close') }).click()
        await expect(dialog).toBeHidden()
        await page.getByLabel('RPC method').fill('wallet_grantPermissions')
        await page.getByLabel('RPC params').fill(
          JSON.stringify([
            {
              expiry: Math.floor(Date.now() / 1000) + 3600,
              permissions: [
                {
                  type: 'native-token-transfer',
                  data: { ticker: 'ETH' },
                  policies: [{ type: 'token-allowance', data: { allowance: '0x2386f26fc10000' } }],
                },
              ],
            },
          ]),
        )
        await page.getByRole('button', { name: 'Request', exact: true }).click()
        await expect(frame.getByRole('heading', { name: ft('permission.title') })).toBeVisible()
        await expectFrameAccessible(
          page,
          ft('permission.title'),
          'spending permission approval (ar)',
        )
        await expect(frame.getByRole('button', { name: ft('dialog.reject') })).toBeEnabled()
        await frame.getByRole('button', { name: ft('dialog.reject') }).click()
        await expect(page.getByTestId('rpc-error')).toBeVisible()
      })

    // A second browser of the same email: the approval page the mail links to, then the frame's
    // restore dialog and its "lost your key?" explanation, all in Arabic, right to left.
    if (locale === 'ar')
      test('ar: a new device: the approval page, the restore dialog and the lost-key explanation right to left', async ({
        browser,
        page,
        hostApp,
      }) => {
        test.setTimeout(120_000)
        const mailbox = hostApp.mailbox!
        await page.goto(hostApp.url)
        await connectButton(page).click()
        const { email, mail: first } = await signUpIn(page, mailbox, 'restore')

        const context = await browser.newContext({ locale: 'ar' })
        try {
          const other = await context.newPage()
          await other.goto(hostApp.url)
          await connectButton(other).click()
          const dialog = modal(other)
          await dialog.getByRole('textbox', { name: t('email.label') }).fill(email)
          await dialog.getByRole('button', { name: t('email.continue'), exact: true }).click()
          await expect(
            dialog.getByRole('heading', { name: t('email.approveDeviceTitle') }),
          ).toBeVisible()
          const mail = await latestMail(mailbox, email, first.receivedAt)
          expect(new URL(mail.link!).searchParams.get('lang')).toBe('ar')

          // The approval page speaks the mail's language, right to left, and passes axe.
          const approval = await context.newPage()
          await approval.goto(mail.link!)
          await expect(approval.locator(':root')).toHaveAttribute('dir', 'rtl')
          await expect(
            approval.getByRole('heading', { name: catalogs.mail['approve.title'] }),
          ).toBeVisible()
          const audit = await analyse(approval, 'main')
          expect(audit.violations, describeViolations(audit.violations)).toEqual([])
          await approval.getByRole('button', { name: catalogs.mail['approve.button'] }).click()
          await expect(
            approval.getByRole('heading', { name: catalogs.mail['approve.doneTitle'] }),
          ).toBeVisible()
          await approval.close()

          await dialog.getByLabel(t('email.codeLabel')).fill(mail.code!)
          const frame = walletFrame(other)
          await expect(frame.getByRole('heading', { name: ft('restore.title') })).toBeVisible()
          await expect(frame.locator(':root')).toHaveAttribute('dir', 'rtl')
          expect(
            await englishLeft(frame.locator('body'), catalogs.frame, frameEn),
            'English in the restore dialog',
          ).toEqual([])
          await expectFrameAccessible(other, 'foyer-recovery', 'restore dialog (ar)')
          await frame.getByRole('button', { name: ft('restore.lostKey') }).click()
          await expect(frame.getByRole('heading', { name: ft('restore.lostTitle') })).toBeVisible()
          await expectFrameAccessible(
            other,
            ft('restore.cancelSignIn'),
            'lost recovery key explanation (ar)',
          )
        } finally {
          await context.close()
        }
      })

    // The email wallet's Solana send: the frame's approval of a Solana transaction, in Arabic.
    if (locale === 'ar')
      test("ar: the frame's Solana approval right to left, light and dark", async ({
        page,
        solana,
        solanaHostApp,
      }) => {
        test.setTimeout(120_000)
        await page.goto(solanaHostApp.url)
        await connectButton(page).click()
        await signUpIn(page, solanaHostApp.mailbox!, 'solana')
        const dialog = modal(page)
        const useSolana = dialog.getByRole('button', { name: t('solana.useSolanaAccount') })
        await useSolana.click()
        const address = (await dialog.getByTestId('foyer-solana-address').textContent())!
        solana.svm.airdrop(address as never, lamports(2_000_000_000n))
        await page.reload()
        await connectButton(page).click()
        await useSolana.click()
        await expect(dialog.getByTestId('foyer-solana-balance')).toHaveText(
          `${localizeAmount(locale, '2')} SOL`,
        )
        const receiver = (
          await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(randomBytes(32)))
        ).address
        await dialog.getByRole('button', { name: t('solana.send'), exact: true }).click()
        await dialog.locator('#foyer-solana-token').selectOption('SOL')
        await dialog.locator('#foyer-solana-amount').fill('0.5')
        await dialog.locator('#foyer-solana-to').fill(receiver)
        await dialog.getByRole('button', { name: t('solana.review') }).click()
        await dialog.getByRole('button', { name: t('solana.send'), exact: true }).click()
        const frame = walletFrame(page)
        const approval = frame.getByRole('dialog', { name: ft('solana.sendTransaction') })
        await expect(approval).toBeVisible()
        await expect(frame.locator(':root')).toHaveAttribute('dir', 'rtl')
        expect(
          await englishLeft(frame.locator('body'), catalogs.frame, frameEn),
          'English in the Solana approval',
        ).toEqual([])
        await expectFrameAccessible(page, `>${ft('dialog.approve')}<`, 'Solana approval (ar)')
        await expect(frame.getByRole('button', { name: ft('dialog.reject') })).toBeEnabled()
        await frame.getByRole('button', { name: ft('dialog.reject') }).click()
        await expect(approval).toBeHidden()
        expect(await solana.balance(receiver)).toBe(0n)
      })

    // The passkey dialog (cancelled: no authenticator is asked) and the wallet's own page, in
    // Arabic, right to left.
    if (locale === 'ar')
      test("ar: the passkey dialog and the wallet's own page right to left", async ({
        page,
        passkeyHostApp,
      }) => {
        test.setTimeout(120_000)
        // The browser has a passkey authenticator, as the frame's dialog asks before it opens.
        await addAuthenticator(page, { prf: true })
        await page.goto(passkeyHostApp.url)
        await connectButton(page).click()
        const dialog = modal(page)
        await dialog.getByRole('button', { name: t('passkey.continue') }).click()
        const frame = walletFrame(page)
        // The frame starts cold on this click: its first dialog waits for the Arabic catalog.
        await expect(frame.getByRole('heading', { name: ft('dialog.passkeyTitle') })).toBeVisible()
        await expect(frame.locator(':root')).toHaveAttribute('dir', 'rtl')
        expect(
          await englishLeft(frame.locator('body'), catalogs.frame, frameEn),
          'English in the passkey dialog',
        ).toEqual([])
        await expectFrameAccessible(page, ft('dialog.usePasskey'), 'passkey dialog (ar)')
        await frame.getByRole('button', { name: ft('dialog.cancel') }).click()
        await expect(dialog.getByRole('alert')).toBeVisible()

        await signUpIn(page, passkeyHostApp.mailbox!, 'page')
        const href = await dialog
          .getByRole('link', { name: new RegExp(t('account.exportKey')) })
          .getAttribute('href')
        await page.goto(href!)
        await expect(page.locator(':root')).toHaveAttribute('dir', 'rtl')
        await expect(page.locator(':root')).toHaveAttribute('lang', 'ar')
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect(
          await englishLeft(page.locator('body'), catalogs.frame, frameEn),
          "English on the wallet's page",
        ).toEqual([])
        const audit = await analyse(page, 'main')
        expect(audit.violations, describeViolations(audit.violations)).toEqual([])
      })
  })
}

test.describe('the pseudo-locale', () => {
  test.use({ locale: 'en-XA' })

  test('every string of the main views comes from a catalog', async ({
    page,
    hostApp,
    injectWallet,
  }) => {
    await injectWallet()
    await page.goto(hostApp.url)
    await connectButton(page).click()
    const dialog = modal(page)
    await expect(dialog.getByRole('heading', { name: `⟦${en['connect.title']}⟧` })).toBeVisible()
    expect(await textNotFromCatalogs(dialog), 'Connect').toEqual([])
    await dialog.getByRole('button', { name: WALLET_NAME }).click()
    await expect(dialog.getByRole('heading', { name: `⟦${en['account.title']}⟧` })).toBeVisible()
    await expect(dialog.getByTestId('foyer-balance')).toBeVisible()
    expect(await textNotFromCatalogs(dialog), 'Account').toEqual([])
    await dialog.getByRole('button', { name: `⟦${en['account.network']}` }).click()
    await expect(dialog.getByRole('heading', { name: `⟦${en['networks.title']}⟧` })).toBeVisible()
    expect(await textNotFromCatalogs(dialog), 'Networks').toEqual([])
    await dialog.getByRole('button', { name: `⟦${en['view.back']}⟧` }).click()
    await dialog.getByRole('button', { name: `⟦${en['account.send']}⟧`, exact: true }).click()
    await dialog.getByLabel(`⟦${en['send.amountLabel']}⟧`, { exact: true }).fill('abc')
    await dialog.getByRole('button', { name: `⟦${en['send.previewButton']}⟧` }).click()
    await expect(dialog.locator('.foyer-field-error').first()).toBeVisible()
    expect(await textNotFromCatalogs(dialog), 'Send, a field error').toEqual([])
    await dialog.getByLabel(`⟦${en['send.amountLabel']}⟧`, { exact: true }).fill('0.5')
    await dialog.getByLabel(`⟦${en['send.receiverOrNameLabel']}⟧`).fill(receiver)
    await dialog.getByRole('button', { name: `⟦${en['send.previewButton']}⟧` }).click()
    await expect(dialog.getByTestId('foyer-preview-amount')).toBeVisible()
    expect(await textNotFromCatalogs(dialog), 'the Send preview').toEqual([])
    await dialog.getByRole('button', { name: `⟦${en['send.sendButton']}⟧`, exact: true }).click()
    await expect(dialog.getByRole('status')).toHaveText(/^⟦Transaction confirmed in block \d+⟧$/)
    expect(await textNotFromCatalogs(dialog), 'the notice after a send').toEqual([])
  })
})
