/**
 * `npm run test:registry`: the install path a real user takes, against a local registry.
 *
 * Builds the workspace, starts verdaccio on 127.0.0.1 (our packages published to it, everything
 * else proxied to the registry npm is configured with), then with npm and with pnpm (through
 * corepack) at the same time, each in its own temp dir outside the repo:
 *
 *   create-vite react-ts app → install → `create-foyer --yes --email` (installs @foyer/modal,
 *   @foyer/vite and create-foyer from the registry with the app's package manager) → `foyer test
 *   init` (@foyer/testing, @playwright/test, a playwright.config.ts and an example spec) →
 *   `build` (tsc -b && vite build) → `foyer anvil` → `vite preview` + Chromium with the installed
 *   test wallet: connect through the modal, its balance is anvil's exact one → `foyer flow send
 *   --amount 0.01`: exit 0, the receiver has exactly 0.01 ETH more → `playwright test`: the
 *   example spec's two tests (connect + send, email sign-up) pass on @foyer/testing's fixtures.
 *
 * Prints each step's time, and the failing command's output on failure. Everything it starts is
 * stopped (by process group) and its temp dir removed, also on failure or Ctrl-C.
 * Then, for each framework in fixtures/frameworks (React Router framework mode, TanStack Start,
 * Astro with a React island, Vue, Svelte, vanilla), the app its own scaffolder made → npm install
 * → `create-foyer --yes` (twice: the second run changes nothing) → its build → its production
 * server + Chromium: the test wallet connects through the button create-foyer placed, the address
 * shows and survives a reload, and the server-rendered ones hydrate without a warning.
 *
 * FOYER_KEEP_TMP=1 keeps the temp dir; `--only npm`, `--only pnpm`, `--only managers` (both),
 * `--only frameworks` or
 * `--only <framework>` runs one path.
 */

import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { startAnvil } from '@foyer/testing/anvil'
import {
  assert,
  home,
  PNPM_VERSION,
  printTimings,
  repoRoot,
  StepError,
  step,
  tmp,
} from './context.ts'
import { frameworkApps, frameworkPath } from './frameworkPath.ts'
import { childEnv, managers, writePnpmShim } from './managers.ts'
import { type Background, CommandError, processesIn, run, stopAll } from './processes.ts'
import {
  addUser,
  checkTarballs,
  npmrc,
  publishAll,
  type Registry,
  startRegistry,
  type Workspace,
} from './registry.ts'
import { userPath } from './userPath.ts'

// ---------------------------------------------------------------------------------------------
// Main

/** Removes the temp dir; a second try a second later (a process may still be writing to it). */
async function removeTmp(): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      rmSync(tmp, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
      return
    } catch (error) {
      if (attempt === 2) {
        console.error(`Could not remove ${tmp}: ${(error as Error).message}`)
        return
      }
      await new Promise((r) => setTimeout(r, 1_000))
    }
  }
}

/** Terminal colours (verdaccio's log has them), which make no sense in a CI log. */
const ansiColours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')

function tail(text: string, lines: number): string {
  const all = text.replace(ansiColours, '').trimEnd().split('\n')
  return (all.length > lines ? [`… (${all.length - lines} lines before)`] : [])
    .concat(all.slice(-lines))
    .join('\n')
}

