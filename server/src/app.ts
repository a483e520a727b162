import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { emailChangeRoutes } from './auth/emailChangeRoutes.ts'
import { passkeyRoutes } from './auth/passkeyRoutes.ts'
import { authRoutes } from './auth/routes.ts'
import { shareRoutes } from './auth/shareRoutes.ts'
import type { AppDeps, ServerDeps } from './deps.ts'
import { frameRoutes } from './frame/frameRoutes.ts'
import { healthRoutes } from './health/health.ts'
import { errorResponse, HttpError, isStorageDown } from './http/errors.ts'
import { requestGuards } from './http/guards.ts'
import { serverIdentity } from './http/identity.ts'
import { redactingLogger } from './http/redactLog.ts'
import { devMailboxRoutes } from './mail/devMailbox.ts'
import { MailSendError } from './mail/sendMail.ts'
import { gatewayRoutes } from './names/gatewayRoutes.ts'
import { namesRoutes } from './names/routes.ts'
import { DEV_ONRAMP_PATH, devOnrampRoutes } from './onramp/devProvider.ts'
import { onrampRoutes } from './onramp/routes.ts'
import { rpcRoutes } from './rpc/routes.ts'
import { siweRoutes } from './siwe/routes.ts'
import { socialRoutes } from './social/routes.ts'
import { userOperationRoutes } from './userOps/routes.ts'

/**
 * The Foyer server as one hono app, routes grouped by feature. Every error answer is JSON with
 * `error`, `message` and `reasons`; nothing else (no stack, no driver message) reaches a client.
 * @example
 * const app = createApp({ storage: await openStorage(), config: parseServerConfig({ chains, projectIds: ['my-app'] }) })
 */
export function createApp(serverDeps: ServerDeps): Hono {
  // Every error a route group reports goes through here first: no code, token or share (which
  // a database error's `params` list) reaches a log.
  const logError = redactingLogger(
    serverDeps.logError ?? ((error: unknown) => console.error('[foyer server]', error)),
  )
  const deps: AppDeps = { ...serverDeps, logError, identity: serverIdentity(serverDeps) }
  const app = new Hono()

  // First, so that it sees every answer, refusals included.
  const observe = serverDeps.onRequest
  if (observe)
    app.use('*', async (c, next) => {
      const startedAt = Date.now()
      await next()
      const length = c.res.headers.get('content-length')
      try {
        observe({
          method: c.req.method,
          url: c.req.url,
          status: c.res.status,
          size: length === null ? undefined : Number(length),
          startedAt,
          fetchSite: c.req.header('sec-fetch-site'),
          fetchDest: c.req.header('sec-fetch-dest'),
        })
      } catch (error) {
        logError(error)
      }
    })

  // Dev only (the devtools' fault switches): every answer 503 but the dev mailbox's, mail that
  // cannot be handed over. The chain's switch is the RPC proxy's (rpcRoutes).
  const faults = serverDeps.faults
  if (faults) {
    app.use('*', async (c, next) => {
      if (!faults.serverDown || c.req.path.startsWith('/__mailbox')) return next()
      return errorResponse(
        c,
        new HttpError(
          503,
          'unavailable',
          'The Foyer server is unavailable (devtools fault switch)',
        ),
      )
    })
    const { mailer } = deps
    if (mailer)
      deps.mailer = {
        ...mailer,
        send: (message) =>
          faults.mailDown
            ? Promise.reject(
                new MailSendError('The SMTP server refused the connection (devtools fault switch)'),
              )
            : mailer.send(message),
      }
  }

  // Before anything reads the request: a Host this server is not, a browser's state-changing
  // request from a page that is not an app of this server.
  app.use('*', requestGuards(deps.identity))

  const tooLarge = (c: Context) =>
    errorResponse(
      c,
      new HttpError(
        413,
        'body_too_large',
        `The request body is larger than ${deps.config.maxBodyBytes} bytes`,
        [
          {
            field: 'body',
            rule: 'max_bytes',
            value: c.req.header('content-length'),
            description: `body must be at most ${deps.config.maxBodyBytes} bytes`,
          },
        ],
      ),
    )
  const streamedBodyLimit = bodyLimit({ maxSize: deps.config.maxBodyBytes, onError: tooLarge })
  app.use('*', async (c, next) => {
    // A GET or HEAD has no body to read. A Content-Length without Transfer-Encoding is the size:
    // Node's parser reads exactly that many bytes. Both leave the body untouched, so a route's
    // `json()` reads it straight from the socket; hono's bodyLimit would first build a whole
    // fetch Request (a fifth of a registration's time on the server's thread). A chunked body
    // is counted as it streams.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const length = c.req.header('content-length')
    if (length !== undefined && c.req.header('transfer-encoding') === undefined)
      return Number(length) > deps.config.maxBodyBytes ? tooLarge(c) : next()
    return streamedBodyLimit(c, next)
  })

  app.route('/health', healthRoutes(deps))
  app.route('/v1/profile', namesRoutes(deps))
  app.route('/v1/names/gateway', gatewayRoutes(deps))
  app.route('/v1/onramp', onrampRoutes(deps))
  app.route('/v1/siwe', siweRoutes(deps))
  app.route('/rpc', rpcRoutes(deps))
  app.route('/v1/user-operations', userOperationRoutes(deps))
  app.route('/v1/auth/social', socialRoutes(deps))
  app.route('/v1/auth/email/change', emailChangeRoutes(deps))
  app.route('/v1/auth/passkey', passkeyRoutes(deps))
  app.route('/v1/auth', authRoutes(deps))
  app.route('/v1/keys', shareRoutes(deps))
  app.route('/__mailbox', devMailboxRoutes(deps.mailbox, deps.identity))
  app.route(DEV_ONRAMP_PATH, devOnrampRoutes(deps))
  app.route('/', frameRoutes(deps))

  app.notFound((c) =>
    errorResponse(
      c,
      new HttpError(
        404,
        'not_found',
        `No route for ${c.req.method} ${new URL(c.req.url).pathname}`,
      ),
    ),
  )

  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error)
    if (isStorageDown(error))
      return errorResponse(
        c,
        new HttpError(
          503,
          'storage_unavailable',
          'The database is unavailable; nothing was saved. Try again shortly.',
        ),
      )
    logError(error)
    return errorResponse(c, new HttpError(500, 'internal', 'Something went wrong on the server'))
  })

  return app
}
