/** Chain and browser checks: anvil's balance, and the built app's modal in Chromium. */

import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { assert, repoRoot, WALLET_NAME } from './context.ts'

export async function getBalance(rpc: string, address: string): Promise<bigint> {
  const response = await fetch(rpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [address, 'latest'],
    }),
  })
  const body = (await response.json()) as { result?: string; error?: unknown }
  assert(body.result, `eth_getBalance on ${rpc}: ${JSON.stringify(body)}`)
  return BigInt(body.result)
}

export const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (r) => r.ok,
    () => false,
  )

/** The modules of @foyer/testing as the app installed them (not this repo's). */
async function installedTesting(app: string) {
  const resolve = createRequire(path.join(app, 'package.json')).resolve
  const load = async <T>(specifier: string): Promise<T> => {
    const file = resolve(specifier)
    assert(!file.startsWith(`${repoRoot}/`), `${specifier} resolved into the repo: ${file}`)
    return (await import(pathToFileURL(file).href)) as T
  }
  return {
    browser: await load<typeof import('@foyer/testing/browser')>('@foyer/testing/browser'),
    wallet: await load<typeof import('@foyer/testing/test-wallet')>('@foyer/testing/test-wallet'),
    driver: await load<typeof import('@foyer/testing/driver')>('@foyer/testing/driver'),
  }
}

/**
 * The built app in Chromium with the installed test wallet: connects through the modal (from
 * the <ConnectButton /> create-foyer placed) and returns the Account view's exact balance (the
 * title of `foyer-balance`). A build reads no `.foyer/anvil.json`, so the modal's reads go to the
 * chain's public RPC: those requests (the only ones leaving 127.0.0.1) are answered by anvil.
 */
export async function balanceInModal(
  app: string,
  url: string,
  rpc: string,
  expected: string,
  env: NodeJS.ProcessEnv,
) {
  const testing = await installedTesting(app)
  const browser = await chromium.launch({
    ...testing.browser.chromiumLaunchOptions,
    // Its profile and crash reports go under the temp HOME too.
    env: Object.fromEntries(
      Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined),
    ),
  })
  const forwarded = new Set<string>()
  try {
    const context = await browser.newContext()
    await context.route(
      (u) => !['127.0.0.1', 'localhost'].includes(u.hostname),
      async (route) => {
        const request = route.request()
        if (request.method() !== 'POST') return route.abort()
        forwarded.add(new URL(request.url()).host)
        const response = await fetch(rpc, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: request.postData() ?? '',
        })
        await route.fulfill({
          status: response.status,
          headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
          body: await response.text(),
        })
      },
    )
    const page = await context.newPage()
    page.setDefaultTimeout(30_000)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await testing.wallet.installTestWallet(page, { rpcUrls: { 1: rpc }, chainId: 1 })
    await page.goto(url)
    const dialog = await testing.driver.connectWallet(page, WALLET_NAME).catch((error: Error) => {
      throw new Error(`${error.message}\npage errors: ${errors.join('\n') || 'none'}`)
    })
    const balance = dialog.getByTestId('foyer-balance')
    let title: string | null = null
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; ) {
      title = await balance.getAttribute('title')
      if (title === expected) break
      await new Promise((r) => setTimeout(r, 250))
    }
    assert(
      title === expected,
      `the modal's balance is "${title}", anvil's is "${expected}" (RPC hosts answered by anvil: ${[...forwarded].join(', ') || 'none'})`,
    )
    return { title, forwarded: [...forwarded] }
  } finally {
    await browser.close()
  }
}
