/**
 * One package manager's path: scaffold, create-foyer, foyer test init, build, foyer anvil, preview +
 * Chromium, flow send, the example spec's Playwright tests.
 */

import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { anvilAccounts, freePort } from '@foyer/testing/anvil'
import { chromiumLaunchOptions } from '@foyer/testing/browser'
import { formatEther, parseEther } from 'viem'
import { answers, balanceInModal, getBalance } from './browserCheck.ts'
import { assert, createViteVersion, SEND_AMOUNT, step, tmp } from './context.ts'
import type { Manager } from './managers.ts'
import { type Background, processesIn, run, type SpawnOptions, start } from './processes.ts'

export async function userPath(
  pm: Manager,
  registry: string,
  published: Map<string, string>,
  env: NodeJS.ProcessEnv,
  background: Background[],
) {
  const work = path.join(tmp, pm.name)
  const app = path.join(work, 'app')
  mkdirSync(work, { recursive: true })
  const inApp: SpawnOptions = { cwd: app, env }
  const sh = (argv: string[], cwd = app, timeoutMs?: number) =>
    run(argv[0]!, argv.slice(1), { cwd, env, timeoutMs })
  const label = (text: string) => `${pm.name}: ${text}`

  await step(label(`create-vite@${createViteVersion} react-ts app`), () => sh(pm.scaffold, work))
  await step(label(`${pm.install.join(' ')}`), () => sh(pm.install))
  // Email login on: the sample tests `foyer test init` writes include an email sign-up.
  const createFoyer = [...pm.createFoyer, '--email']
  const init = await step(label(`${createFoyer.join(' ')}`), () => sh(createFoyer, app, 300_000))

  await step(label('what create-foyer installed'), async () => {
    const pkg = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>
      devDependencies?: Record<string, string>
    }
    const want = {
      dependencies: ['@foyer/modal'],
      devDependencies: ['@foyer/vite', 'create-foyer'],
    }
    for (const [section, names] of Object.entries(want))
      for (const name of names) {
        const spec = pkg[section as keyof typeof want]?.[name]
        assert(
          spec === `^${published.get(name)}`,
          `package.json ${section}.${name} is ${spec}, not ^${published.get(name)}\n${init}`,
        )
      }
    assert(
      new RegExp(`Installed with \`${pm.name} `).test(init),
      `create-foyer did not install with ${pm.name}:\n${init}`,
    )
    assert(existsSync(path.join(app, pm.lockfile)), `no ${pm.lockfile}`)
    for (const other of ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock'])
      assert(other === pm.lockfile || !existsSync(path.join(app, other)), `${other} was written`)
    for (const name of ['@foyer/modal', '@foyer/vite', '@foyer/devtools', 'create-foyer']) {
      const manifest = path.join(app, 'node_modules', name, 'package.json')
      // pnpm does not hoist: @foyer/devtools is only in its virtual store.
      if (pm.name === 'pnpm' && name === '@foyer/devtools') continue
      assert(existsSync(manifest), `${name} is not installed`)
      const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }
      assert(version === published.get(name), `${name}@${version} installed`)
    }
    if (pm.name === 'npm') {
      const lock = JSON.parse(readFileSync(path.join(app, 'package-lock.json'), 'utf8')) as {
        packages: Record<string, { resolved?: string }>
      }
      for (const name of ['@foyer/modal', '@foyer/vite', '@foyer/devtools', 'create-foyer']) {
        const resolved = lock.packages[`node_modules/${name}`]?.resolved
        assert(resolved?.startsWith(registry), `${name} resolved from ${resolved}`)
      }
    }
  })

  // @foyer/testing (whose test wallet the browser check below injects), its Playwright fixtures'
  // peers, a playwright.config.ts on local chains and the example spec, installed with `pm`.
  const testInit = pm.exec('foyer', 'test', 'init')
  await step(label(testInit.join(' ')), async () => {
    const report = await sh(testInit, app, 300_000)
    const pkg = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8')) as {
      devDependencies?: Record<string, string>
    }
    const spec = pkg.devDependencies?.['@foyer/testing']
    assert(spec === `^${published.get('@foyer/testing')}`, `@foyer/testing is ${spec}\n${report}`)
    for (const name of ['@playwright/test', '@foundry-rs/anvil'])
      assert(pkg.devDependencies?.[name], `${name} is not a dev dependency\n${report}`)
    for (const file of ['playwright.config.ts', 'e2e/foyer.spec.ts'])
      assert(existsSync(path.join(app, file)), `no ${file}\n${report}`)
    assert(
      readFileSync(path.join(app, 'e2e/foyer.spec.ts'), 'utf8').includes('signUpWithEmail'),
      'the example spec has no email sign-up, though foyer.config.ts has email: true',
    )
  })

  // anvil starts while the app builds.
  const [command, ...args] = pm.exec('foyer', 'anvil')
  const anvil = start(command!, args, inApp)
  background.push(anvil)
  const anvilFile = path.join(app, '.foyer/anvil.json')

  await step(label(`${pm.run('build').join(' ')} (tsc -b && vite build)`), async () => {
    await sh(pm.run('build'))
    assert(existsSync(path.join(app, 'dist/index.html')), 'no dist/index.html')
  })

  const rpc = await step(label(`${pm.exec('foyer', 'anvil').join(' ')}`), async () => {
    await anvil.waitFor(
      'the chains (.foyer/anvil.json)',
      () => anvil.output().includes('Ctrl-C stops the chains.') && existsSync(anvilFile),
      120_000,
    )
    const chains = JSON.parse(readFileSync(anvilFile, 'utf8')) as Record<string, string>
    assert(chains['1'], `no chain 1 in .foyer/anvil.json: ${JSON.stringify(chains)}`)
    return chains['1']
  })

  await step(label('vite preview + Chromium: connect, the balance is anvil’s'), async () => {
    const port = await freePort('127.0.0.1')
    const url = `http://127.0.0.1:${port}/`
    const [cmd, ...rest] = pm.exec(
      'vite',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    )
    const preview = start(cmd!, rest, inApp)
    background.push(preview)
    try {
      await preview.waitFor(`an answer on ${url}`, () => answers(url), 60_000)
      const sender = anvilAccounts[0]!.address
      const expected = `${formatEther(await getBalance(rpc, sender))} ETH`
      const seen = await balanceInModal(app, url, rpc, expected, env)
      console.log(
        `    ${sender}: ${seen.title} in the modal and on anvil (public RPC ${seen.forwarded.join(', ')} answered by anvil)`,
      )
    } finally {
      await preview.stop()
    }
    assert(!(await answers(url)), `vite preview still answers on ${url}`)
  })

  await step(label(`foyer flow send --amount ${SEND_AMOUNT}`), async () => {
    const to = anvilAccounts[7]!.address
    const before = await getBalance(rpc, to)
    await sh(pm.exec('foyer', 'flow', 'send', '--to', to, '--amount', SEND_AMOUNT), app, 240_000)
    const after = await getBalance(rpc, to)
    assert(
      after - before === parseEther(SEND_AMOUNT),
      `${to} has ${formatEther(after - before)} ETH more, not ${SEND_AMOUNT}`,
    )
    console.log(`    ${to}: +${formatEther(after - before)} ETH`)
  })

  await step(label('stop foyer anvil'), async () => {
    await anvil.stop()
    assert(!existsSync(anvilFile), '.foyer/anvil.json is still there after foyer anvil stopped')
    const alive = await getBalance(rpc, anvilAccounts[0]!.address).then(
      () => true,
      () => false,
    )
    assert(!alive, `anvil still answers on ${rpc} after foyer anvil stopped`)
    const left = processesIn(app)
    assert(
      left.length === 0,
      `still running in the app: ${left.map((p) => `${p.pid} ${p.cmdline}`).join('; ')}`,
    )
  })

  await step(label(`${pm.exec('playwright', 'test').join(' ')} (the example spec)`), async () => {
    // Ports of its own, since the other package manager's app runs its tests at the same time.
    const [port, chainPort] = await Promise.all([freePort('127.0.0.1'), freePort('127.0.0.1')])
    const [cmd, ...rest] = pm.exec('playwright', 'test', '--reporter=line')
    const output = await run(cmd!, rest, {
      cwd: app,
      env: {
        ...env,
        CI: 'true',
        CHROMIUM_PATH: chromiumLaunchOptions.executablePath,
        FOYER_TEST_PORT: String(port),
        FOYER_TEST_CHAIN_PORT: String(chainPort),
      },
      timeoutMs: 300_000,
    })
    assert(/\b2 passed\b/.test(output), `expected 2 passed:\n${output}`)
    const left = processesIn(app)
    assert(
      left.length === 0,
      `still running after the tests: ${left.map((p) => `${p.pid} ${p.cmdline}`).join('; ')}`,
    )
    console.log(`    ${output.trim().split('\n').at(-1)?.trim()}`)
  })
}
