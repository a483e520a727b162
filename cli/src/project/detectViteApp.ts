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

/** Astro's config names: Astro runs Vite, configured under `vite` in it. */
export const ASTRO_CONFIG_FILES = [
  'astro.config.mjs',
  'astro.config.js',
  'astro.config.ts',
  'astro.config.mts',
  'astro.config.cjs',
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
  /** Absent when the app runs Vite without a config file. For Astro, astro.config.*. */
  viteConfigPath: string | undefined
  /** The property of that config that holds Vite's config (`vite` in astro.config). */
  viteConfigNestedIn: string | undefined
  /** Where foyer.config.* is or will be. */
  foyerConfigPath: string
  foyerConfigExists: boolean
  typescript: boolean
  /** Frameworks recognised from the app's dependencies, e.g. ['react']. */
  frameworks: string[]
  /** What renders the app's pages, which says where the Connect button goes. */
  framework: Framework
}

/**
 * The kinds of app create-foyer knows how to edit. `unknown` is everything else: it adds the
 * plugin and the config, and says plainly that it did not place the button.
 */
export type FrameworkKind =
  | 'react'
  | 'react-router'
  | 'tanstack-start'
  | 'astro'
  | 'vue'
  | 'svelte'
  | 'vanilla'
  | 'unknown'

export type Framework = { kind: FrameworkKind; name: string }

/** Frameworks over Vite that create-foyer does not edit yet, by the package that says so. */
const unknownFrameworks: [string, string][] = [
  ['@sveltejs/kit', 'SvelteKit'],
  ['nuxt', 'Nuxt'],
  ['vike', 'Vike'],
  ['@solidjs/start', 'SolidStart'],
  ['@tanstack/solid-start', 'TanStack Start for Solid'],
  ['@remix-run/dev', 'Remix'],
  ['@builder.io/qwik-city', 'Qwik City'],
  ['@analogjs/platform', 'Analog'],
  ['vitepress', 'VitePress'],
  ['vite-plugin-solid', 'Solid'],
  ['@preact/preset-vite', 'Preact'],
  ['@builder.io/qwik', 'Qwik'],
  ['lit', 'Lit'],
]

/**
 * What renders the pages of the app in `root`, from its dependencies and files: the framework
 * packages that wrap Vite first (they decide the page), then the view library's Vite plugin,
 * then a plain index.html.
 */
export function detectFramework(root: string, deps: Record<string, string>): Framework {
  if ('astro' in deps || ASTRO_CONFIG_FILES.some((f) => existsSync(path.join(root, f))))
    return { kind: 'astro', name: 'Astro' }
  if ('@react-router/dev' in deps)
    return { kind: 'react-router', name: 'React Router (framework mode)' }
  if ('@tanstack/react-start' in deps) return { kind: 'tanstack-start', name: 'TanStack Start' }
  const wrapper = unknownFrameworks.slice(0, 9).find(([pkg]) => pkg in deps)
  if (wrapper) return { kind: 'unknown', name: wrapper[1] }
  if ('@vitejs/plugin-vue' in deps) return { kind: 'vue', name: 'Vue' }
  if ('@sveltejs/vite-plugin-svelte' in deps) return { kind: 'svelte', name: 'Svelte' }
  if ('@vitejs/plugin-react' in deps || '@vitejs/plugin-react-swc' in deps || 'react-dom' in deps)
    return { kind: 'react', name: 'React' }
  const library = unknownFrameworks.find(([pkg]) => pkg in deps)
  if (library) return { kind: 'unknown', name: library[1] }
  if (existsSync(path.join(root, 'index.html')))
    return { kind: 'vanilla', name: 'vanilla (index.html)' }
  return { kind: 'unknown', name: 'an app with no index.html and no framework create-foyer knows' }
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
  const astroConfig = ASTRO_CONFIG_FILES.find((name) => existsSync(path.join(root, name)))
  const viteConfig =
    astroConfig ?? VITE_CONFIG_FILES.find((name) => existsSync(path.join(root, name)))
  if (!viteConfig && !('vite' in deps) && !('astro' in deps))
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
    viteConfigNestedIn: astroConfig ? 'vite' : undefined,
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
    framework: detectFramework(root, deps),
  }
}
