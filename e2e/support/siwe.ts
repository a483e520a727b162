import { anvilAccounts } from '@foyer/testing/anvil'
import type { Page } from '@playwright/test'
import { createSiweMessage } from 'viem/siwe'
import { CHAIN_ID, expect } from './test.ts'

/**
 * Uses up a sign-in nonce the way a replay by someone else would: a verify of a message with
 * that nonce and a wrong signature burns it on the server (single use, burnt even when the
 * signature fails). The wallet's genuine signature is then refused by the server.
 */
export async function burnNonce(page: Page, appUrl: string, nonce: string) {
  const app = new URL(appUrl)
  const message = createSiweMessage({
    domain: app.host,
    uri: app.origin,
    address: anvilAccounts[9]!.address,
    chainId: CHAIN_ID,
    nonce,
    version: '1',
  })
  const response = await page.request.post(
    new URL('/__foyer/api/v1/siwe/verify?projectId=local-dev', appUrl).href,
    { data: { message, signature: `0x${'11'.repeat(65)}` } },
  )
  expect(response.status()).toBe(401)
}

/** Every nonce the modal gets is burnt (`burnNonce`) before its signature reaches the server. */
export async function burnEveryNonce(page: Page, appUrl: string) {
  await page.route('**/v1/siwe/nonce*', async (route) => {
    const response = await route.fetch()
    const { nonce } = (await response.json()) as { nonce: string }
    await burnNonce(page, appUrl, nonce)
    await route.fulfill({ response })
  })
}
