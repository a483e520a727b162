import { anvilAccounts } from '@foyer/testing/anvil'
import type { Page } from '@playwright/test'
import { hexToString, isHex } from 'viem'
import { freshEmail, signInWithEmail, walletFrame } from './support/embedded.ts'
import { WALLET_NAME } from './support/flows.ts'
import { auditEveryWay } from './support/looks.ts'
import { burnEveryNonce, burnNonce } from './support/siwe.ts'
import { CHAIN_ID, connectButton, expect, modal, test, waitForPending } from './support/test.ts'

// Sign in with Ethereum (EIP-4361) after a connect, verified by the Foyer server that
// `vite preview` runs (its session is an HttpOnly cookie on the app's origin).
// playwright.config.ts runs this file in `served`.

const account = anvilAccounts[0]!.address

/** Connects the injected test wallet (manual mode) and waits for the Sign in view. */
async function connectUntilSignIn(page: Page, appUrl: string) {
  await page.goto(appUrl)
  await connectButton(page).click()
  const dialog = modal(page)
  await dialog.getByRole('button', { name: WALLET_NAME }).click()
  await waitForPending(page)
  await page.evaluate(() => window.foyerTestWallet.approve())
  await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  return dialog
}

test.describe('sign in with Ethereum', () => {
  test('connect, refuse the signature, try again, reload, disconnect', async ({
    page,
    siweHostApp,
    injectWallet,
  }) => {
    const session = () =>
      page.request.get(new URL('/__foyer/api/v1/siwe/session', siweHostApp.url).href)
    await injectWallet({ mode: 'manual' })
    const dialog = await connectUntilSignIn(page, siweHostApp.url)

    // The connect is followed by the sign-in: the wallet is asked to sign the message.
    await waitForPending(page)
    const [request] = await page.evaluate(() => window.foyerTestWallet.pending())
    expect(request).toMatchObject({ method: 'personal_sign' })
    await page.evaluate(() => window.foyerTestWallet.reject())
    await expect(dialog.getByRole('alert')).toHaveText('You rejected the request in your wallet.')
    await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeVisible()
    await auditEveryWay(page, 'Sign in, rejected in the wallet')
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

  test('a browser wallet with ERC-7846 wallet_connect connects and signs in with one approval', async ({
    page,
    siweHostApp,
    injectWallet,
  }) => {
    await injectWallet({ mode: 'manual', walletConnect: true })
    await page.goto(siweHostApp.url)
    await connectButton(page).click()
    const dialog = modal(page)
    await dialog.getByRole('button', { name: WALLET_NAME }).click()
    await waitForPending(page)
    const [request] = (await page.evaluate(() => window.foyerTestWallet.pending())) as {
      method: string
      params: [{ capabilities: { signInWithEthereum: { nonce: string; chainId: string } } }]
    }[]
    expect(request?.method).toBe('wallet_connect')
    // The server's nonce and the current chain, in the capability the wallet signs.
    const asked = request!.params[0].capabilities.signInWithEthereum
    expect(asked).toMatchObject({ chainId: `0x${CHAIN_ID.toString(16)}` })
    expect(asked.nonce).toMatch(/^[0-9a-f]{16,}$/i)
    await page.evaluate(() => window.foyerTestWallet.approve())

    // Account at once: the one approval was the connect and the signature.
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    expect(await page.evaluate(() => window.foyerTestWallet.pending())).toEqual([])
    const session = await page.request.get(
      new URL('/__foyer/api/v1/siwe/session', siweHostApp.url).href,
    )
    expect(await session.json()).toMatchObject({ address: account, chainId: CHAIN_ID })
    await auditEveryWay(page, 'Account, signed in')
  })

  test('a wallet_connect sign-in the server refuses leaves the wallet unconnected and says why', async ({
    page,
    siweHostApp,
    injectWallet,
  }) => {
    await burnEveryNonce(page, siweHostApp.url)
    await injectWallet({ walletConnect: true })
    await page.goto(siweHostApp.url)
    await connectButton(page).click()
    const dialog = modal(page)
    await dialog.getByRole('button', { name: WALLET_NAME }).click()
    await expect(dialog.getByRole('alert')).toContainText(
      'Sign-in failed, so the wallet was disconnected:',
    )
    await expect(dialog.getByRole('alert')).toContainText(/nonce/i)
    await expect(connectButton(page)).toHaveText(/Connect/)
    // The wallet was asked to forget the page (wallet_revokePermissions): it is not connected.
    await expect.poll(() => page.evaluate(() => window.foyerTestWallet.connected)).toBe(false)
    const session = await page.request.get(
      new URL('/__foyer/api/v1/siwe/session', siweHostApp.url).href,
    )
    expect(session.status()).toBe(401)
  })

  test('a sign-in the server refuses disconnects the wallet and says why', async ({
    page,
    siweHostApp,
    injectWallet,
  }) => {
    await injectWallet({ mode: 'manual' })
    const dialog = await connectUntilSignIn(page, siweHostApp.url)
    await waitForPending(page)
    const [request] = await page.evaluate(() => window.foyerTestWallet.pending())
    const raw = String((request as { params: unknown[] }).params[0])
    const nonce = /^Nonce: (\S+)$/m.exec(isHex(raw) ? hexToString(raw) : raw)?.[1]
    await burnNonce(page, siweHostApp.url, nonce ?? 'no nonce in the message')

    await page.evaluate(() => window.foyerTestWallet.approve())
    await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
    await expect(dialog.getByRole('alert')).toContainText(
      'Sign-in failed, so the wallet was disconnected:',
    )
    await expect(dialog.getByRole('alert')).toContainText(/nonce/i)
    await expect(connectButton(page)).toHaveText(/connect/i)
    const session = await page.request.get(
      new URL('/__foyer/api/v1/siwe/session', siweHostApp.url).href,
    )
    expect(session.status()).toBe(401)
    await auditEveryWay(page, 'Sign in, refused by the server')
  })

  test('an email wallet signs in with one click: the code was the click; reload keeps it, sign out ends it', async ({
    page,
    siweHostApp,
  }) => {
    const session = () =>
      page.request.get(new URL('/__foyer/api/v1/siwe/session', siweHostApp.url).href)
    await page.goto(siweHostApp.url)
    await connectButton(page).click()
    const dialog = modal(page)
    // Right after the email login the wallet signs the app's own sign-in message without a
    // second approval (one-click authenticate): the modal goes on to Account by itself.
    await signInWithEmail(page, siweHostApp.mailbox!, freshEmail('siwe'), { landsOn: 'Account' })
    await expect(walletFrame(page).getByRole('dialog', { name: 'Sign message' })).toHaveCount(0)
    const address = await dialog.getByTestId('foyer-address').textContent()
    expect(await (await session()).json()).toMatchObject({ address, chainId: CHAIN_ID })

    // A reload keeps the wallet and the sign-in: nothing to approve again.
    await page.reload()
    await connectButton(page).click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(dialog.getByTestId('foyer-address')).toHaveText(address!)
    expect((await session()).status()).toBe(200)

    // Sign out (Disconnect) ends the session on the server.
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
    expect((await session()).status()).toBe(401)
  })

  test('an email wallet whose sign-in the server refuses is disconnected, and says why', async ({
    page,
    siweHostApp,
  }) => {
    await burnEveryNonce(page, siweHostApp.url)
    await page.goto(siweHostApp.url)
    await connectButton(page).click()
    const dialog = modal(page)
    await signInWithEmail(page, siweHostApp.mailbox!, freshEmail('siwe-refused'), {
      landsOn: 'Connect a wallet',
    })
    await expect(dialog.getByRole('alert')).toContainText(
      'Sign-in failed, so the wallet was disconnected:',
    )
    await expect(dialog.getByRole('alert')).toContainText(/nonce/i)
    const session = await page.request.get(
      new URL('/__foyer/api/v1/siwe/session', siweHostApp.url).href,
    )
    expect(session.status()).toBe(401)
    await auditEveryWay(page, 'Sign in, email wallet signed out')
  })
})
