import { generateKeyPairSync, randomBytes } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { HostApp } from '@foyer/host-app/start'
import type { CDPSession, Page, Request } from '@playwright/test'
import type { Address } from 'viem'
import { decodeShare } from '../frame/src/custody/decodeShare.ts'
import { recoverKey } from '../frame/src/custody/recoverKey.ts'
import { describeViolations } from './support/axe.ts'
import {
  expectFrameAccessible,
  freshEmail,
  latestMail,
  saveRecoveryKey,
  signInWithEmail,
  walletFrame,
} from './support/embedded.ts'
import { trackingEvents } from './support/flows.ts'
import { auditEveryWay } from './support/looks.ts'
import { addAuthenticator } from './support/passkeys.ts'
import { connectButton, expect, modal, test } from './support/test.ts'

// The passkey login of the embedded wallet, in Chromium with its virtual authenticator (the
// DevTools protocol's WebAuthn domain): the ceremony runs in the wallet frame, on the Foyer
// server's origin, which is the relying party. With PRF the passkey also keeps the recovery
// share (encrypted, on the server), so a new device needs no recovery key; without PRF the
// recovery key is shown, and says why. On the build served with the Foyer server (`served`).
//
// "A new device" is the same browser with the wallet's and the app's site data cleared: the
// authenticator stays, as a passkey synced to a person's new phone would. (Chromium's
// WebAuthn.addCredential cannot carry a credential's PRF secret into another browser context:
// the copied credential answers PRF with nothing.)

const PASSKEY_NO_PRF =
  'Your passkey cannot protect a recovery key on this device (its authenticator does not support the WebAuthn PRF extension), so keep this recovery key: with it and your passkey you can open your wallet on a new device.'

/** Connect → "Continue with a passkey" → the frame's dialog → `choice`. */
async function continueWithPasskey(page: Page, choice: 'Create a passkey' | 'Use my passkey') {
  await connectButton(page).click()
  const dialog = modal(page)
  await dialog.getByRole('button', { name: 'Continue with a passkey' }).click()
  const frame = walletFrame(page)
  await expect(frame.getByRole('heading', { name: 'Continue with a passkey' })).toBeVisible()
  const button = frame.getByRole('button', { name: choice })
  await expect(button).not.toHaveAttribute('aria-disabled', 'true')
  await button.click()
}

/** The connected address Account shows. */
async function connectedAddress(page: Page): Promise<string> {
  const address = modal(page).getByTestId('foyer-address')
  await expect(address).toBeVisible({ timeout: 30_000 })
  return (await address.textContent()) ?? ''
}

/** Everything this browser keeps for the app and the wallet frame: a new device, same passkey. */
async function clearSiteData(cdp: CDPSession, hostApp: HostApp) {
  // The frame's origin is its server's (apiServer), the app's is its own.
  for (const url of [hostApp.apiServer!, hostApp.url])
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'all',
    })
}

/** Account → "Export wallet key": the wallet's own page, on its origin, in a new tab. */
async function openWalletPage(page: Page): Promise<Page> {
  const [wallet] = await Promise.all([
    page.context().waitForEvent('page'),
    modal(page)
      .getByRole('link', { name: /Export wallet key/ })
      .click(),
  ])
  await expect(wallet.getByRole('heading', { name: 'Passkeys' })).toBeVisible()
  return wallet
}

/** The bodies the page and the frame sent to `path` (requests of both are the page's). */
function recordBodies(page: Page, path: string): string[] {
  const bodies: string[] = []
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname.startsWith(path)) bodies.push(request.postData() ?? '')
  })
  return bodies
}

