import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createViteApp, fileTree, removeDir, repoRoot, runCli } from '../testing/cliProcess.ts'

const apps: string[] = []
afterAll(() => {
  for (const dir of apps) removeDir(dir)
})

/** A create-vite react-ts app with Foyer added by create-foyer (`extra` flags), not installed. */
function appWithFoyer(extra: string[] = []): string {
  const dir = createViteApp('react-ts')
  apps.push(dir)
  const init = runCli('create-foyer', ['--yes', '--force', '--skip-install', ...extra], dir)
  expect(init.status).toBe(0)
  return dir
}

const testInit = (dir: string, extra: string[] = []) =>
  runCli('foyer', ['test', 'init', '--skip-install', '--cwd', dir, ...extra])

describe('foyer test init', () => {
  it('adds the fixtures, a Playwright config on the app’s chains and the example spec; a second run changes nothing', () => {
    const dir = appWithFoyer(['--chains', '1,137', '--email'])
    const first = testInit(dir)
    expect(first.stderr).toBe('')
    expect(first.status).toBe(0)
    expect(first.stdout).toContain('created   playwright.config.ts')
    expect(first.stdout).toContain('created   e2e/foyer.spec.ts')
    expect(first.stdout).toContain('updated   package.json')
    expect(first.stdout).toContain(
      'The tests start an anvil for each chain of foyer.config.ts (Ethereum (1), Polygon (137)), reverted after every test.',
    )
    expect(first.stdout).toContain('Dependencies added; install them with `npm i`.')
    expect(first.stdout).toContain('npx playwright test')

    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))
    const own = JSON.parse(readFileSync(path.join(repoRoot, 'cli/package.json'), 'utf8'))
    expect(pkg.devDependencies).toMatchObject({
      '@foyer/testing': `^${own.version}`,
      '@playwright/test': '^1.65.0',
      '@foundry-rs/anvil': '^1.7.1',
    })
    expect(pkg.scripts['test:e2e']).toBe('playwright test')

    const config = readFileSync(path.join(dir, 'playwright.config.ts'), 'utf8')
    expect(config).toContain('const chainIds = [1, 137]')
    expect(config).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the generated file's template.
      'command: `npm run dev -- --host 127.0.0.1 --port ${port} --strictPort`',
    )
    const spec = readFileSync(path.join(dir, 'e2e/foyer.spec.ts'), 'utf8')
    expect(spec).toContain("test('connect the test wallet and send 0.01'")
    expect(spec).toContain("test('sign up with email'")

    const before = fileTree(dir)
    const second = testInit(dir)
    expect(second.status).toBe(0)
    expect(second.stdout).not.toMatch(/created|updated/)
    expect(fileTree(dir)).toEqual(before)
  })

  it('writes files that type-check against @foyer/testing and @playwright/test', () => {
    const dir = appWithFoyer(['--chains', '1', '--email'])
    expect(testInit(dir).status).toBe(0)
    const tsc = spawnSync(
      path.join(repoRoot, 'node_modules/.bin/tsc'),
      [
        '--ignoreConfig',
        '--noEmit',
        '--strict',
        '--skipLibCheck',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2022',
        '--types',
        'node',
        'playwright.config.ts',
        'e2e/foyer.spec.ts',
      ],
      { cwd: dir, encoding: 'utf8' },
    )
    expect(`${tsc.stdout}${tsc.stderr}`).toBe('')
    expect(tsc.status).toBe(0)
  })

  it('leaves the app’s own Playwright config and spec as they are, and says what the fixtures need', () => {
    const dir = appWithFoyer(['--chains', '137'])
    writeFileSync(path.join(dir, 'playwright.config.ts'), 'export default {}\n')
    mkdirSync(path.join(dir, 'tests'))
    writeFileSync(path.join(dir, 'tests/foyer.spec.ts'), '// mine\n')
    const result = testInit(dir, ['--dir', 'tests'])
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('unchanged tests/foyer.spec.ts')
    expect(result.stdout).toContain(
      'playwright.config.ts is yours and was left as it is. The fixtures need, in its `use`: chainIds, chainPorts',
    )
    expect(result.stdout).toContain(
      'foyer.config.ts has no email login, so the example spec has no email sign-up',
    )
    expect(readFileSync(path.join(dir, 'playwright.config.ts'), 'utf8')).toBe('export default {}\n')
    expect(readFileSync(path.join(dir, 'tests/foyer.spec.ts'), 'utf8')).toBe('// mine\n')
  })

  it('without email login the spec has only the wallet test', () => {
    const dir = appWithFoyer(['--chains', '1'])
    expect(testInit(dir).status).toBe(0)
    const spec = readFileSync(path.join(dir, 'e2e/foyer.spec.ts'), 'utf8')
    expect(spec).toContain("test('connect the test wallet")
    expect(spec).not.toContain('signUpWithEmail')
  })

  it('refuses an app without Foyer, and a folder outside the app, writing nothing', () => {
    const bare = createViteApp('react-ts')
    apps.push(bare)
    const before = fileTree(bare)
    const noFoyer = testInit(bare)
    expect(noFoyer.status).toBe(1)
    expect(noFoyer.stderr).toBe(
      `foyer: No foyer.config.ts in ${bare}: add Foyer first with \`npx create-foyer\`, then run \`foyer test init\` again.\n`,
    )
    const dir = appWithFoyer()
    const outside = testInit(dir, ['--dir', '../elsewhere'])
    expect(outside.status).toBe(1)
    expect(outside.stderr).toBe(
      `foyer: --dir must be a folder inside the app, relative to ${dir}. Provided: ../elsewhere\n`,
    )
    expect(fileTree(bare)).toEqual(before)
  })
})
