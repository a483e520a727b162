import { anvilAccounts } from '@foyer/testing/anvil'
import { CliError } from '../errors.ts'
import { driveName } from './driveName.ts'
import { type FlowOptions, flowFailure, startFlow } from './startFlow.ts'
import { renderTimeline, type TimelineEntry } from './timeline.ts'

export type FlowNameOptions = FlowOptions & {
  /** The name to register: `alice` or `alice.foyer.id`. */
  name: string
  /** Which anvil dev account the test wallet holds. @default 0 */
  account?: number | undefined
}

export type FlowNameResult = {
  ok: boolean
  /** The registered name, with its suffix. */
  name: string | undefined
  /** Why it failed, in the modal's words. */
  reason: string | undefined
  address: string
  chainId: number
  url: string
  timeline: TimelineEntry[]
}

/**
 * Registers an account name through the app's real modal, in headless Chromium, with the test
 * wallet on the app's local chains. Resolves `ok: false` with the modal's reason when the name
 * breaks a rule, is taken, or the server refuses it; throws only when it cannot start.
 * @example const result = await flowName({ cwd, name: 'alice' })
 */
export async function flowName(options: FlowNameOptions): Promise<FlowNameResult> {
  const index = options.account ?? 0
  const account = anvilAccounts[index]
  if (!account) throw new Error(`--account must be 0 to ${anvilAccounts.length - 1}`)
  const flow = await startFlow(options)
  const { chainId } = flow
  if (typeof chainId !== 'number') {
    await flow.server.stop()
    throw new CliError(
      `Account names are registered on an EVM chain: --chain ${chainId} is a Solana network.`,
    )
  }
  const base = {
    address: account.address,
    chainId,
    url: flow.server.url,
    timeline: flow.timeline,
  }
  try {
    const outcome = await driveName({
      url: flow.server.url,
      rpcUrls: flow.rpcUrls,
      chainId,
      name: options.name,
      privateKey: account.privateKey as `0x${string}`,
      timeoutMs: options.timeoutMs,
      onProgress: flow.progress,
      onEvent: flow.onEvent,
    })
    return outcome.ok
      ? { ok: true, name: outcome.name, reason: undefined, ...base }
      : { ok: false, name: undefined, reason: outcome.reason, ...base }
  } catch (error) {
    return { ok: false, name: undefined, reason: flowFailure(error), ...base }
  } finally {
    await flow.server.stop()
  }
}

/** The text `foyer flow name` prints: the timeline, then the outcome. */
export function renderFlowNameResult(result: FlowNameResult): string {
  const lines = renderTimeline(result.timeline)
  const outcome = result.ok
    ? `Registered ${result.name} for ${result.address}.`
    : `Name not registered: ${result.reason}`
  return `${['Timeline:', ...lines, '', outcome].join('\n')}\n`
}
