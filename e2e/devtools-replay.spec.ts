import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type HostApp, startHostApp } from '@foyer/host-app/start'
import { freePort } from '@foyer/testing/anvil'
import { startLocalChains } from '@foyer/testing/chains'
import { connectWallet } from '@foyer/testing/driver'
import { installTestWallet } from '@foyer/testing/test-wallet'
import { expect, test } from '@playwright/test'
import { analyse, describeViolations } from './support/axe.ts'
import { panel } from './support/devtools.ts'

// Record and replay (issue 32): a developer records a session in the devtools panel of the demo
// app on `vite dev` (connect, a tip the wallet rejects, a tip it approves), exports it as a
// Playwright test, and runs that test with @foyer/testing's fixtures against the app: it passes.
// Then the app's own amount changes (FOYER_DEMO_TIP, read by the demo's "Send a tip"), and the
// same test fails, its diff naming the recorded value and the new one.

const repoRoot = path.resolve(import.meta.dirname, '..')
const CHAIN_IDS = [1, 137]

/** The demo app on `vite dev`, its chains at `ports` (where the exported test's anvils listen). */
function startApp(ports: Record<number, number>, tip?: string): Promise<HostApp> {
  return startHostApp({
    mode: 'dev',
    env: {
      ...Object.fromEntries(
        CHAIN_IDS.map((id) => [`FOYER_RPC_${id}`, `http://127.0.0.1:${ports[id]}`]),
      ),
      ...(tip ? { FOYER_DEMO_TIP: tip } : {}),
    },
  })
}

/** Runs Playwright on `dir`'s config as a developer would; its exit code and output. */
function runPlaywright(dir: string): Promise<{ code: number | null; output: string }> {
  // The outer run's worker settings are not the inner run's.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(TEST_|PW_|PLAYWRIGHT_)/.test(key)),
  )
  const cli = path.join(repoRoot, 'node_modules', '@playwright', 'test', 'cli.js')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'test', '--reporter=line'], {
      cwd: dir,
      env: { ...env, FORCE_COLOR: '0', CI: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, output }))
  })
}

test('record a session in the panel, export it as a test; it passes, and fails with a diff once the app’s amount changes', async ({
  page,
}) => {
  test.setTimeout(360_000)
  const ports = Object.fromEntries(
    await Promise.all(CHAIN_IDS.map(async (id) => [id, await freePort()] as const)),
  )
  const dir = await mkdtemp(path.join(tmpdir(), 'foyer-replay-'))
  let app: HostApp | undefined
  const chains = await startLocalChains(CHAIN_IDS, { ports })
  let chainsRunning = true
  try {
    app = await startApp(ports)
    // Record: the test wallet stands in for a person's wallet, holding each send until decided.
    await installTestWallet(page, {
      rpcUrls: chains.rpcUrls,
      chainId: 1,
      mode: 'manual',
      manualMethods: ['eth_sendTransaction'],
    })
    await page.goto(app.url)
    // The panel records from when it is attached (its toggle is then on the page).
    await expect(page.getByRole('button', { name: 'Foyer devtools', exact: true })).toBeVisible()
    const dialog = await connectWallet(page, 'Foyer Test Wallet')
    await dialog.getByRole('button', { name: 'Close' }).click()
    const tip = page.getByRole('button', { name: 'Send a tip' })
    await tip.click()
    await page.evaluate(() => window.foyerTestWallet.reject(undefined, { timeoutMs: 10_000 }))
    await expect(page.getByRole('alert')).toContainText(/reject/i)
    await tip.click()
    await page.evaluate(() => window.foyerTestWallet.approve(undefined, { timeoutMs: 10_000 }))
    await expect(page.getByTestId('tip-hash')).toHaveText(/^Tip sent: 0x[0-9a-f]{64}$/)

    // Export the session as a test.
    await page.getByRole('button', { name: 'Foyer devtools', exact: true }).click()
    const devtools = panel(page)
    const downloading = page.waitForEvent('download')
    await devtools.getByRole('button', { name: 'Export test' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^foyer-session-[\dT-]+Z\.spec\.ts$/)
    await mkdir(path.join(dir, 'e2e'))
    const spec = path.join(dir, 'e2e', download.suggestedFilename())
    await download.saveAs(spec)
    const exported = await readFile(spec, 'utf8')
    // What was recorded: the clicks, both decisions, the amount; nothing of the panel itself.
    expect(exported).toContain(
      "await modal.getByRole('button', { name: 'Foyer Test Wallet Installed', exact: true }).click()",
    )
    expect(
      exported.match(/getByRole\('button', \{ name: 'Send a tip', exact: true \}\)/g),
    ).toHaveLength(2)
    expect(exported).toContain('await wallet.reject()')
    expect(exported).toContain('await wallet.approve()')
    expect(exported).toContain("value: '10000000000000000'")
    expect(exported).not.toContain('Export test')
    // The panel with its new button keeps 0 axe violations.
    const { violations } = await analyse(page, '[data-foyer-devtools]')
    expect(violations, describeViolations(violations)).toEqual([])
    await page.close()
    await chains.stop()
    chainsRunning = false

    // Replay: the exported file, as is, in a project with @foyer/testing's fixtures.
    await symlink(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
    // An ES module project, as a Vite app is.
    await writeFile(path.join(dir, 'package.json'), '{ "type": "module", "private": true }\n')
    await writeFile(
      path.join(dir, 'playwright.config.ts'),
      [
        "import { chromiumLaunchOptions } from '@foyer/testing/browser'",
        "import type { FoyerWorkerFixtures } from '@foyer/testing/playwright'",
        "import { defineConfig } from '@playwright/test'",
        '',
        'export default defineConfig<object, FoyerWorkerFixtures>({',
        "  testDir: './e2e',",
        '  workers: 1,',
        '  retries: 0,',
        '  timeout: 90_000,',
        '  use: {',
        `    baseURL: ${JSON.stringify(app.url)},`,
        `    chainIds: ${JSON.stringify(CHAIN_IDS)},`,
        `    chainPorts: ${JSON.stringify(ports)},`,
        '    launchOptions: chromiumLaunchOptions,',
        '  },',
        '})',
        '',
      ].join('\n'),
    )
    const passing = await runPlaywright(dir)
    expect(passing.output).toMatch(/1 passed/)
    expect(passing.code).toBe(0)

    // The app now tips 0.02: the replay fails where the wallet is asked, with a readable diff.
    await app.stop()
    app = await startApp(ports, '0.02')
    await writeFile(
      path.join(dir, 'playwright.config.ts'),
      (await readFile(path.join(dir, 'playwright.config.ts'), 'utf8')).replace(
        /baseURL: "[^"]+"/,
        `baseURL: ${JSON.stringify(app.url)}`,
      ),
    )
    const failing = await runPlaywright(dir)
    expect(failing.code).not.toBe(0)
    expect(failing.output).toMatch(/1 failed/)
    expect(failing.output).toContain('expect(received).toEqual(expected)')
    expect(failing.output).toMatch(/-\s+"value": "0\.01",/)
    expect(failing.output).toMatch(/\+\s+"value": "0\.02",/)
  } finally {
    await app?.stop()
    if (chainsRunning) await chains.stop()
    await rm(dir, { recursive: true, force: true })
  }
})
