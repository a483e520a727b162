import { anvilAccounts } from '@foyer/testing/anvil'
import { sendButton } from '@foyer/testing/driver'
import { type Address, createTestClient, http, parseEther } from 'viem'
import { latestMail, saveRecoveryKey, walletFrame } from './support/embedded.ts'
import { fillSend } from './support/flows.ts'
import { CHAIN_ID, connectButton, expect, modal, test } from './support/test.ts'

// The host's theme at run time (`setTheme`, through the demo's Theme picker): the modal takes
// its colours, radius and font; the wallet frame's chrome takes them (SYNC_THEME) while its
// security dialog keeps its own look; a set whose text would be hard to read is refused with a
// message naming it, and nothing changes. In `served` (the frame and its mail need the server).

const VIOLET = 'rgb(109, 40, 217)'

test('theme variables reach the modal and the frame chrome, never the approval dialog; low contrast is refused', async ({
  page,
  chains,
  hostApp,
}) => {
  test.setTimeout(120_000)
  await page.goto(hostApp.url)
  const theme = page.getByRole('combobox', { name: 'Theme' })

  // Refused: the page shows which variable and why; the modal keeps its look.
  await theme.selectOption('Low contrast')
  await expect(page.getByTestId('theme-error')).toContainText(
    'themeVariables.foreground "#b0b0b0" on background "#ffffff" has a contrast of 2.',
  )
  await expect(page.getByTestId('theme-error')).toContainText('WCAG AA needs 4.5:1 for text')
  await connectButton(page).click()
  const dialog = modal(page)
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeVisible()
  const look = () =>
    dialog.evaluate((el) => {
      const style = getComputedStyle(el)
      return {
        color: style.color,
        radius: style.borderTopLeftRadius,
        font: style.fontFamily,
        accent: style.getPropertyValue('--accent').trim(),
      }
    })
  expect(await look()).toEqual({
    color: 'rgb(16, 24, 40)',
    radius: '20px',
    font: expect.stringContaining('system-ui'),
    accent: '#1d4ed8',
  })

  // Applied: the open modal follows at once.
  await page.keyboard.press('Escape')
  await theme.selectOption('Violet')
  await expect(page.getByTestId('theme-error')).toHaveCount(0)
  await connectButton(page).click()
  await expect.poll(look).toEqual({
    color: 'rgb(16, 24, 40)',
    radius: '8px',
    font: 'Georgia, serif',
    accent: '#6d28d9',
  })
  // A control drawn with the accent: the email form's Continue button.
  await expect(dialog.getByRole('button', { name: 'Continue', exact: true })).toHaveCSS(
    'background-color',
    VIOLET,
  )

  // The frame's chrome takes the variables; its security dialog (the new wallet's recovery key)
  // keeps its literal colours and radius.
  const email = `theme-${Date.now().toString(36)}@example.com`
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Enter the code' })).toBeVisible()
  const mail = await latestMail(hostApp.mailbox!, email)
  await dialog.getByLabel('Code').fill(mail.code!)
  const frame = walletFrame(page)
  await expect(frame.getByRole('heading', { name: 'Save your recovery key' })).toBeVisible()
  const chrome = await frame.locator(':root').evaluate((root) => {
    const style = getComputedStyle(root)
    return {
      accent: style.getPropertyValue('--foyer-frame-accent').trim(),
      radius: style.getPropertyValue('--foyer-frame-radius').trim(),
    }
  })
  expect(chrome).toEqual({ accent: '#6d28d9', radius: '8px' })
  const secure = frame.getByRole('dialog')
  await expect(secure).toHaveCSS('border-top-left-radius', '20px')
  await expect(secure.getByRole('button', { name: 'I saved it' })).toHaveCSS(
    'background-color',
    'rgb(31, 85, 214)',
  )
  await saveRecoveryKey(page)
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(dialog).toHaveCSS('border-top-left-radius', '8px')

  // The approval dialog of a send: the frame's own look, whatever the host's theme.
  const address = (await dialog.getByTestId('foyer-address').textContent()) as Address
  await createTestClient({ mode: 'anvil', transport: http(chains.rpcUrls[CHAIN_ID]!) }).setBalance({
    address,
    value: parseEther('1'),
  })
  await page.keyboard.press('Escape')
  await connectButton(page).click()
  await fillSend(page, { token: 'ETH', amount: '0.01', to: anvilAccounts[9]!.address })
  await sendButton(dialog).click()
  const approval = frame.getByRole('dialog', { name: 'Send 0.01 ETH' })
  await expect(approval).toBeVisible()
  await expect(approval).toHaveCSS('border-top-left-radius', '20px')
  await expect(approval).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  await expect(approval).not.toHaveCSS('font-family', /Georgia/)
  await expect(approval.getByRole('button', { name: 'Approve' })).toHaveCSS(
    'background-color',
    'rgb(31, 85, 214)',
  )
  await approval.getByRole('button', { name: 'Reject' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('You rejected the request in your wallet.')
})

test('themeMode auto follows the system colour scheme, live', async ({ page, hostApp }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto(hostApp.url)
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('Follow the system')
  await connectButton(page).click()
  const dialog = modal(page)
  await expect(dialog).toHaveAttribute('data-theme', 'dark')
  await expect(dialog).toHaveCSS('background-color', 'rgb(22, 27, 38)')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(dialog).toHaveAttribute('data-theme', 'light')
  await expect(dialog).toHaveCSS('background-color', 'rgb(255, 255, 255)')
})
