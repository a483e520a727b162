import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { migratedDataDir } from '@foyer/host-app/start'
import { VIRTUAL_CONFIG_ID } from '@foyer/modal/internal'
import {
  build,
  createLogger,
  createServer,
  type Logger,
  type PreviewServer,
  preview,
  type ViteDevServer,
} from 'vite'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type FoyerPluginOptions, foyer } from './foyer.ts'
import { freePort } from './foyerServer.ts'
import { useTestApps } from './testing/testApps.ts'

const makeApp = useTestApps('server')
const servers: ViteDevServer[] = []
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()))
})
afterEach(() => {
  delete process.env.FOYER_DATA_DIR
  delete process.env.SMTP_URL
})

/** A logger that keeps what the plugin says, so the test can read the server's URL. */
function recordingLogger(): Logger & { lines: string[] } {
  const logger = createLogger('info', { allowClearScreen: false })
  const lines: string[] = []
  const keep = (level: 'info' | 'warn' | 'error') => {
    const original = logger[level].bind(logger)
    logger[level] = (message, options) => {
      lines.push(message)
      if (level !== 'info') original(message, options)
    }
  }
  keep('info')
  keep('warn')
  keep('error')
  return Object.assign(logger, { lines })
}

async function devServer(
  dir: string,
  options: FoyerPluginOptions = {},
  host: string | undefined = '127.0.0.1',
) {
  const logger = recordingLogger()
  const server = await createServer({
    root: dir,
    configFile: false,
    customLogger: logger,
    plugins: [foyer({ devtools: false, ...options })],
    server: { port: 0, host },
  })
  servers.push(server)
  await server.listen()
  const base = server.resolvedUrls!.local[0]!
  return {
    server,
    logger,
    get: (url: string) => fetch(new URL(url, base), { headers: { accept: 'application/json' } }),
    configModule: async () => (await server.transformRequest(VIRTUAL_CONFIG_ID))?.code ?? '',
    /** The Foyer server's own URL, from the plugin's log line, once it is ready. */
    async serverUrl(after = 0): Promise<string> {
      const deadline = Date.now() + 30_000
      while (Date.now() < deadline) {
        const line = logger.lines.slice(after).find((l) => l.startsWith('[foyer] server '))
        const url = line?.match(/^\[foyer\] server (http:\/\/(?:127\.0\.0\.1|localhost):\d+) /)?.[1]
        if (url) return url
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error(`no "[foyer] server" line in:\n${logger.lines.join('\n')}`)
    },
  }
}

/**
 * Puts a copy of a migrated database at `dir/dataDir`: only the first test proves what an empty
 * folder gets (an initdb, seconds on 2 busy cores); the others need not pay for it again.
 */
async function migratedData(dir: string, dataDir = '.foyer/data'): Promise<void> {
  cpSync(await migratedDataDir(), path.join(dir, dataDir), { recursive: true })
}

/** Whether something still answers at `url` (a closed server refuses the connection). */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(new URL('/health', url))
    return true
  } catch {
    return false
  }
}

