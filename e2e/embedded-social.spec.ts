import AxeBuilder from '@axe-core/playwright'
import { createFarcasterClient, FARCASTER_TEST_IDENTITIES } from '@foyer/testing/farcaster'
import { DEFAULT_IDENTITIES, OAUTH_PROVIDERS, type OAuthProvider } from '@foyer/testing/oauth'
import type { Page } from '@playwright/test'
import { describeViolations } from './support/axe.ts'
import { saveRecoveryKey, walletFrame } from './support/embedded.ts'
import { auditEveryWay } from './support/looks.ts'
import { CHAIN_ID, connectButton, expect, modal, test } from './support/test.ts'

// Its tests share nothing (each loads its own page and state), so the run spreads them over
// both workers: in one, this file (~170 s of tests) kept the other idle at its project's end.
test.describe.configure({ mode: 'parallel' })

// Social logins of the embedded wallet (`vite preview` with the server): the Foyer server is
// the OAuth client of each provider's local stand-in (@foyer/testing/oauth, which speaks that
// provider's protocol), or of Farcaster's local relay (@foyer/testing/farcaster). The popup is
// a real window.

const LABELS: Record<OAuthProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}
/** How Account names each default stand-in identity: handles with @, names as they are. */
const USERNAMES: Record<OAuthProvider, string> = {
  google: 'Ada Lovelace',
  github: '@octo-ada',
  apple: 'Ada Lovelace',
  facebook: 'Ada Lovelace',
  x: '@ada_x',
  discord: '@ada.lovelace',
}

/** Clicks the provider's button in Connect; resolves to the sign-in window it opened. */
async function openSignInWindow(page: Page, label: string) {
  const popup = page.waitForEvent('popup')
  await modal(page)
    .getByRole('button', { name: `Continue with ${label}` })
    .click()
  return popup
}

/**
 * After the provider: a new wallet shows its recovery key in the frame (saved, from the
 * keyboard), a known one opens at once. Ends on Account; returns the address.
 */
async function landOnAccount(page: Page, { newWallet }: { newWallet: boolean }) {
  const dialog = modal(page)
  if (newWallet) {
    // Saved and typed back from the keyboard, once the frame armed "I saved it".
    await saveRecoveryKey(page)
  }
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  return (await dialog.getByTestId('foyer-address').textContent()) ?? ''
}

/** Disconnect in Account: the modal goes on to Connect, ready for the next sign-in. */
async function disconnect(page: Page) {
  const dialog = modal(page)
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
}

test.describe('social login through each provider stand-in', () => {
  test.use({ viewport: { width: 1280, height: 1000 } })

  for (const provider of OAUTH_PROVIDERS) {
    const label = LABELS[provider]
    test(`${label}: sign in, land on Account, log out, sign in again to the same wallet`, async ({
      page,
      socialHostApp,
      oauth,
    }) => {
      await page.goto(socialHostApp.url)
      await connectButton(page).click()
      const dialog = modal(page)
      const popup = await openSignInWindow(page, label)
      // The views are the same for every provider but their names: audited in every look once.
      const audited = provider === OAUTH_PROVIDERS[0]
      if (audited) await auditEveryWay(page, `Connecting to ${label}, its window open`)
      // The provider's own page (its stand-in), reached through the server's authorization URL.
      await expect(
        popup.getByRole('heading', { name: `Sign in with ${label} — local stand-in` }),
      ).toBeVisible()
      expect(new URL(popup.url()).origin).toBe(oauth.url)
      await popup.getByRole('button', { name: 'Continue' }).click()
      // The recovery key goes with the login the visitor used, not "your email".
      await expect(
        walletFrame(page).getByText(`With these 25 words and your ${label} account you can open`),
      ).toBeVisible()
      const address = await landOnAccount(page, { newWallet: true })
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      await expect(dialog.getByTestId('foyer-signed-in-as')).toContainText(
        `${label} · ${USERNAMES[provider]}`,
      )
      if (audited)
        await auditEveryWay(page, `Account, signed in with ${label}`, [
          'data-testid="foyer-signed-in-as"',
        ])
      // PKCE: the verifier reached the provider's token endpoint and matched the challenge.
      expect(
        oauth.requests.filter((r) => r.provider === provider).map((r) => r.codeVerifier),
      ).toContain('matched')

      await disconnect(page)
      const again = await openSignInWindow(page, label)
      await again.getByRole('button', { name: 'Continue' }).click()
      expect(await landOnAccount(page, { newWallet: false })).toBe(address)
    })
  }
})

