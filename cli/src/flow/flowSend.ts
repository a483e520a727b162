import path from 'node:path'
import { anvilAccounts } from '@foyer/testing/anvil'
import { readAnvilFile } from '../anvil/anvilFile.ts'
import { CliError } from '../errors.ts'
import { ensureDevServer } from './devServer.ts'
import { driveSend } from './driveSend.ts'
import { describeBusEvent, type FlowSendResult, type TimelineEntry } from './timeline.ts'

export type FlowSendOptions = {
  /** The app; its `.foyer/anvil.json` (from `foyer anvil`) gives the chains. */
  cwd: string
  to: string
  /** Whole units as a person types them, e.g. "1.5". */
  amount: string
  /** Symbol, e.g. "USDC". @default the Send form's first token (the native currency) */
  token?: string
  /** Chain the wallet is on. @default the first chain of `.foyer/anvil.json` */
  chain?: number
  /** The app's dev server. @default Vite's default address when it serves these chains, else a new one */
  url?: string
  onProgress?: (message: string) => void
  /** Called for each timeline entry as it happens. */
  onEntry?: (entry: TimelineEntry) => void
  timeoutMs?: number
}

/**
 * Sends a token through the app's real modal, in headless Chromium, from the test wallet
 * (anvil's first dev account) on the app's local chains, and waits for the receipt.
 * Resolves `ok: false` with the reason when the send fails; throws only when it cannot start.
 * @example const result = await flowSend({ cwd, to: '0x…', amount: '1.5', token: 'USDC' })
 */
export async function flowSend(options: FlowSendOptions): Promise<FlowSendResult> {
  const root = path.resolve(options.cwd)
  const anvil = readAnvilFile(root)
  if (!anvil || Object.keys(anvil).length === 0)
    throw new CliError(
      `No local chains for ${root}: start them with \`foyer anvil\` (in another terminal) first.`,
    )
  const chainId = options.chain ?? Number(Object.keys(anvil)[0])
  if (!(String(chainId) in anvil))
    throw new CliError(
      `--chain ${chainId} is not one of the running local chains (${Object.keys(anvil).join(', ')}).`,
    )

  const started = Date.now()
  const timeline: TimelineEntry[] = []
  const add = (entry: Omit<TimelineEntry, 'at'>) => {
    const full = { at: Date.now() - started, ...entry }
    timeline.push(full)
    options.onEntry?.(full)
  }
  const progress = (message: string) => {
    add({ source: 'flow', text: message })
    options.onProgress?.(message)
  }

  const server = await ensureDevServer({
    root,
    url: options.url,
    rpcUrls: anvil,
    onProgress: progress,
  })
  progress(`dev server ${server.url}${server.started ? ' (started)' : ' (already running)'}`)
  const base = {
    chainId,
    amount: options.amount,
    to: options.to,
    from: anvilAccounts[0]!.address,
    url: server.url,
    timeline,
  }
  try {
    const outcome = await driveSend({
      url: server.url,
      rpcUrls: Object.fromEntries(Object.entries(anvil).map(([id, url]) => [Number(id), url])),
      chainId,
      token: options.token,
      amount: options.amount,
      to: options.to,
      timeoutMs: options.timeoutMs,
      onProgress: progress,
      onEvent: (event) => {
        const entry = describeBusEvent(event)
        if (entry) add(entry)
      },
    })
    return outcome.ok
      ? {
          ok: true,
          hash: outcome.hash,
          blockNumber: outcome.blockNumber,
          reason: undefined,
          token: outcome.token,
          ...base,
        }
      : {
          ok: false,
          hash: outcome.hash,
          blockNumber: undefined,
          reason: outcome.reason,
          token: outcome.token,
          ...base,
        }
  } catch (error) {
    // A step that timed out or a page that broke: a failed flow, with what Playwright said.
    const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error)
    return {
      ...base,
      ok: false,
      token: options.token ?? '?',
      hash: undefined,
      blockNumber: undefined,
      reason,
    }
  } finally {
    await server.stop()
  }
}
