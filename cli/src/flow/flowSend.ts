import { anvilAccounts } from '@foyer/testing/anvil'
import { solanaDevKeys } from '@foyer/testing/solana'
import { CliError } from '../errors.ts'
import { driveSend } from './driveSend.ts'
import { type FlowOptions, flowFailure, startFlow } from './startFlow.ts'
import type { FlowSendResult } from './timeline.ts'

export type FlowSendOptions = FlowOptions & {
  to: string
  /** Whole units as a person types them, e.g. "1.5". */
  amount: string
  /** Symbol, e.g. "USDC". @default the Send form's first token (the native currency) */
  token?: string | undefined
}

/**
 * Sends a token through the app's real modal, in headless Chromium, from the test wallet
 * (anvil's first dev account) on the app's local chains, and waits for the receipt. On a Solana
 * network (`chain: 'solana:…'`), from the Solana test wallet (the first Solana dev key, which
 * `foyer anvil` funds with SOL and USDC), until the signature is confirmed.
 * Resolves `ok: false` with the reason when the send fails; throws only when it cannot start.
 * @example const result = await flowSend({ cwd, to: '0x…', amount: '1.5', token: 'USDC' })
 */
export async function flowSend(options: FlowSendOptions): Promise<FlowSendResult> {
  const flow = await startFlow(options)
  const { chainId, server, timeline } = flow
  const solanaKey = solanaDevKeys[0]!
  const solanaRpc = typeof chainId === 'string' ? flow.solanaRpcUrls[chainId] : undefined
  if (typeof chainId === 'string' && !solanaRpc) {
    await server.stop()
    throw new CliError(`No local Solana for ${chainId}: start it with \`foyer anvil\` first.`)
  }
  const base = {
    chainId,
    amount: options.amount,
    to: options.to,
    from: solanaRpc ? solanaKey.address : anvilAccounts[0]!.address,
    url: server.url,
    timeline,
  }
  try {
    const outcome = await driveSend({
      url: server.url,
      rpcUrls: flow.rpcUrls,
      chainId: typeof chainId === 'number' ? chainId : Number(Object.keys(flow.rpcUrls)[0] ?? 1),
      solana: solanaRpc
        ? { chainId: chainId as string, rpcUrl: solanaRpc, seed: solanaKey.seed }
        : undefined,
      token: options.token,
      amount: options.amount,
      to: options.to,
      timeoutMs: options.timeoutMs,
      onProgress: flow.progress,
      onEvent: flow.onEvent,
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
    return {
      ...base,
      ok: false,
      token: options.token ?? '?',
      hash: undefined,
      blockNumber: undefined,
      reason: flowFailure(error),
    }
  } finally {
    await server.stop()
  }
}