describe('foyer:services in vite dev', () => {
  it("serves the Foyer server at /__foyer/api on the app's origin, on PGlite in .foyer/data; stops it on close and restart", async () => {
    const dir = makeApp("{ projectId: 'p', chains: [31337] }")
    const dev = await devServer(dir)
    // Through the app's origin, waiting for the server if it is still starting.
    const health = await dev.get('/__foyer/api/health')
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const first = await dev.serverUrl()
    expect(dev.logger.lines).toContainEqual(
      expect.stringMatching(
        /^\[foyer\] server http:\/\/127\.0\.0\.1:\d+ \(PGlite \.foyer\/data\) ready in [\d.]+ s/,
      ),
    )
    expect(readdirSync(path.join(dir, '.foyer/data'))).toContain('PG_VERSION')
    // The modal is pointed at it: its API through the app's origin, its wallet frame on the
    // server's own origin, on the port the plugin picked before starting it.
    const code = await dev.configModule()
    expect(code).toContain('"api":"/__foyer/api"')
    expect(code).toContain(`"frameUrl":"${first}/frame"`)
    // A route of the server's own, not Vite's: its JSON 404.
    const missing = await dev.get('/__foyer/api/nothing')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ error: 'not_found' })

    // A restart (the config changed) replaces the server; the old one stops.
    const logged = dev.logger.lines.length
    await dev.server.restart()
    const second = await dev.serverUrl(logged)
    expect(second).not.toBe(first)
    expect(await answers(first)).toBe(false)
    expect((await dev.get('/__foyer/api/health')).status).toBe(200)

    await dev.server.close()
    expect(await answers(second)).toBe(false)
  })

  it("names its server as the browser names the app: localhost under Vite's default host, so the frame is same-site and a passkey's relying party is a domain", async () => {
    const dir = makeApp("{ projectId: 'p', chains: [31337] }")
    await migratedData(dir)
    const dev = await devServer(dir, {}, 'localhost')
    const url = await dev.serverUrl()
    expect(url).toMatch(/^http:\/\/localhost:\d+$/)
    expect(await dev.configModule()).toContain(`"frameUrl":"${url}/frame"`)
    // The server answers on that name: its health, and the mailbox it logged.
    expect((await fetch(`${url}/health`)).status).toBe(200)
    const mailbox = dev.logger.lines
      .find((line) => line.startsWith('[foyer] mailbox '))
      ?.match(/(http:\/\/\S+\/__mailbox)/)?.[1]
    expect(mailbox).toBe(`${url}/__mailbox`)
    await dev.server.close()
  })

  describe('one dev server, read by each test', () => {
    let dev: Awaited<ReturnType<typeof devServer>>
    beforeAll(async () => {
      const dir = makeApp("{ projectId: 'p', chains: [1, 137] }", {
        'frame-dist/index.html': '<html><head><title>frame</title></head><body></body></html>',
        'frame-dist/assets/index-abc.js': 'console.log("frame")\n',
      })
      await migratedData(dir)
      dev = await devServer(dir, { server: { frameDir: 'frame-dist' } })
    })
    afterAll(() => dev?.server.close())

    it("serves the wallet frame for the dev server's origins, and a dev mailbox for its sign-in mail", async () => {
      const url = await dev.serverUrl()
      const port = new URL(dev.server.resolvedUrls!.local[0]!).port
      const frame = await fetch(`${url}/frame`)
      expect(frame.status).toBe(200)
      // http://[::1]:port is in the frame's config, not in the CSP, whose grammar has no IPv6.
      expect(frame.headers.get('content-security-policy')).toMatch(
        new RegExp(`; frame-ancestors http://localhost:${port} http://127\\.0\\.0\\.1:${port}$`),
      )
      expect(await frame.text()).toContain(
        `<script type="application/json" id="foyer-frame-config">{"appOrigins":["http://localhost:${port}","http://127.0.0.1:${port}","http://[::1]:${port}"],"chains":[1,137],"frameOrigin":"${url}","sponsoredChains":[],"appName":"Foyer"}</script></head>`,
      )
      expect((await fetch(`${url}/frame/assets/index-abc.js`)).status).toBe(200)
      // Never on the app's origin through its proxy, where the app's scripts could read the keys.
      const proxied = await dev.get('/__foyer/api/frame')
      expect(proxied.status).toBe(404)
      expect(await proxied.json()).toMatchObject({ error: 'frame_not_here' })

      const line = dev.logger.lines.find((l) => l.startsWith('[foyer] mailbox '))
      expect(line).toBe(`[foyer] mailbox ${url}/__mailbox — sign-in codes sent in dev land here`)
      // The server mails through it: a sign-in code lands there.
      const email = 'dev@example.com'
      const started = await fetch(`${url}/v1/auth/email/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, deviceId: 'device_0123456789abcdef' }),
      })
      expect(started.status).toBe(200)
      const mail = await fetch(`${url}/__mailbox/latest?to=${encodeURIComponent(email)}`)
      const { code } = (await mail.json()) as { code: string }
      expect(code).toMatch(/^\d{6}$/)
      // Never through the app's proxy: a dev server reached from the network (`vite --host`)
      // would hand any visitor's code to whoever asks the app's origin.
      for (const leak of [`/__foyer/api/__mailbox/latest?to=${email}`, '/__foyer/api/__mailbox']) {
        const answer = await dev.get(leak)
        expect(answer.status, leak).toBe(404)
        const body = await answer.text()
        expect(JSON.parse(body)).toMatchObject({
          error: 'mailbox_not_here',
          message: expect.stringContaining(`served only at ${url}/__mailbox`),
        })
        expect(body).not.toContain(code)
      }
    })

    it("offers the test checkout and dev USD prices to the on-ramp, on the server's own origin", async () => {
      const url = await dev.serverUrl()
      const providers = await dev.get('/__foyer/api/v1/onramp/providers?projectId=p')
      expect(await providers.json()).toEqual([
        {
          name: 'Foyer test checkout',
          url: `${url}/__onramp/checkout`,
          publicKey: 'foyer-dev',
        },
      ])
      const price = await dev.get('/__foyer/api/v1/onramp/price?symbol=ETH&projectId=p')
      expect(await price.json()).toEqual({ symbol: 'ETH', usd: '3000' })
    })
  })

  it("keeps the host's own api and frameUrl; FOYER_DATA_DIR moves the data; SMTP_URL replaces the mailbox", async () => {
    const dir = makeApp(
      "{ projectId: 'p', chains: [1], api: 'https://api.example.com/foyer', frameUrl: 'https://wallet.example.com/frame' }",
    )
    await migratedData(dir, 'elsewhere/db')
    process.env.FOYER_DATA_DIR = 'elsewhere/db'
    process.env.SMTP_URL = 'smtp://127.0.0.1:1'
    const dev = await devServer(dir)
    expect((await dev.get('/__foyer/api/health')).status).toBe(200)
    const code = await dev.configModule()
    expect(code).toContain('"api":"https://api.example.com/foyer"')
    expect(code).toContain('"frameUrl":"https://wallet.example.com/frame"')
    expect(code).not.toContain('/__foyer/api')
    await dev.serverUrl()
    expect(dev.logger.lines.some((l) => l.includes('mailbox'))).toBe(false)
    // The server opened that folder (it holds its lock while it runs), and no other.
    expect(dev.logger.lines).toContainEqual(expect.stringContaining('(PGlite elsewhere/db) ready'))
    expect(existsSync(path.join(dir, 'elsewhere/db.lock'))).toBe(true)
    expect(existsSync(path.join(dir, 'elsewhere/db/PG_VERSION'))).toBe(true)
    expect(existsSync(path.join(dir, '.foyer/data'))).toBe(false)
    await dev.server.close()
  })

  it('server: false leaves it out: Vite has nothing at /__foyer/api', async () => {
    const dir = makeApp("{ projectId: 'p', chains: [1] }")
    const dev = await devServer(dir, { server: false })
    expect((await dev.get('/__foyer/api/health')).status).toBe(404)
    const code = await dev.configModule()
    expect(code).not.toContain('"api"')
    expect(code).not.toContain('frameUrl')
    expect(existsSync(path.join(dir, '.foyer'))).toBe(false)
    await dev.server.close()
  })
})

describe('foyer:services in vite preview', () => {
  /** `vite build`, then `vite preview` on a free port, of `dir` with `options`; closed after. */
  async function buildAndPreview(dir: string, options: FoyerPluginOptions) {
    const logger = recordingLogger()
    const inline = {
      root: dir,
      configFile: false as const,
      customLogger: logger,
      // What the plugin logs still reaches `logger`; Vite's own progress lines do not.
      logLevel: 'warn' as const,
      plugins: [foyer({ devtools: false, ...options })],
    }
    await build(inline)
    const js = readdirSync(path.join(dir, 'dist/assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(dir, 'dist/assets', file), 'utf8'))
      .join('\n')
    // The app's config as the bundle holds it (an object literal, keys unquoted, strings in
    // backquotes or quotes): from its projectId to the next 400 characters.
    const at = js.search(/projectId:\s*[`"]p[`"]/)
    const config = at < 0 ? '' : js.slice(at, at + 400).replaceAll('`', '"')
    const port = await freePort()
    let server: PreviewServer | undefined
    const previewed = () =>
      preview({ ...inline, preview: { port, host: '127.0.0.1', strictPort: true } }).then(
        (started) => {
          server = started
          return started
        },
      )
    return {
      logger,
      js,
      config,
      previewed,
      get: (url: string) => fetch(new URL(url, `http://127.0.0.1:${port}`)),
      port,
      close: () => server?.close(),
    }
  }

  it('a build made with previewUrl names that server and keeps its social logins; vite preview runs it there, at /__foyer/api, and stops it on close', async () => {
    const dir = makeApp("{ projectId: 'p', chains: [1], socials: ['google'] }")
    await migratedData(dir)
    const previewUrl = `http://127.0.0.1:${await freePort()}`
    const app = await buildAndPreview(dir, { server: { previewUrl } })
    try {
      // The build: its modal calls the app's origin and opens the frame on the preview's server;
      // Google stays although no credentials are set (the preview's server signs it in).
      expect(app.config).toContain(`frameUrl:"${previewUrl}/frame"`)
      expect(app.config).toContain('api:"/__foyer/api"')
      expect(app.config).toContain('socials:["google"]')
      expect(app.logger.lines).toContain(
        `[foyer] this build names the Foyer server that vite preview runs at ${previewUrl} (server.previewUrl or FOYER_PREVIEW_SERVER_URL): try it with vite preview, do not deploy it.`,
      )
      await app.previewed()
      const health = await app.get('/__foyer/api/health')
      expect(health.status).toBe(200)
      expect(await health.json()).toEqual({ status: 'ok' })
      expect(app.logger.lines).toContainEqual(
        expect.stringMatching(
          new RegExp(`^\\[foyer\\] server ${previewUrl} \\(PGlite \\.foyer/data\\) ready in`),
        ),
      )
      // The frame on the server's own origin, embeddable by the preview's pages only.
      const frame = await fetch(`${previewUrl}/frame`)
      expect(frame.status).toBe(200)
      expect(frame.headers.get('content-security-policy')).toMatch(
        new RegExp(
          `; frame-ancestors http://localhost:${app.port} http://127\\.0\\.0\\.1:${app.port}$`,
        ),
      )
    } finally {
      await app.close()
    }
    expect(await answers(previewUrl)).toBe(false)
  })

  it('without previewUrl the build names no server, and vite preview runs none', async () => {
    const dir = makeApp("{ projectId: 'p', chains: [1] }")
    const app = await buildAndPreview(dir, {})
    try {
      expect(app.config).toContain('projectId:"p"')
      expect(app.js).not.toContain('__foyer/api')
      expect(app.config).not.toContain('frameUrl')
      await app.previewed()
      // Only the app's page (preview's fallback for any path), and no server line.
      const health = await app.get('/__foyer/api/health')
      expect(health.headers.get('content-type')).toMatch(/^text\/html/)
      expect(app.logger.lines.some((line) => line.startsWith('[foyer] server'))).toBe(false)
      expect(existsSync(path.join(dir, '.foyer'))).toBe(false)
    } finally {
      await app.close()
    }
  })

  it('a previewUrl that is not http://127.0.0.1:<port> stops vite preview, naming the value', async () => {
    const dir = makeApp("{ projectId: 'p', chains: [1] }")
    const app = await buildAndPreview(dir, { server: { previewUrl: 'https://wallet.example.com' } })
    await expect(app.previewed()).rejects.toThrow(
      '[foyer] server.previewUrl (or FOYER_PREVIEW_SERVER_URL) must be http://127.0.0.1:<port> or http://localhost:<port>, where vite preview runs the Foyer server. Provided: "https://wallet.example.com"',
    )
    await app.close()
  })
})
