import { anvilAccounts } from '@foyer/testing/anvil'
import type { TestWalletConnectWallet } from '@foyer/testing/walletconnect'
import type { Page } from '@playwright/test'
import { type Hex, hexToString } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { auditEveryWay } from './support/looks.ts'
import { burnEveryNonce } from './support/siwe.ts'
import { CHAIN_ID, connectButton, expect, modal, POLYGON_ID, test } from './support/test.ts'
import { offlineSafe, openPairing, pairOwner } from './support/walletconnect.ts'

// One-click sign-in over WalletConnect (issue 27, SPEC §2 Sign-in): with sign-in on, the pairing
// asks the wallet to authenticate (the nonce, the methods, the chains with the current first),
// and a wallet that can approves the session and the signed message together; the Foyer server
// verifies it before the modal shows the account. The local relay and the Node test wallet
// (@foyer/testing/walletconnect) speak WalletConnect's own protocol; nothing is mocked.
// playwright.config.ts runs this file in `served`.

const owner = anvilAccounts[4]!

async function serverSession(page: Page, appUrl: string) {
  const response = await page.request.get(new URL('/__foyer/api/v1/siwe/session', appUrl).href)
  return {
    status: response.status(),
    body: response.ok() ? ((await response.json()) as { address: string; chainId: number }) : {},
  }
}

/**
 * Opens the app (WalletConnect offline, with the Verify API stand-in), its WalletConnect view,
 * and pairs `owner`'s Node wallet from the code shown, which approves or refuses.
 */
async function pairFromApp(
  page: Page,
  {
    appUrl,
    relayUrl,
    rpcUrls,
  }: { appUrl: string; relayUrl: string; rpcUrls: Record<number, string> },
  wallet: { oneClickAuth?: boolean; decide?: 'approve' | 'reject' } = {},
) {
  await offlineSafe(page, { verify: 'stand-in' })
  await page.goto(appUrl)
  await connectButton(page).click()
  const uri = await openPairing(page)
  const paired = await pairOwner(uri, {
    relayUrl,
    rpcUrls,
    privateKey: owner.privateKey as Hex,
    ...wallet,
  })
  return { dialog: modal(page), paired, uri }
}

