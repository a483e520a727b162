import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { chainName } from '@foyer/modal/config'
import { type AnvilFile, anvilFilePath, probeChains, readAnvilFile } from '../anvil/anvilFile.ts'
import { readAppChains } from '../anvil/startDevChains.ts'
import { NotAViteAppError } from '../errors.ts'
import { detectViteApp, type ViteApp } from '../project/detectViteApp.ts'
import { detectPackageManager } from '../project/installDependencies.ts'
import { addFoyerPlugin } from '../transforms/addFoyerPlugin.ts'

export type InfoResult = {
  root: string
  /** Vite's installed version, frameworks from the app's plugins; `null` outside a Vite app. */
  framework: { vite: string | null; frameworks: string[] } | null
  packageManager: string
  /** Relative paths; `null` when absent. */
  viteConfig: string | null
  foyerConfig: string | null
  /** `foyer()` is in the Vite config's plugins. */
  pluginPresent: boolean
  chains: { chainId: number; name: string }[] | null
  anvil: { file: string | null; chains: { chainId: number; rpcUrl: string; running: boolean }[] }
}

/**
 * What `foyer info` reports about the app in `cwd`. Never throws for an app that is not set up:
 * saying what is missing is its job.
 * @example const { pluginPresent } = await info({ cwd: process.cwd() })
 */
export async function info({ cwd }: { cwd: string }): Promise<InfoResult> {
  const root = path.resolve(cwd)
  let app: ViteApp | undefined
  try {
    app = detectViteApp(root)
  } catch (error) {
    if (!(error instanceof NotAViteAppError)) throw error
  }
  const relative = (file: string | undefined) => (file ? path.relative(root, file) : null)
  const anvilFile: AnvilFile = readAnvilFile(root) ?? {}
  const running = await probeChains(anvilFile)
  const chains = readAppChains(root)
  return {
    root,
    framework: app ? { vite: viteVersion(root), frameworks: app.frameworks } : null,
    packageManager: (await detectPackageManager(root)).name,
    viteConfig: relative(app?.viteConfigPath),
    foyerConfig: app?.foyerConfigExists ? relative(app.foyerConfigPath) : null,
    pluginPresent: Boolean(app?.viteConfigPath && hasFoyerPlugin(app.viteConfigPath)),
    chains: chains ? chains.map((id) => ({ chainId: id, name: chainName(id) })) : null,
    anvil: {
      file: existsSync(anvilFilePath(root)) ? path.relative(root, anvilFilePath(root)) : null,
      chains: Object.entries(anvilFile).map(([id, rpcUrl]) => ({
        chainId: Number(id),
        rpcUrl,
        running: running[id] ?? false,
      })),
    },
  }
}

/** Adding the plugin would change nothing: it is there. */
function hasFoyerPlugin(file: string): boolean {
  const source = readFileSync(file, 'utf8')
  try {
    return addFoyerPlugin(source) === source
  } catch {
    return false
  }
}

function viteVersion(root: string): string | null {
  try {
    const manifest = createRequire(path.join(root, 'package.json')).resolve('vite/package.json')
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
  } catch {
    return null
  }
}

/** `foyer info` as text. */
export function renderInfo(result: InfoResult): string {
  const yes = (v: boolean) => (v ? 'yes' : 'no')
  const framework = result.framework
    ? `Vite ${result.framework.vite ?? '(not installed)'}${result.framework.frameworks.length ? ` + ${result.framework.frameworks.join(', ')}` : ''}`
    : 'not a Vite app'
  const anvil = result.anvil.chains.length
    ? result.anvil.chains
        .map((c) => `${c.chainId} ${c.rpcUrl} (${c.running ? 'running' : 'not answering'})`)
        .join(', ')
    : 'not running (start it with `foyer anvil`)'
  const lines: [string, string][] = [
    ['app', result.root],
    ['framework', framework],
    ['package manager', result.packageManager],
    ['vite config', result.viteConfig ?? 'none'],
    ['foyer config', result.foyerConfig ?? 'none (run `npx create-foyer`)'],
    ['plugin', yes(result.pluginPresent)],
    [
      'chains',
      result.chains?.map((c) => `${c.name} (${c.chainId})`).join(', ') ??
        (result.foyerConfig ? 'not a literal list' : 'none'),
    ],
    ['anvil', anvil],
  ]
  const width = Math.max(...lines.map(([k]) => k.length))
  return `${lines.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n')}\n`
}
