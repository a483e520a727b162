import { FOYER_INSTANCE_KEY } from '@foyer/modal/internal'
import { connectButton } from '@foyer/testing/driver'
import { installSolanaTestWallet, type SolanaTestWalletOptions } from '@foyer/testing/solana-wallet'
import { installTestWallet } from '@foyer/testing/test-wallet'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { PageBusEvent } from './timeline.ts'

export type FlowPageInput = {
  url: string
  rpcUrls: Record<number, string>
  chainId: number
  /** Keys of the test wallet's accounts. @default anvil's first dev account */
  privateKeys?: `0x${string}`[] | undefined
  /** Also the Solana test wallet (Wallet Standard), approving everything. */
  solanaWallet?: SolanaTestWalletOptions | undefined
  onEvent: (event: PageBusEvent) => void
  onProgress: (message: string) => void
  timeout: number
}

/**
 * Opens the app in a fresh context with the test wallet (approving everything) and the bus
 * subscription, then runs `prepare` on the page (connect, fill a form…) and resolves its result.
 *
 * A dev server that meets a dependency for the first time optimises it and reloads the page,
 * which loses the modal's state. Until `prepare` resolves, a reload abandons the attempt (its
 * context is closed in the background, ending whatever step waited there) and starts again in a
 * fresh context, so that nothing the old page stored leaks into the new one. After it, the page
 * must stay: a transaction may be on its way.
 */
export async function openFlowPage<T>(
  browser: Browser,
  input: FlowPageInput,
  prepare: (page: Page) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const context = await newContext(browser, input)
    const page = await context.newPage()
    let watching = false
    let reload!: () => void
    const reloaded = new Promise<'reloaded'>((resolve) => {
      reload = () => resolve('reloaded')
    })
    page.on('framenavigated', (frame) => {
      if (watching && frame === page.mainFrame()) reload()
    })
    const steps = async (): Promise<{ value: T }> => {
      input.onProgress(`opening ${input.url}`)
      await page.goto(input.url)
      await page.waitForFunction(instanceReady, FOYER_INSTANCE_KEY)
      watching = true
      return { value: await prepare(page) }
    }
    const result = await Promise.race([
      // An evaluate can fail on the reload before Playwright reports the navigation.
      steps().catch((error: unknown) => {
        if (/Execution context was destroyed/.test(String(error))) return 'reloaded' as const
        throw error
      }),
      reloaded,
    ])
    watching = false
    if (result !== 'reloaded') return result.value
    if (attempt >= 5) throw new Error('the dev server kept reloading the page')
    void context.close().catch(() => {})
    input.onProgress('the dev server reloaded the page (it optimised new dependencies): again')
  }
}

/** A context with the test wallet and the bus subscription installed in every page. */
async function newContext(browser: Browser, input: FlowPageInput): Promise<BrowserContext> {
  const context = await browser.newContext()
  context.setDefaultTimeout(input.timeout)
  await context.exposeFunction('__foyerFlowEvent', input.onEvent)
  await installTestWallet(context, {
    rpcUrls: input.rpcUrls,
    chainId: input.chainId,
    mode: 'auto',
    ...(input.privateKeys ? { privateKeys: input.privateKeys } : {}),
  })
  if (input.solanaWallet) await installSolanaTestWallet(context, input.solanaWallet)
  await context.addInitScript({ content: subscribeToBusScript(FOYER_INSTANCE_KEY) })
  return context
}

/** In the page: the mount script has registered the page's instance. */
function instanceReady(key: string): boolean {
  return Boolean((globalThis as Record<symbol, unknown>)[Symbol.for(key)])
}

/**
 * Runs in the page before its scripts (an init script, so again after every reload): subscribes
 * to the bus of the instance the mount script registers, the moment it registers it. Plain
 * source text, not a function: tsx/esbuild add `__name()` helpers to functions, which do not
 * exist in the page.
 */
export function subscribeToBusScript(key: string): string {
  return `(() => {
  const symbol = Symbol.for(${JSON.stringify(key)})
  let current
  Object.defineProperty(globalThis, symbol, {
    configurable: true,
    get() { return current },
    set(instance) {
      current = instance
      if (!instance) return
      // JSON round trip: bus payloads may hold bigints, which cannot cross to Node as they are.
      instance.bus.subscribe(function (event) {
        const json = JSON.stringify(event, function (_, v) { return typeof v === 'bigint' ? v.toString() : v })
        globalThis.__foyerFlowEvent(JSON.parse(json))
      })
    },
  })
})()`
}

/** Clicks the host's Connect button, or opens the modal through the page's instance. */
export async function openModal(page: Page): Promise<void> {
  const button = connectButton(page)
  if ((await button.count()) > 0) return button.first().click()
  // An app without a <ConnectButton />: the action the button calls, on the page's instance,
  // loaded from the dev server (which resolves the bare specifier for the browser).
  await page.evaluate(async (key) => {
    const specifier = '/@id/@foyer/modal'
    const foyer = (globalThis as Record<symbol, unknown>)[Symbol.for(key)]
    const actions = (await import(specifier)) as {
      openModal(foyer: unknown): void
      getChainId(foyer: unknown): Promise<number>
    }
    actions.openModal(foyer)
    // The Connect button loads the wallet code (and so wallet discovery) on hover; the
    // Connect view alone does not. Any wallet action loads it: this read is the lightest.
    void actions.getChainId(foyer).catch(() => {})
  }, FOYER_INSTANCE_KEY)
}
