import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { DirtyGitTreeError, NotAViteAppError } from '../errors.ts'
import { createViteApp, removeDir, runCli } from '../testing/cliProcess.ts'
import { init } from './init.ts'

const apps: string[] = []
afterAll(() => {
  for (const dir of apps) removeDir(dir)
})
function app(template = 'react-ts') {
  const dir = createViteApp(template)
  apps.push(dir)
  return dir
}

/** Every file of the app with its content, to prove what a run did (not) write. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name)
    if (statSync(file).isFile()) out[name] = readFileSync(file, 'utf8')
  }
  return out
}

// --force: the temp apps sit in this repo's ignored node_modules; the git check itself is
// tested below with a given status, so these runs need not spawn git.
const flags = ['--yes', '--force', '--skip-install']

describe('create-foyer on a create-vite app, without a TTY (CI=true, </dev/null)', () => {
  it('adds Foyer, and a second run changes nothing', () => {
    const dir = app()
    const first = runCli('create-foyer', [...flags, '--chains', '1,137', '--email'], dir)
    expect(first.stderr).toBe('')
    expect(first.status).toBe(0)
    expect(first.stdout).toContain('created   foyer.config.ts')
    expect(first.stdout).toContain('updated   vite.config.ts')
    expect(first.stdout).toContain('updated   package.json')
    expect(readFileSync(path.join(dir, 'vite.config.ts'), 'utf8')).toMatchInlineSnapshot(`
      "import react from '@vitejs/plugin-react'
      import { defineConfig } from 'vite'
      import { foyer } from '@foyer/vite'

      // https://vite.dev/config/
      export default defineConfig({
        plugins: [react(), foyer()],
      })
      "
    `)
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))
    expect(pkg.dependencies.foyer).toBe('^0.1.0')
    expect(pkg.devDependencies['@foyer/vite']).toBe('^0.1.0')
    expect(readFileSync(path.join(dir, 'foyer.config.ts'), 'utf8')).toContain('chains: [1, 137],')

    const before = tree(dir)
    const second = runCli('create-foyer', flags, dir)
    expect(second.status).toBe(0)
    expect(second.stdout).toMatch(
      /unchanged foyer\.config\.ts\n {2}unchanged vite\.config\.ts\n {2}unchanged package\.json/,
    )
    expect(tree(dir)).toEqual(before)
  })

  it('updates the config in place when re-run with other flags', () => {
    const dir = app()
    runCli('create-foyer', flags, dir)
    const again = runCli('foyer', ['init', ...flags, '--siwe', '--chains', '10'], dir)
    expect(again.status).toBe(0)
    expect(again.stdout).toContain('updated   foyer.config.ts')
    expect(again.stdout).toContain('unchanged vite.config.ts')
    const config = readFileSync(path.join(dir, 'foyer.config.ts'), 'utf8')
    expect(config).toContain('chains: [10],')
    expect(config).toContain('siwe: true,')
    expect(config).toContain("projectId: 'local-dev',")
  })

  it('--dry-run prints the diff and writes nothing', () => {
    const dir = app('vanilla-ts')
    const before = tree(dir)
    const result = runCli('create-foyer', ['--dry-run', '--project-id', 'abc_123'], dir)
    expect(result.status).toBe(0)
    expect(tree(dir)).toEqual(before)
    expect(result.stdout).toContain('Dry run: create-foyer would make these changes')
    // vanilla-ts has no vite.config: one is created, with the plugin.
    expect(result.stdout).toContain('+++ b/vite.config.ts')
    expect(result.stdout).toContain("+  projectId: 'abc_123',")
    expect(result.stdout).toMatch(/\+ {4}"foyer": "\^0\.1\.0"/)
  })

  it('refuses outside a Vite app, naming what is missing', () => {
    const dir = app()
    const empty = path.join(dir, 'not-an-app')
    mkdirSync(empty)
    let result = runCli('create-foyer', flags, empty)
    expect(result.status).toBe(1)
    expect(result.stderr).toBe(
      `create-foyer: No package.json in ${empty}. Run create-foyer inside your Vite app, or pass --cwd <dir>.\n`,
    )
    writeFileSync(
      path.join(empty, 'package.json'),
      '{ "name": "x", "dependencies": { "react": "19" } }',
    )
    result = runCli('create-foyer', [...flags, '--cwd', empty], dir)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      `create-foyer: ${empty} is not a Vite app: it has no vite.config.* and no "vite" dependency`,
    )
    expect(readdirSync(empty)).toEqual(['package.json'])
  })

  it('rejects bad flags with the flag, the rule and the value', () => {
    const dir = app()
    const chains = runCli('create-foyer', [...flags, '--chains', '1,99999'], dir)
    expect(chains.status).toBe(1)
    expect(chains.stderr).toMatch(
      /--chains must be a comma-separated list of supported chain ids \(1, 10, .*\)\. Provided: "1,99999"/,
    )
    const id = runCli('create-foyer', [...flags, '--project-id', 'no spaces'], dir)
    expect(id.stderr).toContain(
      '--project-id must be 1 to 64 letters, digits, "-" or "_". Provided: "no spaces"',
    )
    const socials = runCli('create-foyer', [...flags, '--socials', 'google,myspace'], dir)
    expect(socials.stderr).toContain('--socials must be a comma-separated list of google, github')
  })

  it('prints the snippet to paste and exits 1 when the Vite config cannot be edited', () => {
    const dir = app()
    writeFileSync(
      path.join(dir, 'vite.config.ts'),
      "import base from './base.config'\nexport default base\n",
    )
    const result = runCli('create-foyer', flags, dir)
    expect(result.status).toBe(1)
    expect(result.stdout).toContain(
      'Could not add foyer() to the Vite config: `base` is not declared in this file. Add this to vite.config.ts by hand:',
    )
    expect(result.stdout).toContain("    import { foyer } from '@foyer/vite'")
    expect(result.stdout).toContain('created   foyer.config.ts')
  })
})

describe('init()', () => {
  it('refuses a dirty git tree unless forced, and names the files', async () => {
    const dir = app()
    const gitStatus = () => ['src/App.tsx', 'index.html']
    await expect(init({ cwd: dir, gitStatus, skipInstall: true })).rejects.toThrow(
      DirtyGitTreeError,
    )
    await expect(init({ cwd: dir, gitStatus, skipInstall: true })).rejects.toThrow(
      'has uncommitted changes (src/App.tsx, index.html). Commit or stash them first',
    )
    expect(
      (await init({ cwd: dir, gitStatus, force: true, skipInstall: true })).changes,
    ).toHaveLength(3)
  })

  it('installs with the detected package manager, only when package.json changed', async () => {
    const dir = app()
    writeFileSync(path.join(dir, 'pnpm-lock.yaml'), "lockfileVersion: '9.0'\n")
    const install = vi.fn(async () => {})
    const first = await init({ cwd: dir, gitStatus: () => [], install })
    expect(first.packageManager.install).toEqual(['pnpm', 'i'])
    expect(install).toHaveBeenCalledWith(first.root, first.packageManager)
    expect(first.installed).toBe(true)
    await init({ cwd: dir, gitStatus: () => [], install })
    expect(install).toHaveBeenCalledTimes(1)
  })

  it('asks only for what neither flags nor the existing config give', async () => {
    const dir = app()
    const prompt = vi.fn(async () => ({
      projectId: 'asked',
      chains: [137],
      siwe: false,
      email: false,
      socials: [],
    }))
    const result = await init({ cwd: dir, chains: [1], prompt, dryRun: true })
    expect(prompt).toHaveBeenCalledWith({ chains: [1] }, ['projectId', 'siwe', 'email', 'socials'])
    expect(result.answers.projectId).toBe('asked')
    await expect(init({ cwd: path.join(dir, 'src') })).rejects.toThrow(NotAViteAppError)
  })
})
