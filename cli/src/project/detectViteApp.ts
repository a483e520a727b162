import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { NotAViteAppError } from '../errors.ts'

/** The names Vite looks for, in its order. */
export const VITE_CONFIG_FILES = [
  'vite.config.js',
  'vite.config.mjs',
  'vite.config.ts',
  'vite.config.cjs',
  'vite.config.mts',
  'vite.config.cts',
]

export const FOYER_CONFIG_FILES = [
  'foyer.config.ts',
  'foyer.config.mts',
  'foyer.config.js',
  'foyer.config.mjs',
]

export type PackageJson = {
  name?: string
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  [key: string]: unknown
}

export type ViteApp = {
  root: string
  packageJsonPath: string
  packageJson: PackageJson
  /** Absent when the app runs Vite without a config file. */
  viteConfigPath: string | undefined
  /** Where foyer.config.* is or will be. */
  foyerConfigPath: string
  foyerConfigExists: boolean
  typescript: boolean
  /** Frameworks recognised from the app's dependencies, e.g. ['react']. */
  frameworks: string[]
}

const frameworkPackages: Record<string, string> = {
  '@vitejs/plugin-react': 'react',
  '@vitejs/plugin-react-swc': 'react',
  '@vitejs/plugin-vue': 'vue',
  '@sveltejs/vite-plugin-svelte': 'svelte',
  'vite-plugin-solid': 'solid',
  '@preact/preset-vite': 'preact',
  '@builder.io/qwik': 'qwik',
  lit: 'lit',
}

/**
 * Describes the Vite app in `cwd`.
 * @throws {NotAViteAppError} when there is no package.json, or neither a vite config nor a
 * `vite` dependency.
 */
export function detectViteApp(cwd: string): ViteApp {
  const root = path.resolve(cwd)
  const packageJsonPath = path.join(root, 'package.json')
  if (!existsSync(packageJsonPath))
    throw new NotAViteAppError(
      `No package.json in ${root}. Run create-foyer inside your Vite app, or pass --cwd <dir>.`,
    )
  let packageJson: PackageJson
  try {
    packageJson = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as PackageJson
  } catch (error) {
    throw new NotAViteAppError(`${packageJsonPath} is not valid JSON: ${(error as Error).message}`)
  }
  const deps = { ...packageJson.dependencies, ...packageJson.devDependencies }
  const viteConfig = VITE_CONFIG_FILES.find((name) => existsSync(path.join(root, name)))
  if (!viteConfig && !('vite' in deps))
    throw new NotAViteAppError(
      `${root} is not a Vite app: it has no vite.config.* and no "vite" dependency in package.json. Run create-foyer inside your Vite app (or pass --cwd <dir>), or start one with \`npm create vite@latest\`.`,
    )
  const typescript =
    'typescript' in deps ||
    existsSync(path.join(root, 'tsconfig.json')) ||
    Boolean(viteConfig?.endsWith('ts'))
  const foyerConfig = FOYER_CONFIG_FILES.find((name) => existsSync(path.join(root, name)))
  return {
    root,
    packageJsonPath,
    packageJson,
    viteConfigPath: viteConfig ? path.join(root, viteConfig) : undefined,
    foyerConfigPath: path.join(
      root,
      foyerConfig ?? (typescript ? 'foyer.config.ts' : 'foyer.config.js'),
    ),
    foyerConfigExists: Boolean(foyerConfig),
    typescript,
    frameworks: [
      ...new Set(
        Object.entries(frameworkPackages)
          .filter(([pkg]) => pkg in deps)
          .map(([, name]) => name),
      ),
    ],
  }
}
