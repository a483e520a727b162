import type { IncomingMessage, ServerResponse } from 'node:http'
import { request } from 'node:http'
import { type AddressInfo, createServer } from 'node:net'
import path from 'node:path'
import { EGRESS_EVENT } from '@foyer/devtools/protocol'
import type { FoyerConfig } from '@foyer/modal/config'
import { API_PATH } from '@foyer/modal/internal'
import type { ObservedRequest, RunningServer, ServerFaults } from '@foyer/server'
import type { Logger, Plugin, PreviewServer, ResolvedConfig, ViteDevServer } from 'vite'
import { DEV_ENS, pointDevEnsGateway } from './devEnsGateway.ts'
import { devFarcasterRpc } from './devFarcasterRpc.ts'
import { devFaults } from './devFaults.ts'
import { frameEgress } from './frameEgress.ts'

export type FoyerServerOptions = {
  /**
   * PGlite's data folder, relative to the Vite root. Ignored when `DATABASE_URL` is set (the
   * server then uses that PostgreSQL). @default process.env.FOYER_DATA_DIR ?? '.foyer/data'
   */
  dataDir?: string
  /**
   * The built wallet frame the server serves at `/frame`, relative to the Vite root.
   * @default the one shipped in `@foyer/server` (or the monorepo's `frame/dist`)
   */
  frameDir?: string
  /**
   * Where `vite preview` runs the server, `http://127.0.0.1:<port>`. A
   * `vite build` made with it set names that server: its modal calls `/__foyer/api` on the
   * app's origin and opens the wallet frame at `<previewUrl>/frame`, and keeps the social logins
   * that have no credentials (the preview server signs them in on its dev page). A build to try
   * locally with `vite preview`, never one to deploy. @default process.env.FOYER_PREVIEW_SERVER_URL
   */
  previewUrl?: string
}

/** `previewUrl` as set, from the options or the environment (empty means not set). */
export function previewServerUrl(options: FoyerServerOptions): string | undefined {
  return options.previewUrl || process.env.FOYER_PREVIEW_SERVER_URL || undefined
}

/** A free TCP port on `host` (it may be taken again before it is used, rarely). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * The dev (or preview) server's own origins once it listens (`localhost`, `127.0.0.1`, `[::1]`
 * and the local URLs it prints), the pages that embed the wallet frame; none before.
 */
function devServerOrigins(server: ViteDevServer | PreviewServer, https: boolean): string[] {
  const address = server.httpServer?.address()
  if (!address || typeof address === 'string') return []
  const scheme = https ? 'https' : 'http'
  const own = ['localhost', '127.0.0.1', '[::1]'].map(
    (host) => `${scheme}://${host}:${address.port}`,
  )
  const listed = (server.resolvedUrls?.local ?? []).map((url) => new URL(url).origin)
  return [...new Set([...own, ...listed])]
}

/**
 * The loopback name the browser reaches the app by, which the Foyer server (its frame's origin)
 * takes too: `127.0.0.1` when the dev server is bound to that address by name, else `localhost`,
 * Vite's own default. Same-site with the app (storage in a cross-site frame is partitioned or
 * blocked), and a domain, as a passkey's relying party must be.
 */
export function loopbackName(host: string | boolean | undefined): 'localhost' | '127.0.0.1' {
  return host === '127.0.0.1' ? '127.0.0.1' : 'localhost'
}

/** How long a request waits for a server that is still starting before it gets a 503. */
const READY_WAIT_MS = 30_000

type Service = {
  /** Settles once the server listens (or failed to start). */
  ready: Promise<RunningServer>
  close(): Promise<void>
}

