import { createServer, isIP } from 'node:net'
import path from 'node:path'
import { chainName, evmChains } from '@foyer/modal/config'
import type { RunningServer } from '@foyer/server'
import type { Command } from 'commander'
import { CliError } from '../errors.ts'
import type { Io } from '../io.ts'
import { signalled } from '../signals.ts'
import type { ServeConfig } from './readServeConfig.ts'

/** `foyer serve`'s port when `--port` is not given. */
export const DEFAULT_SERVE_PORT = 8787

type ServeFlags = {
  cwd: string
  port?: string
  host: string
  dataDir?: string
  config?: string
  publicUrl?: string
  appOrigin: string[]
  trustedProxy: string[]
  projectId: string[]
  dev?: boolean
}

const repeatable = (value: string, previous: string[]) => [...previous, value]

/** A list from the environment: comma- or space-separated. */
const envList = (value: string | undefined) =>
  (value ?? '').split(/[\s,]+/).filter((item) => item.length > 0)

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
      '--public-url <url>',
      'where browsers reach this server, e.g. https://wallet.example.com: the wallet frame and every link it builds (default: $FOYER_PUBLIC_URL; required unless --dev)',
    )
    .option(
      '--app-origin <origin>',
      'an app this server serves, e.g. https://app.example.com: it may embed the wallet frame and sign in (repeatable; default: $FOYER_APP_ORIGINS; required unless --dev)',
      repeatable,
      [],
    )
    .option(
      '--trusted-proxy <ip>',
      'a reverse proxy whose X-Forwarded-For/-Proto are read (repeatable; default: $FOYER_TRUSTED_PROXIES)',
      repeatable,
      [],
    )
    .option(
      '--project-id <id>',
      'a projectId the RPC proxy accepts (repeatable; default: $FOYER_PROJECT_IDS, else the literal projectId of foyer.config.ts)',
      repeatable,
      [],
    )
    .option(
      '--dev',
      'development on this machine: --public-url defaults to where it listens and no app is required',
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
  identity: { publicUrl: string; dev: boolean; projectIds: readonly string[] } = {
    publicUrl: server.url,
    dev: true,
    projectIds: [served.config.projectId],
  },
): string {
  const where =
    server.storage.kind === 'postgres'
      ? `PostgreSQL ${server.storage.where} (DATABASE_URL)`
      : `PGlite ${path.relative(root, server.storage.where) || server.storage.where}`
  const chains = evmChains(served.config).map((id) => {
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
    `  Projects  ${identity.projectIds.join(', ')}`,
    `  RPC       POST ${server.url}/rpc?chainId=<id>&projectId=<projectId>`,
    `  Health    GET ${server.url}/health`,
    `  Public    ${identity.publicUrl}${identity.dev ? ' (--dev)' : ''}`,
    `  Frame     ${identity.publicUrl}/frame, embeddable by ${appOrigins.length > 0 ? appOrigins.join(', ') : 'no app (add --app-origin <origin>)'}`,
    'Ctrl-C stops it.',
  ]
  return `${lines.join('\n')}\n`
}

/** What `foyer serve` is, from its flags and environment: checked before anything starts. */
type ServeIdentity = {
  publicUrl: string | undefined
  appOrigins: string[]
  trustedProxies: string[]
  projectIds: string[]
  dev: boolean
}

/**
 * The server's production identity from flags (else `FOYER_*` variables): its public URL, the
 * apps it serves, its trusted proxies and projectIds. Outside `--dev`, a server without a public
 * URL and app origins would build links from whatever `Host` a request names and serve no app
 * safely, so it refuses to start, naming both. A projectId is always required: without one the
 * RPC proxy would serve anyone. Checked before the config is read and the server's modules load
 * (seconds on a small machine): a wrong flag is answered at once. The projectIds come from
 * {@link serveProjectIds}, once the config is read.
 */
async function serveIdentity(
  flags: ServeFlags,
  io: Io,
): Promise<Omit<ServeIdentity, 'projectIds'> & { listed: string[] }> {
  const dev = flags.dev === true
  const publicUrl = flags.publicUrl ?? (io.env.FOYER_PUBLIC_URL || undefined)
  const appOrigins =
    flags.appOrigin.length > 0 ? flags.appOrigin : envList(io.env.FOYER_APP_ORIGINS)
  const trustedProxies =
    flags.trustedProxy.length > 0 ? flags.trustedProxy : envList(io.env.FOYER_TRUSTED_PROXIES)
  const listed = flags.projectId.length > 0 ? flags.projectId : envList(io.env.FOYER_PROJECT_IDS)
  // The server's own rule for an origin, loaded only when there are origins to check.
  const isAppOrigin =
    appOrigins.length > 0 ? (await import('@foyer/server')).isAppOrigin : () => true
  const wrongOrigin = appOrigins.find((origin) => !isAppOrigin(origin))
  if (wrongOrigin !== undefined)
    throw new CliError(
      `--app-origin must be an http(s) origin such as http://localhost:5173 (no path, no trailing slash). Provided: "${wrongOrigin}"`,
    )
  if (publicUrl !== undefined && !/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(publicUrl))
    throw new CliError(
      `--public-url must be an http(s) URL such as https://wallet.example.com (no query or fragment). Provided: "${publicUrl}"`,
    )
  if (!dev && (publicUrl === undefined || appOrigins.length === 0)) {
    const missing = [
      publicUrl === undefined
        ? '--public-url (or FOYER_PUBLIC_URL): where browsers reach this server, e.g. https://wallet.example.com'
        : undefined,
      appOrigins.length === 0
        ? '--app-origin (or FOYER_APP_ORIGINS): each app it serves, e.g. https://app.example.com'
        : undefined,
    ].filter(Boolean)
    throw new CliError(
      `foyer serve runs in production mode and needs its public URL and its app origins. Missing:\n  ${missing.join('\n  ')}\nTo try it on this machine without them, add --dev.`,
    )
  }
  const wrongProxy = trustedProxies.find((ip) => isIP(ip) === 0)
  if (wrongProxy !== undefined)
    throw new CliError(
      `--trusted-proxy must be an IP address such as 10.0.0.2 or ::1. Provided: "${wrongProxy}"`,
    )
  return { publicUrl, appOrigins, trustedProxies, listed, dev }
}

/** The projectIds the RPC proxy accepts: the listed ones, else the config's literal one. */
function serveProjectIds(listed: string[], served: ServeConfig): string[] {
  if (listed.length === 0 && !served.projectIdRead)
    throw new CliError(
      `${served.file ?? 'The config'}'s projectId is not a literal that foyer serve can read, and the RPC proxy serves only listed projects: pass --project-id <id> (or FOYER_PROJECT_IDS).`,
    )
  const projectIds = listed.length > 0 ? listed : [served.config.projectId]
  const wrongId = projectIds.find((id) => !/^[A-Za-z0-9_-]{1,64}$/.test(id))
  if (wrongId !== undefined)
    throw new CliError(
      `--project-id must be 1 to 64 letters, digits, "_" or "-". Provided: "${wrongId}"`,
    )
  return projectIds
}

/**
 * `foyer serve`: starts `@foyer/server` with the app's config (or the defaults), prints where it
 * listens and what it stores where, and stops it on Ctrl-C or SIGTERM, resolving 0.
 */
export async function runServe(flags: ServeFlags, io: Io): Promise<number> {
  const root = path.resolve(flags.cwd)
  const port = parsePort(flags.port)
  const { listed, ...flagged } = await serveIdentity(flags, io)
  await assertPortFree(port, flags.host)
  // Loaded after the flags are checked: the config reader loads the modal's config schema.
  const { readServeConfig } = await import('./readServeConfig.ts')
  const served = readServeConfig({ root, configFile: flags.config })
  const identity = { ...flagged, projectIds: serveProjectIds(listed, served) }
  const dataDir = path.resolve(root, flags.dataDir ?? io.env.FOYER_DATA_DIR ?? '.foyer/data')
  // Loaded here: the server's dependencies (hono, drizzle, PGlite) cost the other commands nothing.
  const { DataDirInUseError, serverConfigFromFoyerConfig, startServer } = await import(
    '@foyer/server'
  )
  const config = serverConfigFromFoyerConfig(served.config)
  config.projectIds = identity.projectIds
  const appOrigins = [...new Set([...(config.appOrigins ?? []), ...identity.appOrigins])]
  config.appOrigins = appOrigins
  if (identity.publicUrl) config.publicUrl = identity.publicUrl
  if (identity.trustedProxies.length > 0) config.trustedProxies = identity.trustedProxies
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
  io.stdout.write(
    renderServeBanner(server, served, root, appOrigins, {
      publicUrl: identity.publicUrl ?? server.url,
      dev: identity.dev,
      projectIds: identity.projectIds,
    }),
  )
  const received = await signal.promise
  io.stdout.write(`${received}: stopping the server…\n`)
  // Still listening while stopping: a second signal must not end the process mid-close.
  await server.close()
  signal.dispose()
  io.stdout.write('Stopped.\n')
  return 0
}