test.describe('social login faults', () => {
  test.use({ viewport: { width: 1280, height: 1000 } })

  async function failsWith(
    page: Page,
    url: string,
    label: string,
    message: RegExp,
    { atProvider = true } = {},
  ) {
    await page.goto(url)
    await connectButton(page).click()
    const popup = await openSignInWindow(page, label)
    // A denial comes straight back, without the provider's page.
    if (atProvider) await popup.getByRole('button', { name: 'Continue' }).click()
    const dialog = modal(page)
    await expect(dialog.getByTestId('foyer-social-error')).toHaveText(message)
    await auditEveryWay(page, `social sign-in failed: ${message}`, [
      'data-testid="foyer-social-error"',
    ])
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeFocused()
  }

  test('the provider refuses (access_denied): the modal says so', async ({
    page,
    socialHostApp,
    oauth,
  }) => {
    oauth.setFault('discord', 'access-denied')
    try {
      await failsWith(
        page,
        socialHostApp.url,
        'Discord',
        /^Discord did not sign you in: access_denied/,
        { atProvider: false },
      )
    } finally {
      oauth.setFault('discord', undefined)
    }
  })

  test('an answer for another state is refused', async ({ page, socialHostApp, oauth }) => {
    oauth.setFault('github', 'wrong-state')
    try {
      await failsWith(page, socialHostApp.url, 'GitHub', /\(state mismatch\), so it was refused/)
    } finally {
      oauth.setFault('github', undefined)
    }
  })

  test('an id_token with another nonce is refused', async ({ page, socialHostApp, oauth }) => {
    oauth.setFault('google', 'wrong-nonce')
    try {
      await failsWith(page, socialHostApp.url, 'Google', /\(nonce mismatch\), so it was refused/)
    } finally {
      oauth.setFault('google', undefined)
    }
  })

  test('a provider that is down: the modal says so, and Try again then works', async ({
    page,
    socialHostApp,
    oauth,
  }) => {
    // Someone new to this server: each test is a new browser, which would have to restore a
    // wallet made by an earlier test with the recovery key.
    oauth.setIdentity('x', { subject: `${Date.now()}`, name: 'Lin', username: 'lin_x' })
    oauth.setFault('x', 'down')
    try {
      await failsWith(page, socialHostApp.url, 'X', /^X is not answering right now \(HTTP 503\)/)
    } finally {
      oauth.setFault('x', undefined)
    }
    const popup = page.waitForEvent('popup')
    await modal(page).getByRole('button', { name: 'Try again' }).click()
    await (await popup).getByRole('button', { name: 'Continue' }).click()
    await landOnAccount(page, { newWallet: true })
    await expect(modal(page).getByTestId('foyer-signed-in-as')).toContainText('X · @lin_x')
    oauth.setIdentity('x', DEFAULT_IDENTITIES.x)
  })

  test('the visitor closes the sign-in window: back to Connect, nothing to fix', async ({
    page,
    socialHostApp,
  }) => {
    await page.goto(socialHostApp.url)
    await connectButton(page).click()
    const popup = await openSignInWindow(page, 'Facebook')
    await expect(popup.getByRole('button', { name: 'Continue' })).toBeVisible()
    await popup.close()
    const dialog = modal(page)
    await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
    await expect(dialog.getByRole('alert')).toHaveCount(0)
  })

  test('a blocked window: the modal says so and continues in this tab instead', async ({
    page,
    socialHostApp,
    oauth,
  }) => {
    oauth.setIdentity('apple', {
      subject: `${Date.now()}.apple`,
      email: 'lin@icloud.test',
      name: 'Lin Wu',
    })
    // What a pop-up blocker does: window.open answers null.
    await page.addInitScript(() => {
      window.open = () => null
    })
    await page.goto(socialHostApp.url)
    await connectButton(page).click()
    const dialog = modal(page)
    await dialog.getByRole('button', { name: 'Continue with Apple' }).click()
    await expect(dialog.getByTestId('foyer-social-error')).toHaveText(
      'Your browser blocked the sign-in window. Allow pop-ups for this site, or continue in this tab.',
    )
    await auditEveryWay(page, 'social sign-in, pop-up blocked', [
      'data-testid="foyer-social-error"',
    ])
    const fallback = dialog.getByRole('button', { name: 'Continue in this tab' })
    await expect(fallback).toBeFocused()
    await fallback.press('Enter')
    // The whole tab goes to the provider (Apple answers with a form POST), then back to the app.
    await expect(
      page.getByRole('heading', { name: 'Sign in with Apple — local stand-in' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(new RegExp(`^${socialHostApp.url}/?$`))
    await landOnAccount(page, { newWallet: true })
    await expect(dialog.getByTestId('foyer-signed-in-as')).toContainText('Apple · Lin Wu')
    oauth.setIdentity('apple', DEFAULT_IDENTITIES.apple)
  })
})

test.describe('Sign In With Farcaster', () => {
  test.use({ viewport: { width: 1280, height: 1000 } })

  test('the QR code and link, a Farcaster client signs, Account; again: the same wallet', async ({
    page,
    socialHostApp,
    farcasterRelay,
    chains,
  }) => {
    const alice = FARCASTER_TEST_IDENTITIES[0]!
    const client = createFarcasterClient({
      relayUrl: farcasterRelay.url,
      custodyKey: alice.custodyKey,
      fid: alice.fid,
      username: alice.username,
      // Registered where the server reads custody: the IdRegistry fixture on chain 1's anvil.
      idRegistryRpcUrl: chains.rpcUrls[CHAIN_ID],
    })
    const signIn = async () => {
      const dialog = modal(page)
      await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
      await expect(dialog.getByTestId('foyer-farcaster-qr')).toBeVisible()
      const uri = await dialog.getByTestId('foyer-farcaster-link').getAttribute('href')
      expect(uri).toMatch(/channelToken=/)
      return uri!
    }
    await page.goto(socialHostApp.url)
    await connectButton(page).click()
    const uri = await signIn()
    await auditEveryWay(page, 'Farcaster, the QR code to scan')
    await client.signIn(uri)
    const address = await landOnAccount(page, { newWallet: true })
    await expect(modal(page).getByTestId('foyer-signed-in-as')).toContainText('Farcaster · @alice')
    await disconnect(page)
    await client.signIn(await signIn())
    expect(await landOnAccount(page, { newWallet: false })).toBe(address)
  })
})

test.describe('dev sign-in (no credentials configured), as `npm run demo` shows it', () => {
  test.use({ viewport: { width: 1280, height: 1000 } })

  test('every provider opens the dev sign-in page and lands on Account; Farcaster through the local client', async ({
    page,
    hostApp,
  }) => {
    test.setTimeout(180_000)
    await page.goto(hostApp.url)
    const dialog = modal(page)
    await connectButton(page).click()
    for (const provider of OAUTH_PROVIDERS) {
      const label = LABELS[provider]
      const popup = await openSignInWindow(page, label)
      await expect(
        popup.getByRole('heading', { name: `Sign in with ${label} — dev sign-in` }),
      ).toBeVisible()
      if (provider === 'google') {
        const audit = await new AxeBuilder({ page: popup }).analyze()
        expect(audit.violations, describeViolations(audit.violations)).toEqual([])
      }
      await popup.getByRole('button', { name: 'Continue as ada (ada@example.com)' }).click()
      await landOnAccount(page, { newWallet: true })
      await expect(dialog.getByTestId('foyer-signed-in-as')).toContainText(
        new RegExp(`^${label} · @?ada`),
      )
      await disconnect(page)
    }
    await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
    const [client] = await Promise.all([
      page.context().waitForEvent('page'),
      dialog.getByTestId('foyer-farcaster-client').click(),
    ])
    await client.getByRole('button', { name: /Sign in as @bob/ }).click()
    await expect(client.getByText('Signed in. You can go back to the app.')).toBeVisible()
    await landOnAccount(page, { newWallet: true })
    await expect(dialog.getByTestId('foyer-signed-in-as')).toContainText('Farcaster · @bob')
  })
})
