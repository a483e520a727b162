import path from 'node:path'
import { readAnvilFile } from '../anvil/anvilFile.ts'
import { CliError } from '../errors.ts'
import { type DevServer, ensureDevServer } from './devServer.ts'
import { describeBusEvent, type PageBusEvent, type TimelineEntry } from './timeline.ts'

export type FlowOptions = {
  /** The app; its `.foyer/anvil.json` (from `foyer anvil`) gives the chains. */
  cwd: string
  /** Chain the wallet is on (a Solana network's CAIP-2 id too). @default the first chain of `.foyer/anvil.json` */
  chain?: number | string | undefined
  /** The app's dev server. @default Vite's default address when it serves these chains, else a new one */
  url?: string | undefined
  onProgress?: ((message: string) => void) | undefined
  /** Called for each timeline entry as it happens. */
  onEntry?: ((entry: TimelineEntry) => void) | undefined
  timeoutMs?: number | undefined
}

/** What every `foyer flow` needs once started: the chain, the dev server and the timeline. */
export type StartedFlow = {
  /** An EVM chain id, or a Solana network's CAIP-2 id. */
  chainId: number | string
  /** The local EVM chains. */
  rpcUrls: Record<number, string>
  /** The local Solana networks, by CAIP-2 id. */
  solanaRpcUrls: Record<string, string>
  server: DevServer
  timeline: TimelineEntry[]
  /** Adds a step of the CLI to the timeline and reports it as progress. */
  progress(message: string): void
  /** Adds a bus event of the page to the timeline, when it is worth a line. */
  onEvent(event: PageBusEvent): void
}

/**
 * Reads the app's local chains (`foyer anvil` must run), picks the chain, and makes sure a dev
 * server serves the app on them (starting one when none does). Throws a CliError when it cannot.
 */
export async function startFlow(options: FlowOptions): Promise<StartedFlow> {
  const root = path.resolve(options.cwd)
  const anvil = readAnvilFile(root)
  if (!anvil || Object.keys(anvil).length === 0)
    throw new CliError(
      `No local chains for ${root}: start them with \`foyer anvil\` (in another terminal) first.`,
    )
  const first = Object.keys(anvil)[0]!
  const chainId = options.chain ?? (first.startsWith('solana:') ? first : Number(first))
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
  // The dev server must use the chains the flow drives: the EVM ones, and its Solana network
  // when it sends on one (an app configures the Solana networks it offers).
  const used = Object.fromEntries(
    Object.entries(anvil).filter(([id]) => !id.startsWith('solana:') || id === String(chainId)),
  )
  const server = await ensureDevServer({
    root,
    url: options.url,
    rpcUrls: used,
    onProgress: progress,
  })
  progress(`dev server ${server.url}${server.started ? ' (started)' : ' (already running)'}`)
  return {
    chainId,
    rpcUrls: Object.fromEntries(
      Object.entries(anvil).flatMap(([id, url]) => (/^\d+$/.test(id) ? [[Number(id), url]] : [])),
    ),
    solanaRpcUrls: Object.fromEntries(
      Object.entries(anvil).filter(([id]) => id.startsWith('solana:')),
    ),
    server,
    timeline,
    progress,
    onEvent: (event) => {
      const entry = describeBusEvent(event)
      if (entry) add(entry)
    },
  }
}

/** The first line of what went wrong: a step that timed out or a page that broke. */
export function flowFailure(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]! : String(error)
}