test.describe('passkeys', () => {
  test('a passkey with PRF: sign up with nothing to write down, log in again, and on a new device the passkey alone restores the wallet', async ({
    page,
    passkeyHostApp: hostApp,
  }) => {
    test.setTimeout(180_000)
    const { cdp } = await addAuthenticator(page, { prf: true })
    const passkeyCalls = recordBodies(page, '/v1/auth/passkey/')
    const shareCalls = recordBodies(page, '/v1/keys/auth-share')
    await page.goto(hostApp.url)
    await connectButton(page).click()
    const dialog = modal(page)
    await expect(dialog.getByRole('button', { name: 'Continue with a passkey' })).toBeVisible()
    await auditEveryWay(page, 'Connect, with a passkey', ['foyer-passkey-button'])
    // From the keyboard: the modal's button, then the frame's (once armed).
    await dialog.getByRole('button', { name: 'Continue with a passkey' }).press('Enter')
    const frame = walletFrame(page)
    await expect(frame.getByRole('heading', { name: 'Continue with a passkey' })).toBeVisible()
    // The verified origin of the app asks; the frame names the wallet's own site.
    await expect(frame.locator('.requester')).toContainText(new URL(hostApp.url).origin)
    await expectFrameAccessible(page, 'Use my passkey', 'passkey dialog')
    const create = frame.getByRole('button', { name: 'Create a passkey' })
    await expect(create).not.toHaveAttribute('aria-disabled', 'true')
    await create.press('Enter')

    const address = await connectedAddress(page)
    await expect(dialog.getByText('Passkey wallet · signed in with a passkey')).toBeVisible()
    // No recovery key to write down: the passkey keeps the recovery share.
    await expect(frame.getByRole('heading', { name: 'Save your recovery key' })).toHaveCount(0)

    // What left the frame: the passkey answers without their PRF output, and the recovery share
    // only encrypted. The server's data (the auth share and that ciphertext) rebuilds nothing.
    expect(passkeyCalls.length).toBeGreaterThanOrEqual(3)
    for (const body of passkeyCalls) expect(body).not.toMatch(/"results"/)
    const vault = passkeyCalls
      .map((body) => JSON.parse(body || '{}') as { ciphertext?: string })
      .find((body) => body.ciphertext)
    expect(vault?.ciphertext).toBeTruthy()
    const authShare = JSON.parse(shareCalls.find((body) => body.includes('share'))!) as {
      share: string
      address: Address
    }
    expect(authShare.address.toLowerCase()).toBe(address.toLowerCase())
    const sealed = new Uint8Array(Buffer.from(vault!.ciphertext!, 'base64'))
    const share = decodeShare(authShare.share)
    for (let start = 0; start + share.length <= sealed.length; start++)
      await expect(
        recoverKey(share, sealed.slice(start, start + share.length), authShare.address),
      ).rejects.toThrow(/do not rebuild the wallet/)

    // The wallet's own page lists the passkey, and will not remove the only way in.
    const wallet = await openWalletPage(page)
    const passkeys = wallet.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')
    await expect(passkeys).toHaveCount(1)
    await expect(passkeys.first()).toContainText('opens the wallet on a new device')
    await wallet.getByRole('button', { name: /^Remove / }).click()
    await expect(wallet.locator('#foyer-passkey-error')).toHaveText(
      'This is the only way into this wallet: add another passkey or an email before removing it.',
    )
    await expect(passkeys).toHaveCount(1)
    const audit = await new AxeBuilder({ page: wallet }).analyze()
    expect(audit.violations, describeViolations(audit.violations)).toEqual([])
    await wallet.close()

    // Disconnect, then the passkey again: the same wallet.
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await page.reload()
    await continueWithPasskey(page, 'Use my passkey')
    expect(await connectedAddress(page)).toBe(address)

    // A new device (nothing of the wallet in this browser): the passkey and the server's auth
    // share rebuild the key; no "Restore your wallet".
    await clearSiteData(cdp, hostApp)
    await page.reload()
    await continueWithPasskey(page, 'Use my passkey')
    expect(await connectedAddress(page)).toBe(address)
    await expect(frame.getByRole('heading', { name: 'Restore your wallet' })).toHaveCount(0)
    // And the wallet is this device's now: it comes back on reload.
    await page.reload()
    await connectButton(page).click()
    expect(await connectedAddress(page)).toBe(address)
  })

  test('a passkey without PRF: the recovery key is shown, saying why, and restores the wallet on a new device', async ({
    page,
    passkeyHostApp: hostApp,
  }) => {
    test.setTimeout(180_000)
    const { cdp } = await addAuthenticator(page, { prf: false })
    await page.goto(hostApp.url)
    await continueWithPasskey(page, 'Create a passkey')
    const frame = walletFrame(page)
    await expect(frame.getByRole('heading', { name: 'Save your recovery key' })).toBeVisible()
    await expect(frame.locator('#foyer-recovery-note')).toHaveText(PASSKEY_NO_PRF)
    await expect(frame.getByText(/With these 25 words and your passkey/)).toBeVisible()
    const recoveryKey = await saveRecoveryKey(page)
    const address = await connectedAddress(page)

    await clearSiteData(cdp, hostApp)
    await page.reload()
    await continueWithPasskey(page, 'Use my passkey')
    await expect(frame.getByRole('heading', { name: 'Restore your wallet' })).toBeVisible()
    await frame.getByLabel('Recovery key').fill(recoveryKey)
    await frame.getByLabel('Recovery key').press('Enter')
    expect(await connectedAddress(page)).toBe(address)
  })

  test('a cancelled dialog and a refused prompt each say so in Connect, and change nothing', async ({
    page,
    passkeyHostApp: hostApp,
  }) => {
    const { cdp, authenticatorId } = await addAuthenticator(page, { prf: true })
    await page.goto(hostApp.url)
    await connectButton(page).click()
    const dialog = modal(page)
    await dialog.getByRole('button', { name: 'Continue with a passkey' }).click()
    const frame = walletFrame(page)
    await expect(frame.getByRole('heading', { name: 'Continue with a passkey' })).toBeVisible()
    // Cancel takes a click once the dialog has been up a moment (its buttons armed).
    await expect(frame.getByRole('button', { name: 'Use my passkey' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await frame.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(
      'You closed "Continue with a passkey": nothing changed.',
    )
    await auditEveryWay(page, 'Connect, the passkey dialog closed', ['foyer-passkey-error'])
    await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
    await expect(trackingEvents(page).filter({ hasText: 'PASSKEY_LOGIN_STARTED' })).toHaveCount(1)
    await expect(trackingEvents(page).filter({ hasText: 'PASSKEY_LOGIN_ERROR' })).toHaveCount(1)

    // The authenticator refuses (the person does not verify): the browser's NotAllowedError.
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false })
    await dialog.getByRole('button', { name: 'Continue with a passkey' }).click()
    const create = frame.getByRole('button', { name: 'Create a passkey' })
    await expect(create).not.toHaveAttribute('aria-disabled', 'true')
    await create.click()
    await expect(dialog.getByRole('alert')).toHaveText(
      'The passkey prompt was closed or timed out: nothing changed. Try again when you are ready.',
      { timeout: 30_000 },
    )
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
    expect(credentials).toHaveLength(0)
  })

  test('a passkey this wallet does not know (removed, or made elsewhere) is refused in words, and opens nothing', async ({
    page,
    passkeyHostApp: hostApp,
  }) => {
    const { cdp, authenticatorId } = await addAuthenticator(page, { prf: true })
    // A passkey for the wallet's site that its server never registered.
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    await page.goto(hostApp.url)
    // The wallet's server is on the app's loopback name (another port): the same rpId.
    const rpId = new URL(hostApp.url).hostname
    await cdp.send('WebAuthn.addCredential', {
      authenticatorId,
      credential: {
        credentialId: randomBytes(32).toString('base64'),
        isResidentCredential: true,
        rpId,
        privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
        userHandle: Buffer.from('not-a-user-of-this-wallet').toString('base64'),
        signCount: 0,
      },
    })
    await continueWithPasskey(page, 'Use my passkey')
    await expect(modal(page).getByRole('alert')).toHaveText(
      'This passkey is not registered with this wallet (it may have been removed). Sign in another way, or create a new passkey.',
      { timeout: 30_000 },
    )
    await expect(trackingEvents(page).filter({ hasText: 'PASSKEY_LOGIN_ERROR' })).toHaveCount(1)
    await expect(modal(page).getByTestId('foyer-address')).toHaveCount(0)
  })

  test('an email user adds a passkey on the wallet page; on a new device the passkey alone opens the same wallet', async ({
    page,
    passkeyHostApp: hostApp,
  }) => {
    test.setTimeout(180_000)
    const { cdp } = await addAuthenticator(page, { prf: true })
    await page.goto(hostApp.url)
    await connectButton(page).click()
    await signInWithEmail(page, hostApp.mailbox!, freshEmail('passkey-later'))
    const address = await connectedAddress(page)

    // The wallet's page in this tab, whose virtual authenticator (one per tab) keeps the passkey.
    const href = await modal(page)
      .getByRole('link', { name: /Export wallet key/ })
      .getAttribute('href')
    const appUrl = page.url()
    await page.goto(href!)
    await expect(page.getByRole('list', { name: 'Your passkeys' })).toHaveText('No passkey yet.')
    await page.getByRole('button', { name: 'Add a passkey' }).click()
    await expect(page.locator('#foyer-passkey-error')).toHaveText('')
    await expect(page.locator('#foyer-passkey-status')).toHaveText(
      'Passkey added. It signs you in, and on a new device it opens this wallet without your recovery key.',
    )
    const passkeys = page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')
    await expect(passkeys).toHaveCount(1)
    await expect(passkeys.first()).toContainText('opens the wallet on a new device')
    await page.goto(appUrl)

    await clearSiteData(cdp, hostApp)
    await page.reload()
    await continueWithPasskey(page, 'Use my passkey')
    expect(await connectedAddress(page)).toBe(address)
    await expect(
      walletFrame(page).getByRole('heading', { name: 'Restore your wallet' }),
    ).toHaveCount(0)
    // Account still names the email of the account the passkey opened.
    await expect(modal(page).getByText(/^Passkey wallet · passkey-later-/)).toBeVisible()
  })

  test('a passkey user adds an email: the frame asks, one code to the new email, and Account names it', async ({
    page,
    passkeyHostApp: hostApp,
  }) => {
    test.setTimeout(120_000)
    await addAuthenticator(page, { prf: true })
    await page.goto(hostApp.url)
    await continueWithPasskey(page, 'Create a passkey')
    const address = await connectedAddress(page)
    const dialog = modal(page)
    await dialog.getByRole('button', { name: 'Add an email' }).click()
    await expect(dialog.getByRole('heading', { name: 'Add an email' })).toBeVisible()
    const email = freshEmail('passkey-adds')
    const field = dialog.getByRole('textbox', { name: 'New email' })
    await field.fill(email)
    await field.press('Enter')
    const confirmation = walletFrame(page).getByRole('dialog', {
      name: `Change your email to ${email}?`,
    })
    await expect(confirmation.getByRole('button', { name: 'Confirm' })).toBeEnabled()
    await expect(confirmation.getByRole('button', { name: 'Confirm' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await confirmation.getByRole('button', { name: 'Confirm' }).click()
    // No current email to prove: the code goes to the new one.
    await expect(dialog.getByRole('heading', { name: 'Code from your new email' })).toBeVisible()
    const mail = await latestMail(hostApp.mailbox!, email)
    await dialog.getByRole('textbox', { name: 'Code' }).fill(mail.code!)
    await expect(dialog.getByText(`Passkey wallet · ${email}`)).toBeVisible()
    expect(await connectedAddress(page)).toBe(address)
  })
})
