import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { anvilAccounts, freePort } from '@foyer/testing/anvil'
import { chromiumLaunchOptions } from '@foyer/testing/browser'
import { connectButton, connectWallet } from '@foyer/testing/driver'
import { defaultTestWalletInfo, installTestWallet } from '@foyer/testing/test-wallet'
import { chromium } from 'playwright-core'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { ensureDevServer } from '../flow/devServer.ts'
import type { FlowSendResult } from '../flow/timeline.ts'
import {
  createViteApp,
  fileTree,
  removeDir,
  repoRoot,
  runCli,
  startCli,
} from '../testing/cliProcess.ts'

// Item 4 of "wagmi and viem for the host": a create-vite app that already has wagmi (its own
// config in src/wagmi.ts, WagmiProvider around the app) gets Foyer running on that config: the
// chains come from it, the Connect button goes into App.tsx, the app builds, and the test wallet
// connects through the modal and sends, which the app's own wagmi hooks then see.
const app = createViteApp('react-ts')
afterAll(() => removeDir(app))

const version = (name: string) =>
  (
    JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string
    }
  ).version

/** What the app had before Foyer: wagmi, its config, its providers and a hook showing it. */
function addWagmi(dir: string): void {
  const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text)
  const pkgFile = path.join(dir, 'package.json')
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'))
  for (const name of ['@tanstack/react-query', 'viem', 'wagmi'])
    pkg.dependencies[name] = `^${version(name)}`
  writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`)
  write(
    'src/wagmi.ts',
    `import { createConfig, http } from 'wagmi'
import { mainnet, polygon } from 'wagmi/chains'

export const config = createConfig({
  chains: [mainnet, polygon],
  transports: {
    [mainnet.id]: http(import.meta.env.FOYER_RPC_1),
    [polygon.id]: http(import.meta.env.FOYER_RPC_137),
  },
  // \`foyer anvil\` chains have no Multicall3 contract to batch reads through.
  batch: { multicall: false },
})
`,
  )
  write(
    'src/WagmiStatus.tsx',
    `import { useConnection } from 'wagmi'

export function WagmiStatus() {
  const { status, address } = useConnection()
  return (
    <p>
      wagmi: <output data-testid="wagmi-status">{status}</output> {address}
    </p>
  )
}
`,
  )
  write(
    'src/main.tsx',
    `import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import './index.css'
import App from './App.tsx'
import { WagmiStatus } from './WagmiStatus.tsx'
import { config } from './wagmi.ts'

const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <WagmiStatus />
        <App />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
