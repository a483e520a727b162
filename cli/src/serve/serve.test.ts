import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { migratedDataDir } from '@foyer/host-app/start'
import { type Anvil, startAnvil } from '@foyer/testing/anvil'
import { afterAll, describe, expect, it } from 'vitest'
import { removeDir, runCliAsync, startCli } from '../testing/cliProcess.ts'

const dirs: string[] = []
let anvil: Anvil | undefined
afterAll(async () => {
  await anvil?.stop()
  for (const dir of dirs) removeDir(dir)
})

/** An empty folder outside the repo: a fresh machine has nothing else. */
function emptyDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'foyer-serve-'))
  dirs.push(dir)
  return dir
}

async function started(cwd: string, args: string[] = []) {
  const cli = startCli(['serve', '--port', '0', ...args], cwd)
  await cli.waitFor('Ctrl-C stops it.', 60_000)
  const url = cli.output().match(/^Foyer server (http:\/\/127\.0\.0\.1:\d+)$/m)?.[1]
  if (!url) throw new Error(`no URL in:\n${cli.output()}`)
  return { ...cli, url }
}

describe('foyer serve', () => {
  it('in an empty folder with --dev: answers GET /health, stores in .foyer/data, exits 0 on SIGTERM', async () => {
    const dir = emptyDir()
    const serve = await started(dir, ['--dev'])
    try {
      expect(serve.output()).toContain(`Public    ${serve.url} (--dev)`)
      expect(serve.output()).toContain('Storage   PGlite .foyer/data')
      expect(serve.output()).toContain('Config    none found: chain 1, projectId local-dev')
      expect(serve.output()).toContain(
        `Frame     ${serve.url}/frame, embeddable by no app (add --app-origin <origin>)`,
      )
      const health = await fetch(`${serve.url}/health`)
      expect(health.status).toBe(200)
      expect(await health.json()).toEqual({ status: 'ok' })
      expect(readdirSync(path.join(dir, '.foyer/data'))).toContain('PG_VERSION')
    } finally {
      serve.child.kill('SIGTERM')
    }
    expect(await serve.exited).toBe(0)
    expect(serve.output()).toContain('SIGTERM: stopping the server…\nStopped.\n')
    // The folder is free again for the next server.
    expect(existsSync(path.join(dir, '.foyer/data.lock'))).toBe(false)
  })

  it("proxies the config's chains to the anvils of .foyer/anvil.json", async () => {
    const dir = emptyDir()
    anvil = await startAnvil({ chainId: 137 })
    writeFileSync(
      path.join(dir, 'foyer.config.ts'),
      "import { defineConfig } from '@foyer/modal/config'\nexport default defineConfig({ projectId: 'my-app', chains: [137] })\n",
    )
    mkdirSync(path.join(dir, '.foyer'))
    writeFileSync(path.join(dir, '.foyer/anvil.json'), JSON.stringify({ 137: anvil.url }))
    // A migrated database, copied: the first test starts on an empty folder, this one need not
    // pay for an initdb again (seconds on 2 busy cores).
    cpSync(await migratedDataDir(), path.join(dir, 'db'), { recursive: true })
    const serve = await started(dir, [
      '--data-dir',
      'db',
      '--dev',
      '--app-origin',
      'http://localhost:5173',
      '--app-origin',
      'https://shop.example.com',
    ])
    try {
      expect(serve.output()).toContain('Config    foyer.config.ts')
      expect(serve.output()).toContain(
        `Frame     ${serve.url}/frame, embeddable by http://localhost:5173, https://shop.example.com`,
      )
      // The frame page (built with the packages) may be embedded by those origins alone.
      const frame = await fetch(`${serve.url}/frame`)
      expect(frame.status).toBe(200)
      expect(frame.headers.get('content-security-policy')).toMatch(
        / frame-ancestors http:\/\/localhost:5173 https:\/\/shop\.example\.com$/,
      )
      expect(serve.output()).toContain(`Polygon (137) → ${anvil.url} (foyer anvil)`)
      expect(serve.output()).toContain('Projects  my-app')
      expect(serve.output()).toContain('Storage   PGlite db')
      // It holds that folder (and no other) while it runs.
      expect(existsSync(path.join(dir, 'db.lock'))).toBe(true)
      expect(existsSync(path.join(dir, '.foyer/data'))).toBe(false)
      const response = await fetch(`${serve.url}/rpc?chainId=137&projectId=my-app`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x89' })
    } finally {
      serve.child.kill('SIGINT')
    }
    expect(await serve.exited).toBe(0)
  })

  it('names the port and --port when the port is taken', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const port = (taken.address() as { port: number }).port
    try {
      const dir = emptyDir()
      const result = await runCliAsync('foyer', ['serve', '--dev', '--port', String(port)], dir)
      expect(result.status).toBe(1)
      expect(result.stderr).toBe(
        `foyer: Port ${port} is in use on 127.0.0.1: pick another with --port <port>, or --port 0 for a free one.\n`,
      )
      // Said before the storage opened.
      expect(existsSync(path.join(dir, '.foyer'))).toBe(false)
    } finally {
      taken.close()
    }
  })

  it('refuses an --app-origin that is not an origin, before opening the storage', async () => {
    const dir = emptyDir()
    const result = await runCliAsync(
      'foyer',
      ['serve', '--dev', '--port', '0', '--app-origin', 'http://localhost:5173/app'],
      dir,
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toBe(
      'foyer: --app-origin must be an http(s) origin such as http://localhost:5173 (no path, no trailing slash). Provided: "http://localhost:5173/app"\n',
    )
    expect(existsSync(path.join(dir, '.foyer'))).toBe(false)
  })

  it('refuses a config whose chains it cannot read, saying how to write them', async () => {
    const dir = emptyDir()
    writeFileSync(
      path.join(dir, 'foyer.config.ts'),
      "export default { projectId: 'p', chains: process.env.CHAINS }\n",
    )
    const result = await runCliAsync('foyer', ['serve', '--dev', '--port', '0'], dir)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      'foyer: foyer.config.ts has no literal `chains` list that foyer serve can read',
    )
    expect(existsSync(path.join(dir, '.foyer'))).toBe(false)
  })

  it('refuses to start in production without its public URL and app origins, naming both', async () => {
    const dir = emptyDir()
    const result = await runCliAsync('foyer', ['serve', '--port', '0'], dir)
    expect(result.status).toBe(1)
    expect(result.stderr).toBe(
      'foyer: foyer serve runs in production mode and needs its public URL and its app origins. Missing:\n' +
        '  --public-url (or FOYER_PUBLIC_URL): where browsers reach this server, e.g. https://wallet.example.com\n' +
        '  --app-origin (or FOYER_APP_ORIGINS): each app it serves, e.g. https://app.example.com\n' +
        'To try it on this machine without them, add --dev.\n',
    )
    const half = await runCliAsync(
      'foyer',
      ['serve', '--port', '0', '--public-url', 'https://wallet.example.com'],
      dir,
    )
    expect(half.status).toBe(1)
    expect(half.stderr).not.toContain('--public-url (or')
    expect(half.stderr).toContain('--app-origin (or FOYER_APP_ORIGINS)')
    // Refused before anything opened.
    expect(existsSync(path.join(dir, '.foyer'))).toBe(false)
  })

  it('refuses a config whose projectId it cannot read unless --project-id names them', async () => {
    const dir = emptyDir()
    writeFileSync(
      path.join(dir, 'foyer.config.ts'),
      'export default { projectId: process.env.PROJECT, chains: [1] }\n',
    )
    const result = await runCliAsync('foyer', ['serve', '--dev', '--port', '0'], dir)
    expect(result.status).toBe(1)
    expect(result.stderr).toBe(
      "foyer: foyer.config.ts's projectId is not a literal that foyer serve can read, and the RPC proxy serves only listed projects: pass --project-id <id> (or FOYER_PROJECT_IDS).\n",
    )
    expect(existsSync(path.join(dir, '.foyer'))).toBe(false)
  })
})