function sendJson(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

function describeStorage(server: RunningServer, root: string): string {
  if (server.storage.kind === 'postgres') return `PostgreSQL ${server.storage.where}`
  const relative = path.relative(root, server.storage.where)
  return `PGlite ${relative && !relative.startsWith('..') ? relative : server.storage.where}`
}

type ServiceOptions = {
  dataDir: string
  root: string
  logger: Logger
  /** @default 0 (a free port) */
  port: number | undefined
  frameDir: string | undefined
  appOrigins: () => readonly string[]
  /**
   * The loopback host name the browser reaches the server at: `localhost` for a preview named
   * so (a passkey's relying party must be a domain, never an IP address). @default '127.0.0.1'
   */
  hostname?: 'localhost' | '127.0.0.1' | undefined
  /** Told of every request the server answered (with the origin the browser reaches it at). */
  onRequest?: ((request: ObservedRequest, serverOrigin: string) => void) | undefined
  /** The devtools' fault switches (`vite dev`). */
  faults?: ServerFaults | undefined
}

/**
 * The on-ramp in `vite dev`: the server's test checkout (it mints fixture USDC on the local
 * anvils) and fixed USD prices for quotes and the Send view's fee in USD. foyer.config.ts has no
 * on-ramp section of its own, so there is no host setting to defer to.
 */
const DEV_ONRAMP = {
  devProvider: true,
  pricesUsd: { ETH: '3000', POL: '0.5', USDC: '1', SOL: '150' },
} as const

const DEV_LIMIT = { max: 10_000, windowSeconds: 3600 } as const
/**
 * The email login's mail and code-check limits in `vite dev`: every browser there is 127.0.0.1
 * (and e2e runs every test of a worker against one server), so the per-IP limits of production
 * (30 mails, 100 checks an hour) would be the whole dev session's. Cooldowns and locks stay.
 */
const DEV_EMAIL_LIMITS = {
  mailPerIp: DEV_LIMIT,
  mailTotal: DEV_LIMIT,
  checksPerIp: DEV_LIMIT,
  checksTotal: DEV_LIMIT,
} as const

/**
 * Starts the server in the background: the dev server need not wait for PGlite to open. Its dev
 * mailbox catches the sign-in mail unless `SMTP_URL` is set; its on-ramp is {@link DEV_ONRAMP};
 * with a local Farcaster relay it reads fid custody on chain 1's anvil ({@link devFarcasterRpc}).
 */
function startService(
  config: FoyerConfig,
  {
    dataDir,
    root,
    logger,
    port,
    frameDir,
    appOrigins,
    hostname = '127.0.0.1',
    onRequest,
    faults,
  }: ServiceOptions,
): Service {
  const startedAt = performance.now()
  let closing = false
  const mainnetRpc = config.chains.includes(1) ? config.rpc?.['1'] : undefined
  // The server's code (PGlite, hono, mail) loads here, not with the plugin: `vite build` never
  // starts it, and importing it costs a vite start over a second.
  const ready = import('@foyer/server').then(
    async ({ serverConfigFromFoyerConfig, startServer }) => {
      const devServerConfig = serverConfigFromFoyerConfig(config)
      // Providers without credentials open the server's dev sign-in page instead.
      devServerConfig.social = { ...devServerConfig.social, devSignIn: true }
      // A local Farcaster relay's fids are registered on chain 1's anvil, not on OP Mainnet.
      const farcasterRpcUrl = await devFarcasterRpc(mainnetRpc)
      if (farcasterRpcUrl) {
        devServerConfig.social = { ...devServerConfig.social, farcasterRpcUrl }
        logger.info(
          `[foyer] Farcaster custody is read from the IdRegistry on chain 1's anvil (${farcasterRpcUrl})`,
          { timestamp: true },
        )
      }
      return startServer({
        config: {
          ...devServerConfig,
          // The frame's origin (the modal's frameUrl names this port); requests through the dev
          // server's proxy come from loopback, whose X-Forwarded-For is then the browser's.
          ...(port ? { publicUrl: `http://${hostname}:${port}` } : {}),
          trustedProxies: ['127.0.0.1', '::1'],
          email: { devMailbox: !process.env.SMTP_URL, limits: DEV_EMAIL_LIMITS },
          onramp: DEV_ONRAMP,
          names: { gatewaySignerKey: DEV_ENS.signerKey },
        },
        dataDir,
        host: '127.0.0.1',
        port: port ?? 0,
        frameDir,
        appOrigins,
        onRequest: onRequest
          ? (request) => {
              const url = new URL(request.url)
              onRequest(request, `${url.protocol}//${hostname}:${url.port}`)
            }
          : undefined,
        faults,
        logError: (error) => logger.error(`[foyer] server: ${(error as Error)?.stack ?? error}`),
      })
    },
  )
  ready.then(
    (server) => {
      if (closing) return
      const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
      // As the browser reaches it: the server answers on its public name only.
      const named = (url: string) => url.replace('//127.0.0.1:', `//${hostname}:`)
      logger.info(
        `[foyer] server ${named(server.url)} (${describeStorage(server, root)}) ready in ${seconds} s, at ${API_PATH}`,
        { timestamp: true },
      )
      if (server.mailboxUrl)
        logger.info(
          `[foyer] mailbox ${named(server.mailboxUrl)} — sign-in codes sent in dev land here`,
          {
            timestamp: true,
          },
        )
      // Chain 1 on a local anvil (`foyer anvil`): its ENS resolver asks this server's gateway.
      if (mainnetRpc)
        pointDevEnsGateway(mainnetRpc, `${server.url}/v1/names/gateway/{sender}/{data}`).then(
          (pointed) =>
            pointed && logger.info('[foyer] *.foyer.id names resolve on chain 1 (ENS gateway)'),
          (error: unknown) =>
            logger.warn(`[foyer] ENS gateway not set on chain 1: ${(error as Error)?.message}`),
        )
    },
    (error: unknown) => {
      if (closing) return
      logger.error(
        `[foyer] the Foyer server did not start, so ${API_PATH} answers 503: ${(error as Error)?.message ?? error}`,
        { timestamp: true },
      )
    },
  )
  let closed: Promise<void> | undefined
  return {
    ready,
    close() {
      closing = true
      closed ??= ready.then(
        (server) => server.close(),
        () => {},
      )
      return closed
    },
  }
}

/** The server, or the 503 body to answer: it failed to start, or is still starting. */
async function whenReady(
  service: Service,
): Promise<{ server: RunningServer } | { unavailable: Record<string, string> }> {
  let timer: NodeJS.Timeout | undefined
  const starting = new Promise<{ unavailable: Record<string, string> }>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          unavailable: {
            error: 'starting',
            message: 'The Foyer server is still starting. Try again in a moment.',
          },
        }),
      READY_WAIT_MS,
    )
  })
  try {
    return await Promise.race([
      service.ready.then(
        (server) => ({ server }),
        (error: unknown) => ({
          unavailable: {
            error: 'unavailable',
            message: `The Foyer server did not start: ${(error as Error)?.message ?? error}`,
          },
        }),
      ),
      starting,
    ])
  } finally {
    clearTimeout(timer)
  }
}

