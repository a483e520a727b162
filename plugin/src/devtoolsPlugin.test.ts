import {
  HELLO_EVENT,
  HISTORY_EVENT,
  RELAY_EVENT,
  type RelayMessage,
} from '@foyer/devtools/protocol'
import { MOUNT_URL } from '@foyer/modal/internal'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { DEVTOOLS_STANDALONE_URL, DEVTOOLS_URL, devtoolsPlugin } from './devtoolsPlugin.ts'
import { foyer } from './foyer.ts'
import { useTestApps } from './testing/testApps.ts'

const makeTestApp = useTestApps('devtools')
const servers: ViteDevServer[] = []
afterAll(async () => {
  for (const server of servers) await server.close()
})

const makeApp = () => makeTestApp("{ projectId: 'p', chains: [1] }")

/** A dev server in memory, enough for configureServer: the websocket and the middlewares. */
function fakeServer() {
  const handlers = new Map<string, (data: unknown, client: { send: typeof vi.fn }) => void>()
  const broadcast = vi.fn()
  const server = {
    ws: { on: (event: string, h: never) => handlers.set(event, h), send: broadcast },
    middlewares: { use: vi.fn() },
  }
  const plugin = devtoolsPlugin({ maxEvents: 2 })
  ;(plugin.configureServer as (s: unknown) => void)(server)
  return { handlers, broadcast }
}

const message = (n: number): RelayMessage => ({
  session: 's',
  n,
  url: 'http://app/',
  event: { channel: 'tracking', time: n, payload: { event: `E${n}`, properties: {} } },
})

describe('foyer:devtools', () => {
  it('relays each page event to every window and keeps the last ones for late windows', () => {
    const { handlers, broadcast } = fakeServer()
    for (const n of [1, 2, 3]) handlers.get(RELAY_EVENT)?.(message(n), { send: vi.fn() })
    expect(broadcast.mock.calls.map(([event, data]) => [event, data.n])).toEqual([
      [RELAY_EVENT, 1],
      [RELAY_EVENT, 2],
      [RELAY_EVENT, 3],
    ])
    const client = { send: vi.fn() }
    handlers.get(HELLO_EVENT)?.({}, client as never)
    expect(client.send).toHaveBeenCalledWith(HISTORY_EVENT, [message(2), message(3)])
  })

  it('is a dev-server step only', () => {
    expect(devtoolsPlugin()).toMatchObject({ name: 'foyer:devtools', apply: 'serve' })
    expect(foyer().map((p) => p.name)).toContain('foyer:devtools')
    expect(foyer({ devtools: false }).map((p) => p.name)).not.toContain('foyer:devtools')
  })

  it('vite dev: the page gets the panel; /__foyer/devtools serves it alone', async () => {
    const dir = makeApp()
    const server = await createServer({
      root: dir,
      configFile: false,
      logLevel: 'error',
      // The Foyer server is foyerServer.test.ts's subject, not this file's.
      plugins: [foyer({ server: false })],
      server: { port: 0, host: '127.0.0.1' },
    })
    servers.push(server)
    await server.listen()
    const base = server.resolvedUrls!.local[0]!
    const get = async (url: string) => (await fetch(new URL(url, base))).text()

    const page = await get('/')
    expect(page).toContain(`<script type="module" src="${DEVTOOLS_URL}"></script>`)
    expect(page).toContain(MOUNT_URL)
    const inject = await get(DEVTOOLS_URL)
    expect(inject).toMatch(
      /import \{ injectDevtools \} from "\/@fs\/.*\/devtools\/src\/exports\/inject\.ts"/,
    )
    expect(inject).toContain('import.meta.hot = __vite__createHotContext')

    const standalone = await get('/__foyer/devtools')
    expect(standalone).toContain('<title>Foyer devtools</title>')
    expect(standalone).toContain(`src="${DEVTOOLS_STANDALONE_URL}"`)
    expect(standalone).toContain('/@vite/client')
    // Neither the modal nor a second panel on the standalone page.
    expect(standalone).not.toContain(MOUNT_URL)
    expect(standalone).not.toContain(`src="${DEVTOOLS_URL}"`)
    expect(await get(DEVTOOLS_STANDALONE_URL)).toContain('mountStandalone')
  }, 60_000)
})
