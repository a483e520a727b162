import { readFileSync } from 'node:fs'
import path from 'node:path'
import { chainName } from '@foyer/modal/config'
import { ChainsMismatchError, DirtyGitTreeError, ManualEditRequiredError } from '../errors.ts'
import { detectViteApp, type Framework, type ViteApp } from '../project/detectViteApp.ts'
import { gitStatus as readGitStatus } from '../project/gitStatus.ts'
import {
  detectPackageManager,
  installDependencies,
  type PackageManager,
} from '../project/installDependencies.ts'
import { relativePath } from '../project/sourceFiles.ts'
import {
  type FoundWagmiConfig,
  findWagmiConfig,
  readWagmiConfigFile,
  sameChains,
} from '../project/wagmiConfig.ts'
import { ownVersion, writeChanges } from '../project/writeChanges.ts'
import { addDependencies } from '../transforms/addDependencies.ts'
import { addFoyerPlugin } from '../transforms/addFoyerPlugin.ts'
import { readConfig, renderConfig, updateConfig } from '../transforms/renderConfig.ts'
import { DEFAULT_ANSWERS, type InitAnswers, mergeAnswers, missingAnswers } from './answers.ts'
import { type ButtonOutcome, placeButton } from './placeButton.ts'

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
   * Place `<ConnectButton />` from '@foyer/modal/react' first in what the app's root component renders.
   * @default true
   */
  button?: boolean
  /**
   * Version specs written to package.json. create-foyer itself becomes a dev dependency, so that
   * `npx foyer anvil` and `npx foyer flow send` run the app's own copy.
   * @default `^<this CLI's version>` for each
   */
  packageSpecs?: { '@foyer/modal': string; '@foyer/vite': string; 'create-foyer': string }
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

/** The app's own wagmi config, when it has one. */
export type WagmiSetup = {
  /** The module, relative to the app's root: `src/wagmi.ts`. */
  file: string
  /**
   * `wagmiConfig` of foyer.config.ts (`./src/wagmi.ts`): the modal runs on the module. Absent
   * when the module cannot be used as it is (then `reason` says why).
   */
  wagmiConfig: string | undefined
  reason?: string
  /** Its chain ids, when they could be read from its `chains: [...]`. */
  chains: number[] | undefined
  /** Why its chains could not be read. */
  chainsReason?: string
  /** foyer.config.ts takes its chains from it (no `--chains` was given). */
  chainsFromWagmi: boolean
}

export type { ButtonOutcome }

export type InitResult = {
  root: string
  answers: InitAnswers
  /** Answers that were not given and took their default (non-interactive runs). */
  defaulted: (keyof InitAnswers)[]
  changes: FileChange[]
  /** Set when the Vite config could not be edited: what to paste into it by hand. */
  manual?: { file: string; message: string; snippet: string }
  /** The app's own wagmi config, when it has one. */
  wagmi?: WagmiSetup
  button: ButtonOutcome
  /** What renders the app's pages, as create-foyer recognised it. */
  framework: Framework
  packageManager: PackageManager
  installed: boolean
  dryRun: boolean
}

