import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Agent } from 'package-manager-detector'
import { resolveCommand } from 'package-manager-detector/commands'
import { CliError } from '../errors.ts'
import type { FileChange } from '../init/init.ts'
import { detectViteApp } from '../project/detectViteApp.ts'
import {
  detectPackageManager,
  installDependencies,
  type PackageManager,
} from '../project/installDependencies.ts'
import { ownVersion, writeChanges } from '../project/writeChanges.ts'
import { addDependencies } from '../transforms/addDependencies.ts'
import { readConfig } from '../transforms/renderConfig.ts'
import { renderPlaywrightConfig, renderSpec, type TemplateInput } from './templates.ts'

export type TestInitOptions = {
  /** The app's folder. */
  cwd: string
  /** Where the specs go, relative to the app's root. @default 'e2e' */
  testDir?: string
  skipInstall?: boolean
  /** Compute every change and return it; write nothing, install nothing. */
  dryRun?: boolean
  /** @default `^<this CLI's version>` */
  testingSpec?: string
  /** @internal tests */
  install?: (cwd: string, manager: PackageManager) => Promise<void>
}

export type TestInitResult = {
  root: string
  testDir: string
  chainIds: number[]
  email: boolean
  changes: FileChange[]
  /** A Playwright config the app had: left as it is, so its `use` needs the fixtures' options. */
  existingPlaywrightConfig?: string
  /** Chains whose RPC URL foyer.config.ts writes: the tests' anvils cannot stand in for them. */
  fixedRpc: number[]
  /** The command that runs the tests. */
  runCommand: string[]
  packageManager: PackageManager
  installed: boolean
  dryRun: boolean
}

const PLAYWRIGHT_CONFIGS = [
  'playwright.config.ts',
  'playwright.config.mts',
  'playwright.config.js',
  'playwright.config.mjs',
]

/** What `@foyer/testing`'s Playwright fixtures need beside it. */
const PEERS = { '@playwright/test': '^1.65.0', '@foundry-rs/anvil': '^1.7.1' }

/**
 * Adds `@foyer/testing`'s Playwright fixtures to an app that has Foyer: a `playwright.config.ts`
 * that runs the app's dev server on the fixtures' local chains (unless the app has a Playwright
 * config), an example spec (connect + send, and an email sign-up when foyer.config.ts has email
 * login), a `test:e2e` script, and the dev dependencies, installed. Idempotent: files that exist
 * are never overwritten, so a second run changes nothing.
 * @throws {CliError} outside a Vite app, or in one without foyer.config.*
 */
export async function testInit(options: TestInitOptions): Promise<TestInitResult> {
  const app = detectViteApp(options.cwd)
  if (!app.foyerConfigExists)
    throw new CliError(
      `No foyer.config.ts in ${app.root}: add Foyer first with \`npx create-foyer\`, then run \`foyer test init\` again.`,
    )
  const testDir = options.testDir ?? 'e2e'
  if (path.isAbsolute(testDir) || testDir.split(/[\\/]/).includes('..'))
    throw new CliError(
      `--dir must be a folder inside the app, relative to ${app.root}. Provided: ${testDir}`,
    )
  const config = readConfig(readFileSync(app.foyerConfigPath, 'utf8'))
  const chainIds = config.chains?.length ? config.chains : [1]
  const email = config.email === true
  const packageManager = await detectPackageManager(app.root)
  const agent = packageManager.agent as Agent

  const devArgs = ['--host', '127.0.0.1', '--port', '{port}', '--strictPort']
  const scripts = app.packageJson.scripts as Record<string, string> | undefined
  const dev = scripts?.dev
    ? resolveCommand(agent, 'run', ['dev', ...devArgs])
    : resolveCommand(agent, 'execute-local', ['vite', ...devArgs])
  const input: TemplateInput = {
    chainIds,
    email,
    testDir,
    devCommand: dev ? [dev.command, ...dev.args] : ['npx', 'vite', ...devArgs],
  }
  const run = resolveCommand(agent, 'execute-local', ['playwright', 'test'])
  const runCommand = run ? [run.command, ...run.args] : ['npx', 'playwright', 'test']

  const changes: FileChange[] = []
  const create = (file: string, text: string) => {
    const before = readIfExists(path.join(app.root, file))
    // An existing file is the developer's: kept as it is.
    changes.push({ file, before, after: before ?? text, changed: before === undefined })
  }
  const existingPlaywrightConfig = PLAYWRIGHT_CONFIGS.find((name) =>
    existsSync(path.join(app.root, name)),
  )
  if (!existingPlaywrightConfig) create('playwright.config.ts', renderPlaywrightConfig(input))
  create(path.posix.join(testDir.replaceAll('\\', '/'), 'foyer.spec.ts'), renderSpec(input))

  const packageBefore = readFileSync(app.packageJsonPath, 'utf8')
  const withDeps = addDependencies(packageBefore, {
    devDependencies: {
      '@foyer/testing': options.testingSpec ?? `^${ownVersion}`,
      ...PEERS,
    },
  })
  changes.push({
    file: 'package.json',
    before: packageBefore,
    after: addScript(withDeps, 'test:e2e', 'playwright test'),
    changed: false,
  })
  const last = changes.at(-1)!
  last.changed = last.after !== last.before

  const result: TestInitResult = {
    root: app.root,
    testDir,
    chainIds,
    email,
    changes,
    existingPlaywrightConfig,
    fixedRpc: chainIds.filter((id) => config.rpc?.[id] !== undefined),
    runCommand,
    packageManager,
    installed: false,
    dryRun: Boolean(options.dryRun),
  }
  if (options.dryRun) return result
  await writeChanges(app.root, changes)
  if (!options.skipInstall && last.changed) {
    await (options.install ?? installDependencies)(app.root, packageManager)
    result.installed = true
  }
  return result
}

function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

/** Adds `name` to package.json's scripts unless the app has a script of that name. */
function addScript(source: string, name: string, command: string): string {
  const pkg = JSON.parse(source) as { scripts?: Record<string, string> }
  if (pkg.scripts?.[name] !== undefined) return source
  pkg.scripts = { ...pkg.scripts, [name]: command }
  const indent = /^[ \t]+(?=")/m.exec(source)?.[0] ?? '  '
  return `${JSON.stringify(pkg, null, indent)}${source.endsWith('\n') ? '\n' : ''}`
}
