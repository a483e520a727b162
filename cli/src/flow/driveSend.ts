import { setTimeout as sleep } from 'node:timers/promises'
import type { TrackingChannel } from '@foyer/modal/internal'
import { chromiumLaunchOptions } from '@foyer/testing/browser'
import {
  connectWallet,
  modalDialog,
  openSendPreview,
  pickToken,
  sendButton,
} from '@foyer/testing/driver'
import { defaultSolanaTestWalletInfo } from '@foyer/testing/solana-wallet'
import { defaultTestWalletInfo } from '@foyer/testing/test-wallet'
import { chromium, type Locator, type Page } from 'playwright-core'
import { openFlowPage, openModal } from './openFlowPage.ts'
import type { PageBusEvent } from './timeline.ts'

export type DriveSendInput = {
  url: string
  rpcUrls: Record<number, string>
  /** The EVM test wallet's chain (on a Solana send too: the page has both wallets). */
  chainId: number
  /**
   * A send on this Solana network instead, from the Solana test wallet holding `seed` (the local
   * Solana's `rpcUrl`).
   */
  solana?: { chainId: string; rpcUrl: string; seed: string } | undefined
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

    const { solana } = input
    const solanaWallet = solana && {
      rpcUrls: { [solana.chainId]: solana.rpcUrl },
      seeds: [solana.seed],
      mode: 'auto' as const,
    }
    const prepared = await openFlowPage(
      browser,
      { ...input, onEvent, timeout, solanaWallet },
      (page) => (solana ? prepareSolana(page, input) : prepare(page, input)),
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

/**
 * Connects the Solana test wallet from Connect's Solana wallets, opens Send on the Solana account,
 * fills it and waits for its review (the transfer simulated on the node) or for what it objects to.
 */
async function prepareSolana(page: Page, input: DriveSendInput): Promise<Prepared> {
  input.onProgress('connecting the Solana test wallet')
  await openModal(page)
  const dialog = modalDialog(page)
  await dialog
    .getByRole('list', { name: 'Solana wallets' })
    .getByRole('button', { name: new RegExp(defaultSolanaTestWalletInfo.name) })
    .click()
  await dialog.getByTestId('foyer-solana-balance').waitFor()
  input.onProgress('filling the Send form')
  await sendButton(dialog).click()
  await dialog.getByRole('heading', { name: 'Send' }).waitFor()
  const picked = await pickToken(dialog, input.token)
  if (!picked.ok) return { ok: false, token: input.token ?? '?', reason: picked.reason }
  await dialog.getByLabel('Amount').fill(input.amount)
  await dialog.getByLabel('Receiver address').fill(input.to)
  await dialog.getByRole('button', { name: 'Review' }).click()
  const review = dialog.getByTestId('foyer-solana-review')
  const problems = dialog.locator('.foyer-field-error').or(dialog.getByRole('alert'))
  await review.or(problems).first().waitFor()
  if (await review.isVisible()) return { ok: true, dialog, token: picked.token }
  return { ok: false, token: picked.token, reason: (await problems.allTextContents()).join(' ') }
}