/**
 * Adds Foyer to the Vite app in `cwd`: writes foyer.config.* (naming the app's own wagmi config
 * when it has one, with that config's chains), adds `foyer()` to the Vite config, places
 * `<ConnectButton />` in the root component, adds `@foyer/modal`, `@foyer/vite` and `create-foyer`
 * (for the `foyer` bin) to package.json and installs them. Idempotent: a second run with the
 * same answers changes nothing. Never exits the process; refusals are thrown.
 *
 * @throws {NotAViteAppError} outside a Vite app
 * @throws {DirtyGitTreeError} when the app has uncommitted changes and `force` is not set
 * @throws {ChainsMismatchError} when `chains` differs from the chains of the app's wagmi config
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
  const { rpc: _rpc, wagmiConfig: namedWagmi, ...read } = readConfig(existingSource)
  // An existing config is the developer's earlier answer, schema defaults included.
  const existing: Partial<InitAnswers> = app.foyerConfigExists
    ? { siwe: false, email: false, socials: [], ...read }
    : {}

  const wagmi = wagmiSetup(app, namedWagmi, options.chains)
  if (wagmi?.chains && options.chains && !sameChains(options.chains, wagmi.chains))
    throw new ChainsMismatchError(
      `--chains gives ${describeChains(options.chains)}, but your wagmi config in ${wagmi.file} has ${describeChains(wagmi.chains)}. The modal runs on that config, so foyer.config.ts must list the same chains: pass --chains ${wagmi.chains.join(',')}, or leave --chains out to take them from ${wagmi.file}.`,
    )
  const flags = pickAnswers(options)
  // The modal runs on the wagmi config: its chains are the answer, over an existing config's.
  if (wagmi?.chainsFromWagmi) flags.chains = wagmi.chains
  const given = mergeAnswers(flags, existing)
  const missing = missingAnswers(given)
  const answers =
    missing.length && options.prompt
      ? await options.prompt(given, missing)
      : { ...DEFAULT_ANSWERS, ...given }

  const changes: FileChange[] = []
  const change = (file: string, before: string | undefined, after: string) =>
    changes.push({ file, before, after, changed: before !== after })

  const extras = { wagmiConfig: wagmi?.wagmiConfig }
  change(
    path.relative(app.root, app.foyerConfigPath),
    app.foyerConfigExists ? existingSource : undefined,
    app.foyerConfigExists
      ? updateConfig(existingSource, answers, extras)
      : renderConfig(answers, extras),
  )

  let manual: InitResult['manual']
  if (app.viteConfigPath) {
    const before = readFileSync(app.viteConfigPath, 'utf8')
    const file = path.relative(app.root, app.viteConfigPath)
    try {
      change(file, before, addFoyerPlugin(before, { nestedIn: app.viteConfigNestedIn }))
    } catch (error) {
      if (!(error instanceof ManualEditRequiredError)) throw error
      manual = { file, message: error.message, snippet: error.snippet }
    }
  } else if (app.framework.kind === 'astro') {
    change('astro.config.mjs', undefined, newAstroConfig())
  } else {
    // Vite runs without a config file; Foyer needs one for its plugin.
    change(app.typescript ? 'vite.config.ts' : 'vite.config.js', undefined, newViteConfig())
  }

  const button = placeButton(app, options.button ?? true, change)

  const specs = options.packageSpecs ?? {
    '@foyer/modal': `^${ownVersion}`,
    '@foyer/vite': `^${ownVersion}`,
    'create-foyer': `^${ownVersion}`,
  }
  const packageBefore = readFileSync(app.packageJsonPath, 'utf8')
  change(
    'package.json',
    packageBefore,
    addDependencies(packageBefore, {
      dependencies: { '@foyer/modal': specs['@foyer/modal'] },
      devDependencies: {
        '@foyer/vite': specs['@foyer/vite'],
        'create-foyer': specs['create-foyer'],
      },
    }),
  )

  const packageManager = await detectPackageManager(app.root)
  const result: InitResult = {
    root: app.root,
    answers,
    defaulted: options.prompt ? [] : missing,
    changes,
    manual,
    wagmi,
    button,
    framework: app.framework,
    packageManager,
    installed: false,
    dryRun: Boolean(options.dryRun),
  }
  if (options.dryRun) return result

  await writeChanges(app.root, changes)
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

/**
 * The app's wagmi config: the module foyer.config.ts already names, else one found under src/.
 * Its chains become the answer when `--chains` is not given.
 */
function wagmiSetup(
  app: ViteApp,
  named: string | undefined,
  chainsFlag: number[] | undefined,
): WagmiSetup | undefined {
  const configDir = path.dirname(app.foyerConfigPath)
  let found: FoundWagmiConfig | undefined
  if (named) {
    // The developer's earlier choice stays, whatever it reads as.
    const file = path.resolve(configDir, named)
    found = readWagmiConfigFile(app.root, file) ?? {
      file: relativePath(app.root, file),
      exportName: undefined,
      reason: 'create-foyer could not read a wagmi config in it',
    }
    const chains = found.exportName ? found.chains : undefined
    return {
      file: found.file,
      wagmiConfig: named,
      chains,
      chainsReason: found.exportName ? found.chainsReason : found.reason,
      chainsFromWagmi: Boolean(chains && !chainsFlag),
    }
  }
  found = findWagmiConfig(app.root)
  if (!found) return undefined
  if (!found.exportName)
    return {
      file: found.file,
      wagmiConfig: undefined,
      reason: found.reason,
      chains: undefined,
      chainsFromWagmi: false,
    }
  const relative = relativePath(configDir, path.join(app.root, found.file))
  return {
    file: found.file,
    wagmiConfig: relative.startsWith('../') ? relative : `./${relative}`,
    chains: found.chains,
    chainsReason: found.chainsReason,
    chainsFromWagmi: Boolean(found.chains && !chainsFlag),
  }
}

/** `Ethereum (1), Polygon (137)` */
export function describeChains(ids: readonly number[]): string {
  return ids.map((id) => `${chainName(id)} (${id})`).join(', ')
}

function newAstroConfig(): string {
  return [
    "import { foyer } from '@foyer/vite'",
    "import { defineConfig } from 'astro/config'",
    '',
    'export default defineConfig({',
    '  vite: { plugins: [foyer()] },',
    '})',
    '',
  ].join('\n')
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
