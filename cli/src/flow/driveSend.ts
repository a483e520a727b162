import { setTimeout as sleep } from 'node:timers/promises'
import type { TrackingChannel } from '@foyer/modal/internal'
import { chromiumLaunchOptions } from '@foyer/testing/browser'
import { connectWallet, openSendPreview, sendButton } from '@foyer/testing/driver'
import { defaultTestWalletInfo } from '@foyer/testing/test-wallet'
import { chromium, type Locator, type Page } from 'playwright-core'
import { openFlowPage, openModal } from './openFlowPage.ts'
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

    const prepared = await openFlowPage(browser, { ...input, onEvent, timeout }, (page) =>
      prepare(page, input),
    )
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
