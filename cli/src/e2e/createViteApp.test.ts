import { spawn, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { anvilAccounts, freePort } from '@foyer/testing/anvil'
import { chromiumLaunchOptions } from '@foyer/testing/browser'
import { chromium } from 'playwright-core'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import type { FlowSendResult } from '../flow/timeline.ts'
import type { InfoResult } from '../info/info.ts'
import {
  createViteApp,
  fileTree,
  removeDir,
  repoRoot,
  runCli,
  startCli,
} from '../testing/cliProcess.ts'

// Issue 5's "Done when": a fresh Vite + React + TS app from create-vite's own template gets Foyer
// from this repo (not the registry), twice with no change the second time, builds, and the test
// wallet connects on it and sends through its modal. create-foyer also places <ConnectButton />
// in App.tsx: the built page shows it, and the flow connects through it.
const app = createViteApp('react-ts')
afterAll(() => removeDir(app))

const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name)
function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    cwd: app,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', NODE_ENV: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 180_000,
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

describe('create-foyer on a fresh create-vite react-ts app', () => {
  // --skip-install: the app resolves react, vite, foyer and @foyer/vite from this repo's
  // node_modules (it lives inside it); package.json points at this repo with file: specs.
  const flags = ['--yes', '--force', '--skip-install', '--local-foyer', repoRoot, '--chains', '1']

  it('adds Foyer; a second run changes nothing', () => {
    const first = runCli('create-foyer', flags, app)
    expect(first.stderr).toBe('')
    expect(first.status).toBe(0)
    const pkg = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8'))
    expect(pkg.dependencies['@foyer/modal']).toBe(`file:${repoRoot}/modal`)
    expect(pkg.devDependencies['@foyer/vite']).toBe(`file:${repoRoot}/plugin`)
    expect(pkg.devDependencies['create-foyer']).toBe(`file:${repoRoot}/cli`)
    expect(first.stdout).toContain(
      "Added <ConnectButton /> from '@foyer/modal/react' to src/App.tsx, first in what it renders.",
    )
    const appSource = readFileSync(path.join(app, 'src/App.tsx'), 'utf8')
    expect(appSource).toContain(
      "import viteLogo from './assets/vite.svg'\nimport { ConnectButton } from '@foyer/modal/react'\nimport './App.css'\n",
    )
    expect(appSource).toContain(
      '  return (\n    <>\n      <ConnectButton />\n      <section id="center">\n',
    )
    const before = fileTree(app)
    const second = runCli('create-foyer', flags, app)
    expect(second.status).toBe(0)
    expect(second.stdout).not.toMatch(/created|updated/)
    expect(fileTree(app)).toEqual(before)
  })

  it('type-checks and builds, with the modal in the bundle', () => {
    // The template's `npm run build` is `tsc -b && vite build`; the config loader runs the
    // workspace's TypeScript packages (published ones are JS and need no flag).
    const tsc = run(bin('tsc'), ['-b'])
    expect(tsc.output).toBe('')
    expect(tsc.status).toBe(0)
    const build = run(process.execPath, [
      path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--logLevel',
      'error',
    ])
    expect(build.status).toBe(0)
    const assets = readdirSync(path.join(app, 'dist/assets'))
    const entry = assets.filter((f) => f.startsWith('index-') && f.endsWith('.js'))
    expect(
      entry.map((f) => readFileSync(path.join(app, 'dist/assets', f), 'utf8')).join(),
    ).toContain('local-dev')
  })

  it('the built page shows the Connect button from App.tsx, next to the mounted modal', async () => {
    const port = await freePort('127.0.0.1')
    const preview = spawn(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
        'preview',
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
        '--strictPort',
      ],
      { cwd: app, env: { ...process.env, NODE_ENV: '' }, stdio: 'ignore' },
    )
    const browser = await chromium.launch(chromiumLaunchOptions)
    try {
      const page = await browser.newPage()
      const url = `http://127.0.0.1:${port}/`
      await expect
        .poll(
          () =>
            page.goto(url).then(
              (r) => r?.status(),
              () => 0,
            ),
          { timeout: 30_000 },
        )
        .toBe(200)
      // In the app's React root, where App.tsx renders it: not the modal's own mount.
      const button = page.locator('#root [data-foyer-connect-button]')
      await button.waitFor({ timeout: 30_000 })
      expect(await button.textContent()).toBe('Connect wallet')
      expect(await page.locator('body > [data-foyer]').count()).toBe(1)
      await button.click()
      await page.getByRole('dialog').getByRole('heading', { name: 'Connect a wallet' }).waitFor()
    } finally {
      await browser.close()
      preview.kill('SIGTERM')
    }
  })

  it('foyer info reports the setup', () => {
    const result = runCli('foyer', ['info', '--json', '--cwd', app])
    expect(result.status).toBe(0)
    const info = JSON.parse(result.stdout) as InfoResult
    expect(info).toMatchObject({
      framework: { frameworks: ['react'] },
      packageManager: 'npm',
      viteConfig: 'vite.config.ts',
      foyerConfig: 'foyer.config.ts',
      pluginPresent: true,
      chains: [{ chainId: 1, name: 'Ethereum' }],
      anvil: { file: null, chains: [] },
    })
    expect(info.framework?.vite).toMatch(/^\d+\.\d+\.\d+/)
  })

  it('with foyer anvil running, the test wallet connects through the modal and sends', async () => {
    const port = await freePort()
    const anvil = startCli(['anvil', '--cwd', app, '--port', String(port)])
    try {
      await anvil.waitFor('Ctrl-C stops the chains.')
      const info = JSON.parse(
        runCli('foyer', ['info', '--json', '--cwd', app]).stdout,
      ) as InfoResult
      expect(info.anvil).toEqual({
        file: path.join('.foyer', 'anvil.json'),
        chains: [{ chainId: 1, rpcUrl: `http://127.0.0.1:${port}`, running: true }],
      })
      const to = anvilAccounts[6]!.address
      const client = createPublicClient({ transport: http(`http://127.0.0.1:${port}`) })
      const before = await client.getBalance({ address: to })
      // The flow opens the modal with the <ConnectButton /> create-foyer placed in App.tsx.
      const send = runCli('foyer', [
        'flow',
        'send',
        '--cwd',
        app,
        '--to',
        to,
        '--amount',
        '0.25',
        '--json',
      ])
      const result = JSON.parse(send.stdout) as FlowSendResult
      expect(result.reason, `${send.stderr}\n${send.stdout}`).toBeUndefined()
      expect(send.status).toBe(0)
      expect(result.token).toBe('ETH')
      expect(result.timeline.some((e) => e.text === `status connected dev.foyer.testwallet`)).toBe(
        true,
      )
      expect((await client.getBalance({ address: to })) - before).toBe(parseEther('0.25'))
    } finally {
      anvil.child.kill('SIGTERM')
      await anvil.exited
    }
    // A cold dev server optimises dependencies and reloads the page once or twice on the way.
  }, 240_000)
})