/** Forwards one request under API_PATH (connect has stripped the prefix) to the server. */
function proxy(service: Service) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    // Requests that come while the server starts wait for it rather than fail.
    const ready = await whenReady(service)
    if ('unavailable' in ready) {
      sendJson(res, 503, ready.unavailable)
      return
    }
    const { server } = ready
    const headers: Record<string, string | string[] | undefined> = {}
    // HTTP/2 pseudo-headers (`:authority`) cannot go on an HTTP/1.1 request.
    for (const [name, value] of Object.entries(req.headers))
      if (!name.startsWith(':')) headers[name] = value
    headers['x-forwarded-host'] = req.headers.host ?? req.headers[':authority']?.toString()
    headers['x-forwarded-for'] = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .flat()
      .filter(Boolean)
      .join(', ')
    headers['x-forwarded-proto'] =
      'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http'
    headers['x-forwarded-prefix'] = API_PATH
    const upstream = request(
      { host: '127.0.0.1', port: server.port, method: req.method, path: req.url || '/', headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', (error) => {
      if (res.headersSent) res.destroy()
      else
        sendJson(res, 502, {
          error: 'bad_gateway',
          message: `Could not reach the Foyer server at ${server.url}: ${error.message}`,
        })
    })
    req.pipe(upstream)
  }
}

