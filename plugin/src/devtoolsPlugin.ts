import { createRequire } from 'node:module'
import {
  HELLO_EVENT,
  HISTORY_EVENT,
  RELAY_EVENT,
  type RelayMessage,
  STANDALONE_PATH,
} from '@foyer/devtools/protocol'
import {
  MOUNT_URL,
  VIRTUAL_DEVTOOLS_ID,
  VIRTUAL_DEVTOOLS_STANDALONE_ID,
} from '@foyer/modal/internal'
import { normalizePath, type Plugin } from 'vite'

export type DevtoolsPluginOptions = {
  /** How many events the panel (and the standalone page's history) keeps. @default 1000 */
  maxEvents?: number
}

/** URLs of the panel's scripts; resolved to virtual modules on `vite dev` only. */
export const DEVTOOLS_URL = '/@foyer/devtools.js'
export const DEVTOOLS_STANDALONE_URL = '/@foyer/devtools-standalone.js'
export { STANDALONE_PATH as DEVTOOLS_PAGE_PATH }

const INJECT_ID = `\0${VIRTUAL_DEVTOOLS_ID}`
const STANDALONE_ID = `\0${VIRTUAL_DEVTOOLS_STANDALONE_ID}`

const STANDALONE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Foyer devtools</title>
    <style>html, body { margin: 0; background: #0b1120; }</style>
  </head>
  <body>
    <script type="module" src="${DEVTOOLS_STANDALONE_URL}"></script>
  </body>
</html>`

/** The devtools entry files, from this package's own dependency (the app need not list it). */
function devtoolsEntry(name: 'inject' | 'standalone'): string {
  return normalizePath(createRequire(import.meta.url).resolve(`@foyer/devtools/${name}`))
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * The `foyer:devtools` step, on `vite dev` only (`apply: 'serve'`), so a production build holds
 * none of its code: injects the devtools panel into the app's pages, attached to the page's
 * instance, and serves the panel alone at `/__foyer/devtools`, which follows the pages' events
 * through the dev server's websocket (so it can live in a second window).
 */
export function devtoolsPlugin(
  options: DevtoolsPluginOptions = {},
  /** The modal's mount script, which the standalone page leaves out. */
  mountUrl = MOUNT_URL,
): Plugin {
  const maxEvents = options.maxEvents ?? 1_000
  const settings = JSON.stringify({ maxEvents })
  return {
    name: 'foyer:devtools',
    apply: 'serve',
    resolveId(id) {
      if (id === DEVTOOLS_URL) return INJECT_ID
      if (id === DEVTOOLS_STANDALONE_URL) return STANDALONE_ID
    },
    load(id) {
      if (id === INJECT_ID)
        return [
          `import { injectDevtools } from ${JSON.stringify(devtoolsEntry('inject'))}`,
          `injectDevtools({ ...${settings}, hot: import.meta.hot })`,
        ].join('\n')
      if (id === STANDALONE_ID)
        return [
          `import { mountStandalone } from ${JSON.stringify(devtoolsEntry('standalone'))}`,
          `mountStandalone({ ...${settings}, hot: import.meta.hot })`,
        ].join('\n')
    },
    transformIndexHtml(_html, context) {
      if (context.path.startsWith(STANDALONE_PATH)) return
      return [{ tag: 'script', attrs: { type: 'module', src: DEVTOOLS_URL }, injectTo: 'body' }]
    },
    configureServer(server) {
      // The events relayed so far, so a standalone page opened late still sees them.
      const history: RelayMessage[] = []
      server.ws.on(RELAY_EVENT, (message: RelayMessage) => {
        history.push(message)
        if (history.length > maxEvents) history.splice(0, history.length - maxEvents)
        server.ws.send(RELAY_EVENT, message)
      })
      server.ws.on(HELLO_EVENT, (_data: unknown, client) => client.send(HISTORY_EVENT, history))

      const mountScript = new RegExp(
        `<script[^>]*src="${escapeRegExp(mountUrl)}"[^>]*></script>\\s*`,
        'g',
      )
      server.middlewares.use(async (req, res, next) => {
        const [path] = (req.url ?? '').split('?')
        if (req.method !== 'GET' || (path !== STANDALONE_PATH && path !== `${STANDALONE_PATH}/`))
          return next()
        try {
          // Vite's own HTML steps (client, React refresh preamble); not the modal: the page only
          // shows what other pages do.
          const html = await server.transformIndexHtml(STANDALONE_PATH, STANDALONE_HTML)
          res.setHeader('Content-Type', 'text/html; charset=utf-8')
          res.setHeader('Cache-Control', 'no-store')
          res.end(html.replace(mountScript, ''))
        } catch (error) {
          next(error)
        }
      })
    },
  }
}
