import path from 'node:path'
import { AnvilPortInUseError } from '@foyer/testing/anvil'
import type { Command } from 'commander'
import { CliError } from '../errors.ts'
import { parseNetworks } from '../init/answers.ts'
import { type Io, isInteractive } from '../io.ts'
import { signalled } from '../signals.ts'
import type { DevChains } from './startDevChains.ts'

type AnvilFlags = {
  cwd: string
  chains?: string
  port?: string
  forkUrl?: string
  forkBlockNumber?: string
}

export function registerAnvilCommand(program: Command, io: Io, done: (code: number) => void) {
  program
    .command('anvil')
    .description('run a local anvil per configured chain, with USDC and funded dev accounts')
    .option('--cwd <dir>', 'the Vite app', process.cwd())
    .option(
      '--chains <ids>',
      "chain ids to start, Solana network ids too (default: the app's foyer.config chains)",
    )
    .option('--port <port>', 'port of the first chain; the next ones count up')
    .option('--fork-url <url>', 'fork this RPC URL (one chain)')
    .option('--fork-block-number <n>', 'fork at this block')
    .action(async (flags: AnvilFlags) => done(await runAnvil(flags, io)))
}

/**
 * Starts the chains, shows them (live with ink on a terminal, once as text otherwise) and
 * stops every anvil on Ctrl-C or SIGTERM, resolving 0 once they have exited.
 */
export async function runAnvil(flags: AnvilFlags, io: Io): Promise<number> {
  const port = flags.port === undefined ? undefined : Number(flags.port)
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536))
    throw new CliError(`--port must be a port number (1 to 65535). Provided: "${flags.port}"`)
  if (flags.forkBlockNumber !== undefined && !/^\d+$/.test(flags.forkBlockNumber))
    throw new CliError(
      `--fork-block-number must be a block number. Provided: "${flags.forkBlockNumber}"`,
    )
  if (flags.forkBlockNumber !== undefined && !flags.forkUrl)
    throw new CliError('--fork-block-number needs --fork-url')
  // Loaded once the flags are valid: a wrong flag is answered at once (the chains' modules,
  // viem and the modal's config among them, take a second or more to load).
  const [{ startDevChains }, { renderAnvilTable }] = await Promise.all([
    import('./startDevChains.ts'),
    import('./renderAnvilTable.ts'),
  ])
  // Listening before anvil starts: a signal during start-up still stops what started.
  const signal = signalled()
  let chains: DevChains
  try {
    chains = await startDevChains({
      cwd: flags.cwd,
      networks: flags.chains === undefined ? undefined : parseNetworks(flags.chains),
      port,
      forkUrl: flags.forkUrl,
      forkBlockNumber:
        flags.forkBlockNumber === undefined ? undefined : BigInt(flags.forkBlockNumber),
    })
  } catch (error) {
    signal.dispose()
    if (error instanceof AnvilPortInUseError)
      throw new CliError(`${error.message}. Pick another with --port, or stop what uses it.`)
    throw error
  }
  const input = { ...chains, file: path.relative(process.cwd(), chains.file) || chains.file }

  // The anvils are unref'd by the fixtures; this interval is what keeps the process running.
  const keepAlive = setInterval(() => void chains.refresh(), 1_000)
  let live: { rerender(stopping: boolean): void; unmount(): void } | undefined
  if (isInteractive(io)) {
    const [{ render }, { createElement }, { AnvilView }] = await Promise.all([
      import('ink'),
      import('react'),
      import('./AnvilView.tsx'),
    ])
    const view = (stopping: boolean) =>
      createElement(AnvilView, { input, refresh: chains.refresh, stopping })
    const app = render(view(false), { stdout: io.stdout, stdin: io.stdin, exitOnCtrlC: false })
    live = { rerender: (s) => app.rerender(view(s)), unmount: () => app.unmount() }
  } else {
    io.stdout.write(renderAnvilTable(input))
  }

  const received = await signal.promise
  clearInterval(keepAlive)
  if (live) live.rerender(true)
  else io.stdout.write(`${received}: stopping the chains…\n`)
  // Still listening while stopping: a second signal must not end the process before the anvils
  // are stopped and .foyer/anvil.json is removed. Wrappers send one: `pnpm exec` passes SIGTERM on
  // to its child when it gets one itself (and Ctrl-C has already signalled the whole group).
  await chains.stop()
  signal.dispose()
  live?.unmount()
  io.stdout.write('Stopped.\n')
  return 0
}
