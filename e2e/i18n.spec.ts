import { anvilAccounts } from '@foyer/testing/anvil'
import type { Page } from '@playwright/test'
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
      await dialog.getByRole('textbox', { name: t('email.label') }).fill(email)
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

      // The frame's security dialog, in the same language and direction.
      const frame = walletFrame(page)
      await expect(frame.getByRole('heading', { name: ft('recovery.saveTitle') })).toBeVisible()
      await expect(frame.locator(':root')).toHaveAttribute('lang', locale)
      await expect(frame.locator(':root')).toHaveAttribute('dir', dir)
      expect(
        await englishLeft(frame.locator('body'), catalogs.frame, frameEn),
        'English in the recovery key dialog',
      ).toEqual([])
      await expectFrameAccessible(page, 'foyer-recovery-words', `recovery key dialog (${locale})`)
      const words = await frame.locator('ol.words li').allTextContents()
      await frame.getByRole('button', { name: ft('recovery.saved') }).click()
      await expect(frame.getByRole('heading', { name: ft('recovery.confirmTitle') })).toBeVisible()
      const asked = await frame
        .locator('.confirm-words input')
        .evaluateAll((inputs) => inputs.map((input) => Number(input.id.split('-').pop())))
      await expectFrameAccessible(page, 'confirm-words', `recovery key confirmation (${locale})`)
      for (const position of asked)
        await frame
          .getByLabel(ft('recovery.wordLabel', { position }), { exact: true })
          .fill(words[position - 1]!)
      await frame.getByRole('button', { name: ft('recovery.confirm') }).click()
      await expect(dialog.getByRole('heading', { name: t('account.title') })).toBeVisible()
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