/**
 * The port `vite preview` runs the server on: `previewUrl`'s, on loopback. Anything else stops
 * the preview with a message naming the setting and the value.
 */
function previewPort(previewUrl: string): { port: number; hostname: 'localhost' | '127.0.0.1' } {
  const url = URL.parse(previewUrl)
  if (
    url?.protocol !== 'http:' ||
    (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') ||
    !url.port ||
    url.pathname !== '/'
  )
    throw new Error(
      `[foyer] server.previewUrl (or FOYER_PREVIEW_SERVER_URL) must be http://127.0.0.1:<port> or http://localhost:<port>, where vite preview runs the Foyer server. Provided: ${JSON.stringify(previewUrl)}`,
    )
  return { port: Number(url.port), hostname: url.hostname }
}

/**
 * The `foyer:services` step, in `vite dev`, and in `vite preview` when `previewUrl` is set (never
 * in `vite build`): starts `@foyer/server` on its own loopback port, with the app's config
 * (`config()`, its chains' RPC already pointed at `foyer anvil`'s chains), on PGlite in
 * `<root>/.foyer/data` or on PostgreSQL when `DATABASE_URL` is set; serves it at
 * `/__foyer/api/*` on the app's origin; stops it when the server closes or restarts. In dev it
 * listens on `port()` when given (the plugin picks it first, so the modal's `frameUrl` can name the
 * server's `/frame`); in preview on `previewUrl`'s port, which the build named. Its
 * `frame-ancestors` are the app server's own origins; its dev mailbox (`/__mailbox`, logged)
 * catches the sign-in mail. The start runs beside the app server's own: requests that come
 * before it is ready wait for it (503 `{"error":"starting"}` after 30 s).
 */
export function foyerServer(
  options: FoyerServerOptions,
  config: () => FoyerConfig | undefined,
  port: () => number | undefined = () => undefined,
): Plugin {
  // One service per dev server, found again by its resolved config when that server closes: on
  // a restart the new server starts before the old one closes.
  const services = new WeakMap<ResolvedConfig, Service>()
  const serve = (
    server: ViteDevServer | PreviewServer,
    servicePort: number | undefined,
    https: boolean,
    hostname?: 'localhost' | '127.0.0.1',
  ) => {
    const foyerConfig = config()
    if (!foyerConfig) return
    const root = server.config.root
    const dataDir = path.resolve(
      root,
      options.dataDir ?? process.env.FOYER_DATA_DIR ?? '.foyer/data',
    )
    const service = startService(foyerConfig, {
      dataDir,
      root,
      logger: server.config.logger,
      port: servicePort,
      frameDir: options.frameDir === undefined ? undefined : path.resolve(root, options.frameDir),
      appOrigins: () => devServerOrigins(server, https),
      hostname,
      // In `vite dev`, the frame's own requests go to the devtools panel's Egress tab.
      onRequest:
        'ws' in server
          ? (request, serverOrigin) => {
              const message = frameEgress(request, serverOrigin)
              if (message) server.ws.send(EGRESS_EVENT, message)
            }
          : undefined,
      faults: 'ws' in server ? devFaults(server.ws, server.config.logger) : undefined,
    })
    services.set(server.config, service)
    server.httpServer?.once('close', () => void service.close())
    server.middlewares.use(API_PATH, proxy(service))
  }
  return {
    name: 'foyer:services',
    apply: (_, env) =>
      env.command === 'serve' && (!env.isPreview || previewServerUrl(options) !== undefined),
    configureServer(server) {
      serve(
        server,
        port(),
        Boolean(server.config.server.https),
        loopbackName(server.config.server.host),
      )
    },
    configurePreviewServer(server) {
      const previewUrl = previewServerUrl(options)
      if (previewUrl) {
        const named = previewPort(previewUrl)
        serve(server, named.port, Boolean(server.config.preview.https), named.hostname)
      }
    },
    async buildEnd() {
      // In `vite dev`, buildEnd runs when the dev server closes (or restarts).
      await services.get(this.environment.getTopLevelConfig())?.close()
    },
  }
}