test.describe('WalletConnect one-click sign-in', () => {
  let wallet: TestWalletConnectWallet | undefined
  test.afterEach(async () => {
    await wallet?.close()
    wallet = undefined
  })

  test('one approval in the wallet connects and signs in; a reload keeps both', async ({
    page,
    chains,
    relay,
    wcSiweHostApp,
  }) => {
    const { dialog, paired } = await pairFromApp(page, {
      appUrl: wcSiweHostApp.url,
      relayUrl: relay.url,
      rpcUrls: chains.rpcUrls,
    })
    wallet = paired

    // Account at once: no Sign in view, no second request to the wallet.
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(dialog.getByTestId('foyer-address')).toHaveText(owner.address)
    expect(wallet.handled.map((h) => [h.method, h.outcome])).toEqual([
      ['session_authenticate', 'approved'],
    ])
    // What the wallet was asked: the server's nonce, the app's chains with the current first,
    // and the methods the session may use.
    const asked = wallet.handled[0]!.params as { chains: string[]; nonce: string; domain: string }
    expect(asked.chains).toEqual([`eip155:${CHAIN_ID}`, `eip155:${POLYGON_ID}`])
    expect(asked.domain).toBe(new URL(wcSiweHostApp.url).host)
    const { message } = wallet.handled[0]!.result as { message: string }
    const signed = parseSiweMessage(message)
    expect(signed).toMatchObject({ address: owner.address, chainId: CHAIN_ID, nonce: asked.nonce })
    // The methods the session may use, in the message (ReCap) the visitor signed.
    expect(message).toMatch(
      /I further authorize .*'personal_sign'.*'eth_sendTransaction'|I further authorize .*'eth_sendTransaction'.*'personal_sign'/,
    )
    expect(await serverSession(page, wcSiweHostApp.url)).toMatchObject({
      status: 200,
      body: { address: owner.address, chainId: CHAIN_ID },
    })
    await auditEveryWay(page, 'WalletConnect, signed in')

    // The session the wallet approved in that click signs as any session does.
    await dialog.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: 'Sign', exact: true }).click()
    await wallet.approveRequest(undefined, { timeoutMs: 15_000 })
    await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)

    await page.reload()
    await expect(connectButton(page)).toContainText(owner.address.slice(0, 6))
    expect((await serverSession(page, wcSiweHostApp.url)).status).toBe(200)
  })

  test('refused in the wallet: the view says so, nobody is signed in, and Retry offers a new code', async ({
    page,
    chains,
    relay,
    wcSiweHostApp,
  }) => {
    const { dialog, paired, uri } = await pairFromApp(
      page,
      { appUrl: wcSiweHostApp.url, relayUrl: relay.url, rpcUrls: chains.rpcUrls },
      { decide: 'reject' },
    )
    wallet = paired

    await expect(dialog.getByRole('alert')).toContainText('Couldn’t connect with WalletConnect.')
    expect(wallet.handled.map((h) => [h.method, h.outcome])).toEqual([
      ['session_authenticate', 'rejected'],
    ])
    expect((await serverSession(page, wcSiweHostApp.url)).status).toBe(401)
    await expect(connectButton(page)).toHaveText(/Connect/)
    await auditEveryWay(page, 'WalletConnect, sign-in refused')
    await dialog.getByRole('button', { name: 'Retry' }).click()
    await expect(dialog.getByTestId('foyer-wc-qr')).toBeVisible()
    const again = await dialog.getByRole('button', { name: 'Copy link' }).getAttribute('data-uri')
    expect(again).not.toBe(uri)
  })

  test('a wallet without one-click sign-in connects, then signs the message', async ({
    page,
    chains,
    relay,
    wcSiweHostApp,
  }) => {
    const { dialog, paired } = await pairFromApp(
      page,
      { appUrl: wcSiweHostApp.url, relayUrl: relay.url, rpcUrls: chains.rpcUrls },
      { oneClickAuth: false },
    )
    wallet = paired

    await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    const request = await wallet.waitForRequest('personal_sign', { timeoutMs: 15_000 })
    const [data] = request.params as [Hex]
    expect(parseSiweMessage(hexToString(data))).toMatchObject({
      address: owner.address,
      chainId: CHAIN_ID,
    })
    await wallet.approveRequest(undefined, { timeoutMs: 15_000 })
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    expect(wallet.handled.map((h) => h.method)).toEqual(['session_proposal', 'personal_sign'])
    expect(await serverSession(page, wcSiweHostApp.url)).toMatchObject({
      status: 200,
      body: { address: owner.address },
    })
  })

  test('a one-click sign-in the server refuses ends the session in the wallet and says why', async ({
    page,
    chains,
    relay,
    wcSiweHostApp,
  }) => {
    // The nonce the modal gets is used up by someone else before the wallet's message arrives.
    await burnEveryNonce(page, wcSiweHostApp.url)
    const { dialog, paired } = await pairFromApp(page, {
      appUrl: wcSiweHostApp.url,
      relayUrl: relay.url,
      rpcUrls: chains.rpcUrls,
    })
    wallet = paired

    const alert = dialog.getByRole('alert')
    await expect(alert).toContainText('Sign-in failed, so the wallet was disconnected:')
    await expect(alert).toContainText(/nonce/i)
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible()
    // The session the wallet approved is gone on its side too, and nobody is signed in.
    await expect.poll(() => wallet!.sessions().length).toBe(0)
    expect((await serverSession(page, wcSiweHostApp.url)).status).toBe(401)
    await expect(connectButton(page)).toHaveText(/Connect/)
    await auditEveryWay(page, 'WalletConnect, sign-in rejected')
  })
})
