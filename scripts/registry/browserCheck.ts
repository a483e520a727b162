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
 * Chromium with the app's installed @foyer/testing: its launch options, a context whose requests
 * to hosts other than 127.0.0.1 are answered by anvil (POST: the chain's public RPC, which a build
 * reads in place of `.foyer/anvil.json`) or refused (fonts, analytics), and a page with the test
 * wallet installed. Collects page errors and console messages.
 */
async function openApp(app: string, rpc: string, env: NodeJS.ProcessEnv) {
  const testing = await installedTesting(app)
  const browser = await chromium.launch({
    ...testing.browser.chromiumLaunchOptions,
    // Its profile and crash reports go under the temp HOME too.
    env: Object.fromEntries(
      Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined),
    ),
  })
  const forwarded = new Set<string>()
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
  const messages: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`)
  })
  await testing.wallet.installTestWallet(page, { rpcUrls: { 1: rpc }, chainId: 1 })
  return { testing, browser, page, forwarded, errors, messages }
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
  const { testing, browser, page, forwarded, errors } = await openApp(app, rpc, env)
  try {
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

/** What React (and Vue) print when the first client render does not match the server's HTML. */
const HYDRATION = /hydrat|Minified React error #(418|419|421|422|423|425)/i

/**
 * The built app in Chromium: connects the test wallet through the Connect button (React's, or
 * `<foyer-button>`'s in its shadow root), closes the modal, and waits for the button to name
 * `address`; then reloads and waits for it again (the session restored, after hydration).
 * Returns the console's hydration warnings, if any; page errors fail it.
 */
export async function connectThroughButton(
  app: string,
  url: string,
  rpc: string,
  env: NodeJS.ProcessEnv,
  address: string,
) {
  const { testing, browser, page, errors, messages } = await openApp(app, rpc, env)
  const button = page.locator('[data-foyer-connect-button]')
  const shows = async (when: string) => {
    try {
      await page.waitForFunction(
        (want) =>
          [...document.querySelectorAll('*')]
            .flatMap((el) => [el, ...(el.shadowRoot ? el.shadowRoot.querySelectorAll('*') : [])])
            .some(
              (el) =>
                el.hasAttribute('data-foyer-connect-button') &&
                el.getAttribute('title')?.toLowerCase() === want.toLowerCase(),
            ),
        address,
        { timeout: 20_000 },
      )
    } catch {
      throw new Error(
        `${when}, the Connect button does not name ${address}: it reads "${await button
          .first()
          .textContent()
          .catch(
            () => '?',
          )}"\npage errors: ${errors.join('\n') || 'none'}\nconsole: ${messages.join('\n') || 'none'}`,
      )
    }
  }
  try {
    await page.goto(url)
    // Live once hydrated (a server-rendered button is there before, without handlers).
    await page.locator('[data-foyer-connect-button][data-foyer-status]').waitFor()
    await testing.driver.connectWallet(page, WALLET_NAME).catch((error: Error) => {
      throw new Error(
        `${error.message}\npage errors: ${errors.join('\n') || 'none'}\nconsole: ${messages.join('\n') || 'none'}`,
      )
    })
    await page.keyboard.press('Escape')
    await shows('After connecting')
    await page.reload()
    await shows('After a reload')
    assert(errors.length === 0, `page errors: ${errors.join('\n')}`)
    return { hydrationWarnings: messages.filter((m) => HYDRATION.test(m)) }
  } finally {
    await browser.close()
  }
}

/**
 * The app's dev server in Chromium, SIWE on: reads the loader's page signed out, connects the
 * test wallet (which signs the SIWE message at once, before the Account view), then reads the
 * loader's page again. Returns both readings and any hydration warnings.
 */
export async function signInAndReadLoader(
  app: string,
  url: string,
  loaderUrl: string,
  rpc: string,
  env: NodeJS.ProcessEnv,
  devOutput: () => string,
) {
  const { testing, browser, page, errors, messages } = await openApp(app, rpc, env)
  // A dev server optimises the dependencies it discovers on the first page load and then
  // reloads the page, which aborts a navigation under way: go again until a load settles. That
  // first load can also outlast 30 s when two apps build at once on a 2-core machine (seen in a
  // fresh-clone CI run, not alone): a timed-out navigation goes again too, with a longer wait.
  const visit = async (target: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await page.goto(target, { timeout: 60_000 })
        await page.waitForLoadState('networkidle', { timeout: 60_000 })
        return
      } catch (error) {
        if (
          attempt === 4 ||
          !/ERR_ABORTED|interrupted by another navigation|Timeout \d+ms exceeded/.test(
            String(error),
          )
        )
          throw error
        await page.waitForTimeout(1_000)
      }
    }
  }
  const read = async () => {
    await visit(loaderUrl)
    return (await page.locator('#siwe-session').textContent())?.trim() ?? ''
  }
  /**
   * The app's page, until its button is live (hydrated). Under load (two dev servers building on
   * two cores, seen in a fresh-clone CI run) a page can outlast 30 s or be reloaded by the dev
   * server while it hydrates: it is visited again, with 60 s each time.
   */
  const visitLive = async () => {
    for (let attempt = 1; ; attempt++) {
      await visit(url)
      try {
        await page
          .locator('[data-foyer-connect-button][data-foyer-status]')
          .waitFor({ timeout: 60_000 })
        return
      } catch (error) {
        if (attempt === 3 || !/Timeout \d+ms exceeded/.test(String(error))) throw error
      }
    }
  }
  /**
   * Vite's optimizer runs again whenever a page asks for a dependency it has not bundled yet (the
   * loader's route imports `@foyer/server`, found only when that route is first visited), and
   * then reloads the page, answering "504 Outdated Optimize Dep" to modules still loading: seen
   * in a fresh-clone CI run, where that reload landed in the middle of the connect. Both pages
   * are visited until a round of visits leaves the dev server's optimizer quiet for 4 s.
   */
  const optimizerRuns = () =>
    devOutput().match(/\[optimizer\]|optimized dependencies changed/g)?.length ?? 0
  const warmUp = async () => {
    for (let round = 1; ; round++) {
      const runs = optimizerRuns()
      await visitLive()
      await read()
      await page.waitForTimeout(4_000)
      if (optimizerRuns() === runs || round === 5) return
    }
  }
  try {
    await warmUp()
    const before = await read()
    await visitLive()
    await testing.driver.connectWallet(page, WALLET_NAME).catch((error: Error) => {
      throw new Error(
        `${error.message}\npage errors: ${errors.join('\n') || 'none'}\nconsole: ${messages.join('\n') || 'none'}`,
      )
    })
    const after = await read()
    return { before, after, hydrationWarnings: messages.filter((m) => HYDRATION.test(m)) }
  } finally {
    await browser.close()
  }
}
