import { existsSync, readFileSync, statSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
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
import { findRootComponent } from '../project/rootComponent.ts'
import { relativePath, sourceFiles } from '../project/sourceFiles.ts'
import {
  type FoundWagmiConfig,
  findWagmiConfig,
  readWagmiConfigFile,
  sameChains,
} from '../project/wagmiConfig.ts'
import {
  addConnectButton,
  addConnectButtonToLayout,
  BUTTON_EXPORT,
  PAGE_MODULE,
} from '../transforms/addConnectButton.ts'
import { addDependencies } from '../transforms/addDependencies.ts'
import { addFoyerButton, type MarkupKind, placement } from '../transforms/addFoyerButton.ts'
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

/** What became of the Connect button (`<ConnectButton />`, or `<foyer-button>` without React). */
export type ButtonOutcome =
  /** `file` renders `element` now, at `where` ("first in <body>"). */
  | { status: 'added'; file: string; element: string; where: string }
  /** `file` already imported it from '@foyer/modal/react'. */
  | { status: 'present'; file: string }
  /** Not asked for (`--no-button`); `file` is the root component, when found. */
  | { status: 'skipped'; file: string | undefined }
  /** No root component found (not a React app, or an unusual layout). */
  | { status: 'none' }
  /** The root component could not be edited safely: what to add by hand. */
  | { status: 'manual'; file: string; message: string; snippet: string }
  /** A framework create-foyer does not know: it placed nothing rather than guess. */
  | { status: 'unsupported'; framework: string }

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

const ownVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
).version

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

/** `import { …ConnectButton… } from '@foyer/modal/react'` in a module's text. */
const importsButton =
  /import\s*\{[^}]*\bConnectButton\b[^}]*\}\s*from\s*['"]@foyer\/modal\/react['"]/

type Change = (file: string, before: string | undefined, after: string) => void

/** Where the button goes in an app that is not a React SPA, and how it is put there. */
type ButtonTarget = {
  file: string
  edit: (source: string) => string
  element: string
  where: string
}

/** The first of `files` (relative to the app's root) that exists. */
function firstExisting(app: ViteApp, files: string[], test?: (source: string) => boolean) {
  return files.find((file) => {
    const full = path.join(app.root, file)
    return existsSync(full) && (!test || test(readFileSync(full, 'utf8')))
  })
}

function buttonTarget(app: ViteApp): ButtonTarget | undefined {
  const layout = (files: string[]): ButtonTarget | undefined => {
    const file = firstExisting(app, files)
    return file === undefined
      ? undefined
      : {
          file,
          edit: addConnectButtonToLayout,
          element: `<${BUTTON_EXPORT} /> and import '${PAGE_MODULE}'`,
          where: 'first in <body>',
        }
  }
  const markup = (
    kind: MarkupKind,
    files: string[],
    test?: (s: string) => boolean,
  ): ButtonTarget | undefined => {
    const file = firstExisting(app, files, test)
    return file === undefined
      ? undefined
      : {
          file,
          edit: (source: string) => addFoyerButton(source, kind),
          element:
            kind === 'astro'
              ? `<${BUTTON_EXPORT} client:load /> and import '${PAGE_MODULE}'`
              : '<foyer-button>',
          where: placement(kind),
        }
  }
  switch (app.framework.kind) {
    case 'react-router':
      return layout(['app/root.tsx', 'app/root.jsx'])
    case 'tanstack-start':
      return layout([
        'src/routes/__root.tsx',
        'src/routes/__root.jsx',
        'app/routes/__root.tsx',
        'app/routes/__root.jsx',
      ])
    case 'astro':
      return markup(
        'astro',
        ['src/layouts/Layout.astro', 'src/layouts/BaseLayout.astro', 'src/pages/index.astro'],
        (source) => /<body[\s>]/i.test(source),
      )
    case 'vue':
      return markup('vue', ['src/App.vue'])
    case 'svelte':
      return markup('svelte', ['src/App.svelte'])
    case 'vanilla':
      return markup('html', ['index.html'])
    default:
      return undefined
  }
}

/**
 * Places the Connect button where the app's framework renders every page (its change goes
 * through `change`): `<ConnectButton />` in a React app's root component or server-rendered
 * root layout, a React island in an Astro layout, `<foyer-button>` in Vue, Svelte and plain
 * pages. Places nothing in an app whose framework it does not know.
 */
function placeButton(app: ViteApp, wanted: boolean, change: Change): ButtonOutcome {
  if (app.framework.kind === 'unknown')
    return { status: 'unsupported', framework: app.framework.name }
  if (app.framework.kind === 'react') return placeReactButton(app, wanted, change)
  const target = buttonTarget(app)
  if (!wanted) return { status: 'skipped', file: target?.file }
  if (!target) return { status: 'none' }
  const source = readFileSync(path.join(app.root, target.file), 'utf8')
  try {
    const after = target.edit(source)
    change(target.file, source, after)
    return after === source
      ? { status: 'present', file: target.file }
      : { status: 'added', file: target.file, element: target.element, where: target.where }
  } catch (error) {
    if (!(error instanceof ManualEditRequiredError)) throw error
    return { status: 'manual', file: target.file, message: error.message, snippet: error.snippet }
  }
}

/**
 * Adds `<ConnectButton />` to the root component (its change goes through `change`), unless a
 * module under src/ already imports it from '@foyer/modal/react'.
 */
function placeReactButton(app: ViteApp, wanted: boolean, change: Change): ButtonOutcome {
  const component = findRootComponent(app.root)
  if (!wanted) return { status: 'skipped', file: component?.file }
  const source = component && readFileSync(path.join(app.root, component.file), 'utf8')
  if (component && source !== undefined && importsButton.test(source)) {
    change(component.file, source, source)
    return { status: 'present', file: component.file }
  }
  const elsewhere = sourceFiles(path.join(app.root, 'src')).find((file) => {
    try {
      return statSync(file).size < 512 * 1024 && importsButton.test(readFileSync(file, 'utf8'))
    } catch {
      return false
    }
  })
  if (elsewhere) return { status: 'present', file: relativePath(app.root, elsewhere) }
  if (!component || source === undefined) return { status: 'none' }
  try {
    const after = addConnectButton(source, { exportName: component.exportName })
    change(component.file, source, after)
    return after === source
      ? { status: 'present', file: component.file }
      : {
          status: 'added',
          file: component.file,
          element: `<${BUTTON_EXPORT} /> from '@foyer/modal/react'`,
          where: 'first in what it renders',
        }
  } catch (error) {
    if (!(error instanceof ManualEditRequiredError)) throw error
    return {
      status: 'manual',
      file: component.file,
      message: error.message,
      snippet: error.snippet,
    }
  }
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
