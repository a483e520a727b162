import { readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DirtyGitTreeError, ManualEditRequiredError } from '../errors.ts'
import { detectViteApp } from '../project/detectViteApp.ts'
import { gitStatus as readGitStatus } from '../project/gitStatus.ts'
import {
  detectPackageManager,
  installDependencies,
  type PackageManager,
} from '../project/installDependencies.ts'
import { addDependencies } from '../transforms/addDependencies.ts'
import { addFoyerPlugin } from '../transforms/addFoyerPlugin.ts'
import { readConfig, renderConfig, updateConfig } from '../transforms/renderConfig.ts'
import { DEFAULT_ANSWERS, type InitAnswers, mergeAnswers, missingAnswers } from './answers.ts'

export type InitOptions = Partial<InitAnswers> & {
  /** The app's folder. */
  cwd: string
  /** Edit even when the app's files have uncommitted changes. */
  force?: boolean
  /** Write files but do not run the package manager. */
  skipInstall?: boolean
  /** Compute every change and return it; write nothing, install nothing. */
  dryRun?: boolean
  /**
   * Version specs written to package.json.
   * @default `^<this CLI's version>` for both
   */
  packageSpecs?: { foyer: string; '@foyer/vite': string }
  /**
   * Asks for what neither the options nor an existing foyer.config.* gave. Without it, the
   * defaults are used (non-interactive runs: `--yes`, no TTY, `CI`).
   */
  prompt?: (given: Partial<InitAnswers>, missing: (keyof InitAnswers)[]) => Promise<InitAnswers>
  /** @internal tests */
  gitStatus?: (dir: string) => string[] | undefined
  /** @internal tests */
  install?: (cwd: string, manager: PackageManager) => Promise<void>
}

export type FileChange = {
  /** Path relative to the app's root. */
  file: string
  before: string | undefined
  after: string
  changed: boolean
}

export type InitResult = {
  root: string
  answers: InitAnswers
  /** Answers that were not given and took their default (non-interactive runs). */
  defaulted: (keyof InitAnswers)[]
  changes: FileChange[]
  /** Set when the Vite config could not be edited: what to paste into it by hand. */
  manual?: { file: string; message: string; snippet: string }
  packageManager: PackageManager
  installed: boolean
  dryRun: boolean
}

const ownVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
).version

/**
 * Adds Foyer to the Vite app in `cwd`: writes foyer.config.*, adds `foyer()` to the Vite
 * config, adds `foyer` and `@foyer/vite` to package.json and installs them. Idempotent: a second
 * run with the same answers changes nothing. Never exits the process; refusals are thrown.
 *
 * @throws {NotAViteAppError} outside a Vite app
 * @throws {DirtyGitTreeError} when the app has uncommitted changes and `force` is not set
 * @example const result = await init({ cwd: process.cwd(), yes: true, chains: [1, 137] })
 */
export async function init(options: InitOptions): Promise<InitResult> {
  const app = detectViteApp(options.cwd)
  if (!options.force && !options.dryRun) {
    const dirty = (options.gitStatus ?? readGitStatus)(app.root)
    if (dirty?.length)
      throw new DirtyGitTreeError(
        `${app.root} has uncommitted changes (${dirty.slice(0, 5).join(', ')}${dirty.length > 5 ? ', …' : ''}). Commit or stash them first so that you can review what create-foyer changes, or pass --force.`,
      )
  }

  const existingSource = app.foyerConfigExists ? readFileSync(app.foyerConfigPath, 'utf8') : ''
  // An existing config is the developer's earlier answer, schema defaults included.
  const existing: Partial<InitAnswers> = app.foyerConfigExists
    ? { siwe: false, email: false, socials: [], ...readConfig(existingSource) }
    : {}
  delete (existing as { rpc?: unknown }).rpc
  const given = mergeAnswers(pickAnswers(options), existing)
  const missing = missingAnswers(given)
  const answers =
    missing.length && options.prompt
      ? await options.prompt(given, missing)
      : { ...DEFAULT_ANSWERS, ...given }

  const changes: FileChange[] = []
  const change = (file: string, before: string | undefined, after: string) =>
    changes.push({ file, before, after, changed: before !== after })

  change(
    path.relative(app.root, app.foyerConfigPath),
    app.foyerConfigExists ? existingSource : undefined,
    app.foyerConfigExists ? updateConfig(existingSource, answers) : renderConfig(answers),
  )

  let manual: InitResult['manual']
  if (app.viteConfigPath) {
    const before = readFileSync(app.viteConfigPath, 'utf8')
    const file = path.relative(app.root, app.viteConfigPath)
    try {
      change(file, before, addFoyerPlugin(before))
    } catch (error) {
      if (!(error instanceof ManualEditRequiredError)) throw error
      manual = { file, message: error.message, snippet: error.snippet }
    }
  } else {
    // Vite runs without a config file; Foyer needs one for its plugin.
    change(app.typescript ? 'vite.config.ts' : 'vite.config.js', undefined, newViteConfig())
  }

  const specs = options.packageSpecs ?? {
    foyer: `^${ownVersion}`,
    '@foyer/vite': `^${ownVersion}`,
  }
  const packageBefore = readFileSync(app.packageJsonPath, 'utf8')
  change(
    'package.json',
    packageBefore,
    addDependencies(packageBefore, {
      dependencies: { foyer: specs.foyer },
      devDependencies: { '@foyer/vite': specs['@foyer/vite'] },
    }),
  )

  const packageManager = await detectPackageManager(app.root)
  const result: InitResult = {
    root: app.root,
    answers,
    defaulted: options.prompt ? [] : missing,
    changes,
    manual,
    packageManager,
    installed: false,
    dryRun: Boolean(options.dryRun),
  }
  if (options.dryRun) return result

  for (const c of changes.filter((c) => c.changed)) {
    const file = path.join(app.root, c.file)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, c.after)
  }
  const packageChanged = changes.some((c) => c.file === 'package.json' && c.changed)
  // Only when package.json changed: a re-run that changes nothing does not touch node_modules.
  if (!options.skipInstall && packageChanged) {
    await (options.install ?? installDependencies)(app.root, packageManager)
    result.installed = true
  }
  return result
}

function pickAnswers(options: InitOptions): Partial<InitAnswers> {
  const { projectId, chains, siwe, email, socials } = options
  return { projectId, chains, siwe, email, socials }
}

function newViteConfig(): string {
  return [
    "import { foyer } from '@foyer/vite'",
    "import { defineConfig } from 'vite'",
    '',
    'export default defineConfig({',
    '  plugins: [foyer()],',
    '})',
    '',
  ].join('\n')
}
