import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { AppDeps } from '../deps.ts'
import { HttpError } from '../http/errors.ts'
import { onPublicOrigin } from '../http/identity.ts'
import { findFrameDir } from './frameDir.ts'

/**
 * What the frame's JS reads from `<script type="application/json" id="foyer-frame-config">`:
 * the apps it serves, the chains, and the one origin it may run on (the server's publicUrl).
 */
export type FrameConfig = {
  appOrigins: string[]
  chains: number[]
  frameOrigin: string
  /** The chains where the app pays its visitors' gas (a bundler and a paymaster are configured). */
  sponsoredChains: number[]
  /** Who pays, as the approval names it (`appName`). */
  appName: string
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

/**
 * The frame page's Content-Security-Policy: its own scripts, styles and server only, and
 * embeddable by `appOrigins` alone (`frame-ancestors 'none'` when there are none). An IPv6
 * literal (`http://[::1]:5173`) is left out: CSP's host grammar has none, and browsers ignore
 * such a source with a console warning.
 */
export function frameCsp(appOrigins: readonly string[]): string {
  const sources = appOrigins.filter((origin) => !origin.includes('['))
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${sources.length > 0 ? sources.join(' ') : "'none'"}`,
  ].join('; ')
}

/**
 * `html` with the frame's config as a JSON data block right before `</head>` (`<` written as
 * `\u003c`, so no value can close the script element).
 */
export function injectFrameConfig(html: string, config: FrameConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  const block = `<script type="application/json" id="foyer-frame-config">${json}</script>`
  const head = html.search(/<\/head>/i)
  return head === -1 ? `${block}${html}` : `${html.slice(0, head)}${block}${html.slice(head)}`
}

function notBuilt(): HttpError {
  return new HttpError(
    503,
    'frame_unavailable',
    'The embedded wallet frame is not built: run npm run build -w @foyer/frame',
  )
}

function noAsset(file: string, description: string): HttpError {
  return new HttpError(404, 'not_found', `No frame asset ${JSON.stringify(file)}`, [
    { field: 'param.file', rule: 'frame_asset', value: file.slice(0, 80), description },
  ])
}

const isMissing = (error: unknown) =>
  ['ENOENT', 'EISDIR', 'ENOTDIR'].includes((error as NodeJS.ErrnoException)?.code ?? '')

/**
 * The frame is served on the server's own origin only (its publicUrl), never through an app's
 * proxy: keys kept on an app's origin would be readable by every script of that app.
 */
function onFrameOrigin(c: Context, identity: AppDeps['identity']): void {
  onPublicOrigin(
    c,
    identity,
    'frame_not_here',
    (host) =>
      `The wallet frame is served only at ${identity.publicUrl()}/frame, on the wallet's own origin, not on ${host}`,
  )
}

/**
 * The embedded wallet's frame page, on the server's own origin (never the app's):
 * - `GET /frame` (and `/frame/`) → the built `index.html` with the frame's config injected
 *   (`{ appOrigins, chains, frameOrigin, sponsoredChains, appName }`), a CSP whose `frame-ancestors` are the app origins
 *   (read on each request), `no-store`, and no X-Frame-Options; 503 `frame_unavailable` when
 *   the frame is not built; 404 on any host but the publicUrl's.
 * - `GET /frame/assets/:file` → a built asset, cached for a year (its name carries its hash).
 */
export function frameRoutes({ config, frameDir, identity }: AppDeps): Hono {
  const page = async (c: Context) => {
    c.header('Cache-Control', 'no-store')
    onFrameOrigin(c, identity)
    const dir = findFrameDir(frameDir)
    if (!dir) throw notBuilt()
    let html: string
    try {
      html = await readFile(path.join(dir, 'index.html'), 'utf8')
    } catch (error) {
      if (isMissing(error)) throw notBuilt()
      throw error
    }
    const origins = identity.appOrigins()
    c.header('Content-Security-Policy', frameCsp(origins))
    // same-origin: other sites get no referrer, and the frame's own POSTs keep their Origin
    // (no-referrer makes browsers send `Origin: null`, which the server refuses as cross-site).
    c.header('Referrer-Policy', 'same-origin')
    c.header('X-Content-Type-Options', 'nosniff')
    return c.html(
      injectFrameConfig(html, {
        appOrigins: origins,
        chains: config.chains.map((chain) => chain.id),
        frameOrigin: identity.publicOrigin(),
        sponsoredChains: config.chains
          .filter((chain) => chain.bundlerUrl && chain.paymaster)
          .map((chain) => chain.id),
        appName: config.appName,
      }),
    )
  }

  return new Hono()
    .get('/frame', page)
    .get('/frame/', page)
    .get('/frame/assets/:file', async (c) => {
      onFrameOrigin(c, identity)
      const file = c.req.param('file')
      if (!/^[\w.-]+$/.test(file) || file.includes('..') || file.startsWith('.'))
        throw noAsset(file, 'param.file must be a plain file name: A-Z a-z 0-9 _ . - (no "..")')
      const dir = findFrameDir(frameDir)
      if (!dir) throw notBuilt()
      let body: Buffer
      try {
        body = await readFile(path.join(dir, 'assets', file))
      } catch (error) {
        if (isMissing(error)) throw noAsset(file, `the frame has no asset named ${file}`)
        throw error
      }
      const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
      return c.body(new Uint8Array(body), 200, {
        'Content-Type': type,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      })
    })
}
