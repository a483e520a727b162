import {
  createTestWalletConnectWallet,
  type TestWalletConnectWallet,
  type TestWalletConnectWalletOptions,
} from '@foyer/testing/walletconnect'
import type { Page } from '@playwright/test'
import { CHAIN_ID, expect, modal, POLYGON_ID } from './test.ts'

/**
 * The Verify API's attestation frame, as verify.walletconnect.org serves it: it posts the parent
 * a `verify_attestation` message with a JWT naming the request's id (unsigned here: the dapp side
 * only matches the id; the Node wallet does not check attestations).
 */
const attestationFrame = `<!doctype html><script>
const id = new URLSearchParams(location.search).get('id')
const part = (value) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\\+/g, '-').replace(/\\//g, '_')
const attestation = part({ alg: 'none', typ: 'JWT' }) + '.' + part({ id, origin: '', isScam: false, isVerified: false }) + '.'
parent.postMessage(JSON.stringify({ type: 'verify_attestation', attestation }), '*')
</script>`

/**
 * WalletConnect with nothing reaching the internet: its Verify API, telemetry and explorer hosts
 * are refused at once, as in a browser that cannot reach them (each request then waits 5 s for
 * an attestation). Chromium in a loopback-only sandbox says it is offline (navigator.onLine),
 * which would hold the relay client back, so the page is told it is online.
 *
 * `verify: 'stand-in'` answers the Verify API's attestation frame instead: one-click sign-in
 * sends two requests at once, and without an answer @walletconnect/core's verify client leaves
 * the first waiting for ever (its abort timer aborts only the latest attestation).
 */
export async function offlineSafe(page: Page, options: { verify?: 'refused' | 'stand-in' } = {}) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true })
  })
  await page.route(/^https:\/\/(verify|pulse|rpc|explorer-api)\.walletconnect\.(org|com)\//, (r) =>
    r.abort(),
  )
  if (options.verify !== 'stand-in') return
  await page.route(/^https:\/\/verify\.walletconnect\.(org|com)\/v3\/attestation\?/, (r) =>
    r.fulfill({ contentType: 'text/html', body: attestationFrame }),
  )
}

/**
 * A Node wallet on the chains of the tests, in manual mode: it pairs from `uri` and approves
 * (or, with `decide: 'reject'`, refuses) what the pairing asks: a session, or a one-click
 * sign-in when the wallet does that.
 */
export async function pairOwner(
  uri: string,
  {
    decide = 'approve',
    ...options
  }: Pick<
    TestWalletConnectWalletOptions,
    'relayUrl' | 'rpcUrls' | 'privateKey' | 'oneClickAuth'
  > & {
    decide?: 'approve' | 'reject'
  },
): Promise<TestWalletConnectWallet> {
  const paired = await createTestWalletConnectWallet({
    ...options,
    chains: [CHAIN_ID, POLYGON_ID],
    mode: 'manual',
  })
  await paired.pair(uri)
  if (decide === 'reject') await paired.rejectProposal(undefined, { timeoutMs: 15_000 })
  else await paired.approveProposal()
  return paired
}

/** Opens the WalletConnect view and returns the pairing URI it shows. */
export async function openPairing(page: Page): Promise<string> {
  const dialog = modal(page)
  await dialog.getByRole('button', { name: /^WalletConnect/ }).click()
  await expect(dialog.getByRole('heading', { name: 'WalletConnect' })).toBeVisible()
  await expect(dialog.getByTestId('foyer-wc-qr')).toBeVisible()
  const uri = await dialog.getByRole('button', { name: 'Copy link' }).getAttribute('data-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri!
}

/** What the WalletConnect view says when the relay never answers. */
export const RELAY_DOWN_ALERT =
  'Couldn’t connect with WalletConnect. The WalletConnect relay did not answer. Check your connection, then try again.'

/**
 * Picks WalletConnect in the open Connect view with the relay unreachable and moves the page's
 * installed clock (`page.clock.install()`) 1 s a step, at most 40 s in all, until the view says
 * so: the modal gives the relay 15 s (not WalletConnect's 75 s), from once its engine has loaded.
 */
export async function expectRelayDown(page: Page): Promise<void> {
  const dialog = modal(page)
  await dialog.getByRole('button', { name: /^WalletConnect/ }).click()
  const alert = dialog.getByRole('alert')
  for (let step = 0; step < 40; step++) {
    if (await alert.isVisible()) break
    await page.clock.fastForward(1_000)
    await alert.waitFor({ timeout: 500 }).catch(() => {})
  }
  await expect(alert).toContainText(RELAY_DOWN_ALERT, { timeout: 1_000 })
}
