import { anvilAccounts } from '@foyer/testing/anvil'
import { analyse, describeViolations } from './support/axe.ts'
import { freshEmail, signInWithEmail, walletFrame } from './support/embedded.ts'
import { WALLET_NAME } from './support/flows.ts'
import { CHAIN_ID, connectButton, expect, modal, test, waitForPending } from './support/test.ts'

// Sign in with Ethereum (EIP-4361) after a connect, verified by the Foyer server that `vite dev`
// runs (its session is an HttpOnly cookie on the app's origin). playwright.config.ts runs this
// file in the dev project.

const account = anvilAccounts[0]!.address

test.describe('sign in with Ethereum', () => {
  test('connect, refuse the signature, try again, reload, disconnect', async ({
    page,
    siweHostApp,
    injectWallet,
  }) => {
    const session = () =>
      page.request.get(new URL('/__foyer/api/v1/siwe/session', siweHostApp.url).href)
    await injectWallet({ mode: 'manual' })
    await page.goto(siweHostApp.url)
    await connectButton(page).click()
    const dialog = modal(page)
    await dialog.getByRole('button', { name: WALLET_NAME }).click()
    await waitForPending(page)
    await page.evaluate(() => window.foyerTestWallet.approve())

    // The connect is followed by the sign-in: the wallet is asked to sign the message.
    await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await waitForPending(page)
    const [request] = await page.evaluate(() => window.foyerTestWallet.pending())
    expect(request).toMatchObject({ method: 'personal_sign' })
    await page.evaluate(() => window.foyerTestWallet.reject())
    await expect(dialog.getByRole('alert')).toHaveText('The request was rejected in the wallet.')
    await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeVisible()
    const audit = await analyse(page, '[data-foyer]')
    expect(audit.violations, describeViolations(audit.violations)).toEqual([])
    expect((await session()).status()).toBe(401)

    await dialog.getByRole('button', { name: 'Try again' }).click()
    await waitForPending(page)
    await page.evaluate(() => window.foyerTestWallet.approve())
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    expect(await (await session()).json()).toMatchObject({ address: account, chainId: CHAIN_ID })

    // A reload keeps both the connection and the sign-in: no new signature.
    await page.reload()
    await expect(connectButton(page)).toContainText(`${account.slice(0, 6)}…${account.slice(-4)}`)
    await connectButton(page).click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    expect(await page.evaluate(() => window.foyerTestWallet.pending())).toEqual([])

    // Disconnect signs out.
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
    expect((await session()).status()).toBe(401)
  })

  test('an email wallet signs in too, approving the message in its own frame', async ({
    page,
    siweHostApp,
  }) => {
    await page.goto(siweHostApp.url)
    await connectButton(page).click()
    const dialog = modal(page)
    await signInWithEmail(page, siweHostApp.mailbox!, freshEmail('siwe'), { landsOn: 'Sign in' })
    const frame = walletFrame(page)
    await expect(frame.getByRole('dialog', { name: 'Sign message' })).toBeVisible()
    await expect(frame.getByText(/wants you to sign in with your Ethereum account/)).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    const address = await dialog.getByTestId('foyer-address').textContent()
    const session = await page.request.get(
      new URL('/__foyer/api/v1/siwe/session', siweHostApp.url).href,
    )
    expect(await session.json()).toMatchObject({ address, chainId: CHAIN_ID })
  })
})