`,
  )
  write(
    'vite.config.ts',
    `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  // src/wagmi.ts reads its RPC URLs from FOYER_RPC_<chain id>, which \`foyer flow send\` sets.
  envPrefix: ['VITE_', 'FOYER_RPC_'],
  // This test app sits in the repo's node_modules, where Vite's dependency scan does not look:
  // pre-bundle what its own code imports, as the scan would for an app anywhere else.
  optimizeDeps: { include: ['wagmi', 'wagmi/chains', '@tanstack/react-query'] },
})
`,
  )
}
addWagmi(app)

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

describe('create-foyer on a create-vite app that has its own wagmi config', () => {
  // No --chains: they come from src/wagmi.ts.
  const flags = ['--yes', '--force', '--skip-install', '--local-foyer', repoRoot]

  it('names the wagmi config, takes its chains and places the button; a second run changes nothing', () => {
    const first = runCli('create-foyer', flags, app)
    expect(first.stderr).toBe('')
    expect(first.status).toBe(0)
    expect(first.stdout).toContain(
      'Found your wagmi config in src/wagmi.ts: the modal will run on it (wagmiConfig in foyer.config.ts). foyer.config.ts takes its chains: Ethereum (1), Polygon (137).',
    )
    expect(first.stdout).toContain(
      "Added <ConnectButton /> from '@foyer/modal/react' to src/App.tsx, first in what it renders.",
    )
    const config = readFileSync(path.join(app, 'foyer.config.ts'), 'utf8')
    expect(config).toContain('chains: [1, 137],')
    expect(config).toContain("wagmiConfig: './src/wagmi.ts',")
    const appSource = readFileSync(path.join(app, 'src/App.tsx'), 'utf8')
    expect(appSource).toContain("import { ConnectButton } from '@foyer/modal/react'\n")
    expect(appSource).toContain('    <>\n      <ConnectButton />\n      <section id="center">')
    const before = fileTree(app)
    const second = runCli('create-foyer', flags, app)
    expect(second.status).toBe(0)
    expect(second.stdout).not.toMatch(/created|updated|Added/)
    expect(fileTree(app)).toEqual(before)
  })

  it('type-checks and builds, the mount script running the modal on the wagmi config', () => {
    const tsc = run(path.join(repoRoot, 'node_modules/.bin/tsc'), ['-b'])
    expect(tsc.output).toBe('')
    expect(tsc.status).toBe(0)
    const build = run(process.execPath, [
      path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--logLevel',
      'error',
    ])
    expect(build.output).toBe('')
    expect(build.status).toBe(0)
    const js = readdirSync(path.join(app, 'dist/assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(app, 'dist/assets', f), 'utf8'))
      .join()
    // Only the mount script of a config with `wagmiConfig` has this message.
    expect(js).toContain('(wagmiConfig in foyer.config.ts) must export the wagmi config')
  })

  it("with foyer anvil running, the test wallet connects and sends on the app's own wagmi config", async () => {
    const port = await freePort()
    const anvil = startCli(['anvil', '--cwd', app, '--port', String(port)])
    const rpcUrls = { 1: `http://127.0.0.1:${port}`, 137: `http://127.0.0.1:${port + 1}` }
    let server: Awaited<ReturnType<typeof ensureDevServer>> | undefined
    try {
      await anvil.waitFor('Ctrl-C stops the chains.')
      // One dev server (started as `foyer flow send` starts it) for the flow and the check after.
      server = await ensureDevServer({ root: app, rpcUrls })
      const to = anvilAccounts[6]!.address
      const client = createPublicClient({ transport: http(rpcUrls[1]) })
      const before = await client.getBalance({ address: to })
      const send = runCli('foyer', [
        'flow',
        'send',
        '--cwd',
        app,
        '--url',
        server.url,
        '--to',
        to,
        '--amount',
        '0.1',
        '--json',
      ])
      expect(send.stdout, `foyer flow send printed no JSON:\n${send.stderr}`).toMatch(/^\s*\{/)
      const result = JSON.parse(send.stdout) as FlowSendResult
      expect(result.reason, `${send.stderr}\n${send.stdout}`).toBeUndefined()
      expect(send.status).toBe(0)
      expect(result.chainId).toBe(1)
      expect(result.timeline.some((e) => e.text === 'status connected dev.foyer.testwallet')).toBe(
        true,
      )
      expect((await client.getBalance({ address: to })) - before).toBe(parseEther('0.1'))

      // The app's own wagmi hooks see the connection made in the modal: one config.
      const browser = await chromium.launch(chromiumLaunchOptions)
      try {
        const context = await browser.newContext()
        context.setDefaultTimeout(60_000)
        await installTestWallet(context, { rpcUrls, chainId: 1, mode: 'auto' })
        const page = await context.newPage()
        await page.goto(server.url)
        await expect.poll(() => page.getByTestId('wagmi-status').textContent()).toBe('disconnected')
        // The button create-foyer placed in App.tsx, inside the app's React root.
        await page.locator('#root [data-foyer-connect-button]').waitFor()
        await connectWallet(page, defaultTestWalletInfo.name)
        await expect
          .poll(() => page.getByTestId('wagmi-status').textContent(), { timeout: 30_000 })
          .toBe('connected')
        expect(await connectButton(page).count()).toBe(1)
      } finally {
        await browser.close()
      }
    } finally {
      await server?.stop()
      anvil.child.kill('SIGTERM')
      await anvil.exited
    }
    // A cold dev server optimises dependencies and reloads the page once or twice on the way.
  }, 300_000)
})
