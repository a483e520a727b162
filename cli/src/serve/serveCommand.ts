import { createServer } from 'node:net'
import path from 'node:path'
import { chainName } from '@foyer/modal/config'
import type { RunningServer } from '@foyer/server'
import type { Command } from 'commander'
import { CliError } from '../errors.ts'
import type { Io } from '../io.ts'
import { signalled } from '../signals.ts'
import { readServeConfig, type ServeConfig } from './readServeConfig.ts'

/** `foyer serve`'s port when `--port` is not given. */
export const DEFAULT_SERVE_PORT = 8787

type ServeFlags = {
  cwd: string
  port?: string
  host: string
  dataDir?: string
  config?: string
  appOrigin: string[]
}

export function registerServeCommand(program: Command, io: Io, done: (code: number) => void) {
  program
    .command('serve')
    .description(
      'run the Foyer server (names, on-ramp, RPC proxy, SIWE) on PGlite, or PostgreSQL with DATABASE_URL',
    )
    .option('--cwd <dir>', 'the app (its foyer.config.ts and .foyer/)', process.cwd())
    .option(
      '--port <port>',
      `port to listen on; 0 picks a free one (default: ${DEFAULT_SERVE_PORT})`,
    )
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--data-dir <dir>', 'PGlite data folder (default: $FOYER_DATA_DIR or .foyer/data)')
    .option('--config <file>', 'the Foyer config to serve (default: foyer.config.ts when present)')
    .option(
      '--app-origin <origin>',
      'an app origin that may embed the wallet frame at /frame, e.g. http://localhost:5173 (repeatable)',
      (value: string, previous: string[]) => [...previous, value],
      [],
    )
    .action(async (flags: ServeFlags) => done(await runServe(flags, io)))
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return DEFAULT_SERVE_PORT
  const port = Number(value)
  if (!/^\d+$/.test(value) || port > 65535)
    throw new CliError(
      `--port must be a port number (0 to 65535; 0 picks a free one). Provided: "${value}"`,
    )
  return port
}

function portInUse(port: number, host: string): CliError {
  return new CliError(
    `Port ${port} is in use on ${host}: pick another with --port <port>, or --port 0 for a free one.`,
  )
}

/** Fails at once on a taken port, before the storage opens (PGlite takes seconds). */
function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? portInUse(port, host) : error),
    )
    probe.listen(port, host, () => probe.close(() => resolve()))
  })
}

/** What the terminal shows once the server listens. */
export function renderServeBanner(
  server: RunningServer,
  served: ServeConfig,
  root: string,
  appOrigins: readonly string[] = [],
): string {
  const where =
    server.storage.kind === 'postgres'
      ? `PostgreSQL ${server.storage.where} (DATABASE_URL)`
      : `PGlite ${path.relative(root, server.storage.where) || server.storage.where}`
  const chains = served.config.chains.map((id) => {
    const rpc = served.config.rpc?.[String(id)]
    const from = served.anvilChains.includes(id)
      ? ' (foyer anvil)'
      : rpc
        ? ''
        : " (viem's public RPC)"
    return `${chainName(id)} (${id}) → ${rpc ?? 'default'}${from}`
  })
  const lines = [
    `Foyer server ${server.url}`,
    `  Storage   ${where}`,
    `  Config    ${served.file ?? `none found: chain ${served.config.chains.join(', ')}, projectId ${served.config.projectId}`}`,
    `  Chains    ${chains.join('\n            ')}`,
    `  Projects  ${served.projectIdRead ? served.config.projectId : 'any (the projectId of the config is not a literal)'}`,
    `  RPC       POST ${server.url}/rpc?chainId=<id>&projectId=<projectId>`,
    `  Health    GET ${server.url}/health`,
    `  Frame     ${server.url}/frame, embeddable by ${appOrigins.length > 0 ? appOrigins.join(', ') : 'no app (add --app-origin <origin>)'}`,
    'Ctrl-C stops it.',
  ]
  return `${lines.join('\n')}\n`
}

/**
 * `foyer serve`: starts `@foyer/server` with the app's config (or the defaults), prints where it
 * listens and what it stores where, and stops it on Ctrl-C or SIGTERM, resolving 0.
 */
export async function runServe(flags: ServeFlags, io: Io): Promise<number> {
  const root = path.resolve(flags.cwd)
  const port = parsePort(flags.port)
  const served = readServeConfig({ root, configFile: flags.config })
  const dataDir = path.resolve(root, flags.dataDir ?? io.env.FOYER_DATA_DIR ?? '.foyer/data')
  // Loaded here: the server's dependencies (hono, drizzle, PGlite) cost the other commands nothing.
  const { DataDirInUseError, isAppOrigin, serverConfigFromFoyerConfig, startServer } = await import(
    '@foyer/server'
  )
  const wrongOrigin = flags.appOrigin.find((origin) => !isAppOrigin(origin))
  if (wrongOrigin !== undefined)
    throw new CliError(
      `--app-origin must be an http(s) origin such as http://localhost:5173 (no path, no trailing slash). Provided: "${wrongOrigin}"`,
    )
  const config = serverConfigFromFoyerConfig(served.config)
  if (!served.projectIdRead) delete config.projectIds
  const appOrigins = [...new Set([...(config.frame?.appOrigins ?? []), ...flags.appOrigin])]
  if (appOrigins.length > 0) config.frame = { appOrigins }
  await assertPortFree(port, flags.host)
  const signal = signalled()
  let server: RunningServer
  try {
    server = await startServer({
      config,
      port,
      host: flags.host,
      dataDir,
      databaseUrl: io.env.DATABASE_URL || undefined,
      logError: (error) => io.stderr.write(`[foyer server] ${(error as Error)?.stack ?? error}\n`),
    })
  } catch (error) {
    signal.dispose()
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EADDRINUSE') throw portInUse(port, flags.host)
    if (error instanceof DataDirInUseError) throw new CliError(error.message)
    throw error
  }
  io.stdout.write(renderServeBanner(server, served, root, appOrigins))
  const received = await signal.promise
  io.stdout.write(`${received}: stopping the server…\n`)
  // Still listening while stopping: a second signal must not end the process mid-close.
  await server.close()
  signal.dispose()
  io.stdout.write('Stopped.\n')
  return 0
}
