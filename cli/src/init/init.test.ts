import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { DirtyGitTreeError, NotAViteAppError } from '../errors.ts'
import { createViteApp, fileTree, removeDir, runCli } from '../testing/cliProcess.ts'
import { init } from './init.ts'
import { renderInitReport } from './renderInitReport.ts'

const apps: string[] = []
afterAll(() => {
  for (const dir of apps) removeDir(dir)
})
function app(template = 'react-ts') {
  const dir = createViteApp(template)
  apps.push(dir)
  return dir
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
    expect(first.stdout).toContain('updated   src/App.tsx')
    expect(first.stdout).toContain('updated   package.json')
    expect(first.stdout).toContain(
      "Added <ConnectButton /> from '@foyer/modal/react' to src/App.tsx, first in what it renders.",
    )
    expect(first.stdout).toContain(
      'npm run dev      the modal is in your app, opened by <ConnectButton /> in src/App.tsx',
    )
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
    expect(pkg.dependencies['@foyer/modal']).toBe('^0.1.0')
    expect(pkg.devDependencies['@foyer/vite']).toBe('^0.1.0')
    // The app's own `foyer` bin: `npx foyer anvil` runs it, not an unrelated `foyer` package.
    expect(pkg.devDependencies['create-foyer']).toBe('^0.1.0')
    expect(readFileSync(path.join(dir, 'foyer.config.ts'), 'utf8')).toContain('chains: [1, 137],')

    const before = fileTree(dir)
    const second = runCli('create-foyer', flags, dir)
    expect(second.status).toBe(0)
    expect(second.stdout).toMatch(
      /unchanged foyer\.config\.ts\n {2}unchanged vite\.config\.ts\n {2}unchanged src\/App\.tsx\n {2}unchanged package\.json/,
    )
    expect(fileTree(dir)).toEqual(before)
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
    const before = fileTree(dir)
    const result = runCli('create-foyer', ['--dry-run', '--project-id', 'abc_123'], dir)
    expect(result.status).toBe(0)
    expect(fileTree(dir)).toEqual(before)
    expect(result.stdout).toContain('Dry run: create-foyer would make these changes')
    // vanilla-ts has no vite.config: one is created, with the plugin.
    expect(result.stdout).toContain('+++ b/vite.config.ts')
    expect(result.stdout).toContain("+  projectId: 'abc_123',")
    expect(result.stdout).toMatch(/\+ {4}"@foyer\/modal": "\^0\.1\.0"/)
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

const wagmiModule = (
  chains: string,
  imports = 'mainnet, polygon',
) => `import { createConfig, http } from 'wagmi'
import { ${imports} } from 'wagmi/chains'

export const config = createConfig({
  chains: [${chains}],
  transports: {},
})
`

describe('create-foyer on an app with its own wagmi config, and the Connect button', () => {
  it('names the wagmi config in foyer.config.ts with its chains; a second run changes nothing', () => {
    const dir = app()
    writeFileSync(path.join(dir, 'src/wagmi.ts'), wagmiModule('mainnet, polygon'))
    const first = runCli('create-foyer', flags, dir)
    expect(first.stderr).toBe('')
    expect(first.status).toBe(0)
    expect(first.stdout).toContain(
      'Found your wagmi config in src/wagmi.ts: the modal will run on it (wagmiConfig in foyer.config.ts). foyer.config.ts takes its chains: Ethereum (1), Polygon (137).',
    )
    // Chains are not a default any more: they came from the wagmi config.
    expect(first.stdout).toContain(
      'Defaults used (no prompts with --yes, without a TTY or in CI) for: projectId, siwe, email, socials.',
    )
    const config = readFileSync(path.join(dir, 'foyer.config.ts'), 'utf8')
    expect(config).toContain(
      "  chains: [1, 137],\n  // The modal runs on the app's own wagmi config; its chains must be the ones above.\n  wagmiConfig: './src/wagmi.ts',\n",
    )
    const before = fileTree(dir)
    const second = runCli('create-foyer', [...flags, '--chains', '1,137'], dir)
    expect(second.status).toBe(0)
    expect(second.stdout).toContain('Its chains match --chains: Ethereum (1), Polygon (137).')
    expect(second.stdout).not.toMatch(/created|updated|Added/)
    expect(fileTree(dir)).toEqual(before)
  })

  it('refuses --chains that differ from the wagmi config, naming both, before writing anything', () => {
    const dir = app()
    writeFileSync(path.join(dir, 'src/wagmi.ts'), wagmiModule('mainnet, polygon'))
    const before = fileTree(dir)
    const result = runCli('create-foyer', [...flags, '--chains', '1'], dir)
    expect(result.status).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toBe(
      'create-foyer: --chains gives Ethereum (1), but your wagmi config in src/wagmi.ts has Ethereum (1), Polygon (137). The modal runs on that config, so foyer.config.ts must list the same chains: pass --chains 1,137, or leave --chains out to take them from src/wagmi.ts.\n',
    )
    expect(fileTree(dir)).toEqual(before)
  })

  it("keeps today's chains and says they must match when it cannot read them", async () => {
    const dir = app()
    writeFileSync(
      path.join(dir, 'src/wagmi.ts'),
      wagmiModule('mainnet, localhost', 'mainnet, localhost'),
    )
    const result = await init({ cwd: dir, force: true, skipInstall: true, dryRun: true })
    expect(result.answers.chains).toEqual([1])
    expect(result.wagmi).toMatchObject({ wagmiConfig: './src/wagmi.ts', chains: undefined })
    const report = renderInitReport(result)
    expect(report).toContain(
      'Found your wagmi config in src/wagmi.ts: the modal will run on it (wagmiConfig in foyer.config.ts). Its chains could not be read (its chain `localhost` is not one of mainnet, optimism,',
    )
    expect(report).toContain(
      'they must be the chains of foyer.config.ts (Ethereum (1)), or the page throws "wagmiConfig chains must be the chains of foyer.config.ts".',
    )
  })

  it('--no-button leaves the root component alone and says where to add the button', () => {
    const dir = app()
    const before = readFileSync(path.join(dir, 'src/App.tsx'), 'utf8')
    const result = runCli('create-foyer', [...flags, '--no-button'], dir)
    expect(result.status).toBe(0)
    expect(readFileSync(path.join(dir, 'src/App.tsx'), 'utf8')).toBe(before)
    expect(result.stdout).not.toContain('src/App.tsx,')
    expect(result.stdout).toContain(
      "npm run dev      the modal is in your app: add <ConnectButton /> from '@foyer/modal/react' to src/App.tsx",
    )
  })

  it('says what to add by hand when the root component cannot be edited, and still succeeds', async () => {
    const dir = app()
    writeFileSync(
      path.join(dir, 'src/App.tsx'),
      'export default function App({ ok }: { ok: boolean }) {\n  return ok ? <main /> : null\n}\n',
    )
    const result = await init({ cwd: dir, force: true, skipInstall: true })
    expect(result.button).toMatchObject({ status: 'manual', file: 'src/App.tsx' })
    expect(result.changes.map((c) => c.file)).not.toContain('src/App.tsx')
    const report = renderInitReport(result)
    expect(report).toContain(
      'Could not add <ConnectButton /> to the root component: App returns a ConditionalExpression, not a JSX element. Add it to src/App.tsx by hand:',
    )
    expect(report).toContain("    import { ConnectButton } from '@foyer/modal/react'")
    expect(report).toContain(
      "the modal is in your app: add <ConnectButton /> from '@foyer/modal/react' to src/App.tsx",
    )
  })

  it("takes the wagmi config's chains over an existing foyer.config's, and keeps the module it names", async () => {
    const dir = app()
    writeFileSync(path.join(dir, 'src/wagmi.ts'), wagmiModule('mainnet, polygon'))
    writeFileSync(
      path.join(dir, 'foyer.config.ts'),
      "export default { projectId: 'abc', chains: [10] }\n",
    )
    const found = await init({ cwd: dir, force: true, skipInstall: true, dryRun: true })
    expect(found.answers.chains).toEqual([1, 137])
    expect(found.changes[0]!.after).toBe(
      "export default { projectId: 'abc', chains: [1, 137], wagmiConfig: './src/wagmi.ts' }\n",
    )
    // A module foyer.config.ts already names wins over one found under src/.
    mkdirSync(path.join(dir, 'src/lib'))
    writeFileSync(path.join(dir, 'src/lib/chains.ts'), wagmiModule('base', 'base'))
    writeFileSync(
      path.join(dir, 'foyer.config.ts'),
      "export default { projectId: 'abc', chains: [10], wagmiConfig: './src/lib/chains.ts' }\n",
    )
    const named = await init({ cwd: dir, force: true, skipInstall: true, dryRun: true })
    expect(named.wagmi).toMatchObject({ file: 'src/lib/chains.ts', chains: [8453] })
    expect(named.changes[0]!.after).toContain("chains: [8453], wagmiConfig: './src/lib/chains.ts'")
  })

  it('changes nothing when another module already imports the button', async () => {
    const dir = app()
    writeFileSync(
      path.join(dir, 'src/Header.tsx'),
      "import { ConnectButton } from '@foyer/modal/react'\nexport const Header = () => <header><ConnectButton /></header>\n",
    )
    const result = await init({ cwd: dir, force: true, skipInstall: true, dryRun: true })
    expect(result.button).toEqual({ status: 'present', file: 'src/Header.tsx' })
    expect(result.changes.map((c) => c.file)).not.toContain('src/App.tsx')
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
    ).toHaveLength(4)
  })

  it('installs with the detected package manager, only when package.json changed', async () => {
    const dir = app()
    writeFileSync(path.join(dir, 'pnpm-lock.yaml'), "lockfileVersion: '9.0'\n")
    const install = vi.fn(async () => {})
    const first = await init({ cwd: dir, gitStatus: () => [], install })
    // The lockfile is out of date once package.json changed: CI's frozen default must not apply.
    expect(first.packageManager.install).toEqual(['pnpm', 'i', '--no-frozen-lockfile'])
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
