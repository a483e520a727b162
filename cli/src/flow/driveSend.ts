import { setTimeout as sleep } from 'node:timers/promises'
import { FOYER_INSTANCE_KEY, type TrackingChannel } from '@foyer/modal/internal'
import { chromiumLaunchOptions } from '@foyer/testing/browser'
import { connectButton, connectWallet, openSendPreview, sendButton } from '@foyer/testing/driver'
import { defaultTestWalletInfo, installTestWallet } from '@foyer/testing/test-wallet'
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core'
import type { PageBusEvent } from './timeline.ts'

export type DriveSendInput = {
  url: string
  rpcUrls: Record<number, string>
  chainId: number
  /** Symbol in the Send form's token list; the form's first token when absent. */
  token: string | undefined
  amount: string
  to: string
  onEvent: (event: PageBusEvent) => void
  onProgress: (message: string) => void
  /** @default 60_000 */
  timeoutMs?: number
}

export type DriveSendOutcome =
  | { ok: true; token: string; hash: string; blockNumber: number }
  | { ok: false; token: string; hash?: string; reason: string }

/** The tracking events that end a send: its receipt, its revert, or its failure to start. */
type SendSettled = Extract<
  TrackingChannel,
  { event: 'SEND_CONFIRMED' | 'SEND_REVERTED' | 'SEND_ERROR' }
>

/**
 * Drives the page's real modal in headless Chromium with the test wallet injected (approving
 * everything): connect, fill Send, preview, send, and wait for the receipt. The outcome comes
 * from the bus's tracking events (SEND_CONFIRMED, SEND_REVERTED, SEND_ERROR), which carry the
 * hash and the modal's own wording of what went wrong.
 */
export async function driveSend(input: DriveSendInput): Promise<DriveSendOutcome> {
  const timeout = input.timeoutMs ?? 60_000
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    let settle!: (event: SendSettled) => void
    const settled = new Promise<SendSettled>((resolve) => {
      settle = resolve
    })
    const onEvent = (event: PageBusEvent) => {
      input.onEvent(event)
      if (event.channel !== 'tracking') return
      const { payload } = event
      if (
        payload.event === 'SEND_CONFIRMED' ||
        payload.event === 'SEND_REVERTED' ||
        payload.event === 'SEND_ERROR'
      )
        settle(payload)
    }

    // A dev server that meets a dependency for the first time optimises it and reloads the
    // page, which loses the modal's state. Until Send is clicked, a reload abandons the attempt
    // (its context is closed in the background, ending whatever step waited there) and starts
    // again in a fresh context, so that nothing the old page stored leaks into the new one.
    let prepared: Prepared | undefined
    for (let attempt = 1; !prepared; attempt++) {
      const context = await newContext(browser, input, onEvent, timeout)
      const page = await context.newPage()
      let watching = false
      let reload!: () => void
      const reloaded = new Promise<'reloaded'>((resolve) => {
        reload = () => resolve('reloaded')
      })
      page.on('framenavigated', (frame) => {
        if (watching && frame === page.mainFrame()) reload()
      })
      const steps = async () => {
        input.onProgress(`opening ${input.url}`)
        await page.goto(input.url)
        await page.waitForFunction(instanceReady, FOYER_INSTANCE_KEY)
        watching = true
        return prepare(page, input)
      }
      const result = await Promise.race([
        // An evaluate can fail on the reload before Playwright reports the navigation.
        steps().catch((error: unknown) => {
          if (/Execution context was destroyed/.test(String(error))) return 'reloaded' as const
          throw error
        }),
        reloaded,
      ])
      // From here on the page must stay: the transaction may soon be on its way.
      watching = false
      if (result !== 'reloaded') prepared = result
      else if (attempt >= 5) throw new Error('the dev server kept reloading the page')
      else {
        void context.close().catch(() => {})
        input.onProgress('the dev server reloaded the page (it optimised new dependencies): again')
      }
    }
    if (!prepared.ok) return prepared
    const { dialog, token } = prepared

    input.onProgress('sending')
    await sendButton(dialog).click()
    input.onProgress('waiting for the receipt')
    const outcome = await Promise.race([settled, sleep(timeout, undefined, { ref: false })])
    if (!outcome) return { ok: false, token, reason: `no receipt within ${timeout / 1000} s` }
    switch (outcome.event) {
      case 'SEND_CONFIRMED': {
        const { hash, blockNumber } = outcome.properties
        return { ok: true, token, hash, blockNumber }
      }
      case 'SEND_REVERTED': {
        const { hash, message } = outcome.properties
        return { ok: false, token, hash, reason: `Transaction failed: ${message}` }
      }
      case 'SEND_ERROR': {
        const { message, detail } = outcome.properties
        return { ok: false, token, reason: detail ? `${message}: ${detail}` : message }
      }
    }
  } finally {
    await browser.close()
  }
}

/** A context with the test wallet and the bus subscription installed in every page. */
async function newContext(
  browser: Browser,
  input: DriveSendInput,
  onEvent: (event: PageBusEvent) => void,
  timeout: number,
): Promise<BrowserContext> {
  const context = await browser.newContext()
  context.setDefaultTimeout(timeout)
  await context.exposeFunction('__foyerFlowEvent', onEvent)
  await installTestWallet(context, { rpcUrls: input.rpcUrls, chainId: input.chainId, mode: 'auto' })
  await context.addInitScript({ content: subscribeToBusScript(FOYER_INSTANCE_KEY) })
  return context
}

type Prepared =
  | { ok: true; dialog: Locator; token: string }
  | { ok: false; token: string; reason: string }

/** Connects the test wallet, fills the Send form and opens its preview. */
async function prepare(page: Page, input: DriveSendInput): Promise<Prepared> {
  input.onProgress('connecting the test wallet')
  const dialog = await connectWallet(page, defaultTestWalletInfo.name, { openModal })
  input.onProgress('filling the Send form')
  const preview = await openSendPreview(dialog, {
    token: input.token,
    amount: input.amount,
    to: input.to,
  })
  if (!preview.ok)
    return { ok: false, token: preview.token ?? input.token ?? '?', reason: preview.reason }
  return { ok: true, dialog, token: preview.token }
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
async function openModal(page: Page): Promise<void> {
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