async function main(): Promise<void> {
  const only = process.argv.includes('--only')
    ? process.argv[process.argv.indexOf('--only') + 1]
    : undefined
  const selected = managers.filter((m) => !only || only === 'managers' || m.name === only)
  const frameworks = frameworkApps.filter((f) => !only || only === 'frameworks' || f.name === only)
  assert(
    selected.length + frameworks.length > 0,
    `--only ${only}: no such package manager (managers, npm, pnpm) or framework (frameworks, ${frameworkApps.map((f) => f.name).join(', ')})`,
  )

  const root = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    workspaces: string[]
  }
  const packages: Workspace[] = root.workspaces
    .map((dir) => {
      const manifest = JSON.parse(
        readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8'),
      ) as { name: string; version: string; private?: boolean }
      return { dir: path.join(repoRoot, dir), ...manifest }
    })
    .filter((p) => !p.private)
    .map(({ dir, name, version }) => ({ dir, name, version }))
  const published = new Map(packages.map((p) => [p.name, p.version]))
  console.log(`Temp dir ${tmp}; packages: ${packages.map((p) => p.name).join(', ')}`)

  const background: Background[] = []
  let registry: Registry | undefined
  let failed = false
  // Once, however many times it is asked for: Ctrl-C signals this process both directly and
  // through npm and tsx, and the failure path asks again.
  let cleaning: Promise<number> | undefined
  const cleanup = () =>
    (cleaning ??= (async () => {
      await Promise.allSettled(background.map((b) => b.stop(5_000)))
      await stopAll(5_000)
      await registry?.stop()
      const left = processesIn(tmp)
      for (const p of left) {
        console.error(
          `  left running: ${p.pid} ${p.cmdline.slice(0, 100)} (in ${p.cwd}): killing it`,
        )
        try {
          process.kill(p.pid, 'SIGKILL')
        } catch {
          // Gone meanwhile.
        }
      }
      if (process.env.FOYER_KEEP_TMP) console.log(`Kept ${tmp}`)
      else await removeTmp()
      return left.length
    })())
  let signalled = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) return
    signalled = true
    console.error(`\n${signal}: stopping everything`)
    void cleanup().finally(() => process.exit(130))
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)

  try {
    await step('build the workspace (npm run build)', () =>
      run('npm', ['run', 'build'], { cwd: repoRoot, env: process.env, timeoutMs: 300_000 }),
    )
    const uplink = execFileSync('npm', ['config', 'get', 'registry'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()

    registry = await step(`verdaccio on 127.0.0.1, proxying ${uplink}`, () =>
      startRegistry(
        path.join(tmp, 'verdaccio'),
        uplink,
        packages.map((p) => p.name),
        { cwd: tmp, env: childEnv('', uplink) },
      ),
    )
    const registryUrl = registry.url
    console.log(`    ${registryUrl}`)
    const env = childEnv(registryUrl, uplink)
    mkdirSync(home, { recursive: true })
    writeFileSync(path.join(home, '.npmrc'), npmrc(registryUrl))
    writePnpmShim()

    await step(`publish ${packages.length} packages`, async () => {
      const token = await addUser(registryUrl)
      const publishRc = path.join(tmp, 'publish.npmrc')
      writeFileSync(publishRc, npmrc(registryUrl, token))
      await publishAll(registryUrl, packages, {
        cwd: repoRoot,
        env: { ...env, npm_config_userconfig: publishRc },
      })
    })
    await step('published tarballs: specs, exports, bins', async () => {
      const problems = await checkTarballs(registryUrl, packages, path.join(tmp, 'tarballs'), {
        cwd: tmp,
        env,
      })
      assert(problems.length === 0, `\n  ${problems.join('\n  ')}`)
    })
    if (selected.some((m) => m.name === 'pnpm'))
      await step(`corepack pnpm@${PNPM_VERSION}`, () =>
        run('pnpm', ['--version'], { cwd: tmp, env }),
      )

    // Both package managers' paths at once, each in its own folder with its own `foyer anvil`
    // (which takes the next free port): most of either is waiting on an install, and one after
    // the other took 6.5 minutes of the CI run. The first failure stops both.
    await Promise.all(selected.map((pm) => userPath(pm, registryUrl, published, env, background)))

    // Then each framework's own app, two at a time (an install waits on the network while a
    // build uses the cores), against one anvil for chain 1.
    if (frameworks.length) {
      const chain = await step('anvil (chain 1) for the framework apps', () =>
        startAnvil({ chainId: 1 }),
      )
      background.push({
        command: 'anvil',
        pid: chain.pid,
        output: () => '',
        exited: () => false,
        waitFor: async () => {},
        stop: () => chain.stop(),
      })
      const queue = [...frameworks]
      const worker = async () => {
        for (let fw = queue.shift(); fw; fw = queue.shift())
          await frameworkPath(fw, chain.url, env, background)
      }
      await Promise.all([worker(), worker()])
    }
  } catch (error) {
    failed = true
    console.error(`\n✗ ${error instanceof Error ? error.message : String(error)}`)
    const cause = error instanceof StepError ? error.cause : error
    if (cause instanceof CommandError)
      console.error(`\n--- output of ${cause.command}\n${tail(cause.output, 400)}\n---`)
    else if (cause instanceof Error && cause.stack) console.error(cause.stack)
    for (const b of [...background, ...(registry ? [registry.server] : [])].filter((b) =>
      b.output().trim(),
    ))
      console.error(`\n--- last output of ${b.command}\n${tail(b.output(), 40)}\n---`)
  } finally {
    const left = await cleanup()
    if (left > 0) failed = true
    printTimings()
  }
  if (failed) process.exitCode = 1
  else
    console.log(
      `\nThe install path works with ${[...selected.map((m) => m.name), ...frameworks.map((f) => f.name)].join(', ')}.`,
    )
}

await main()
