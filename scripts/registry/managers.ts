/** The package managers the test runs (npm, pnpm through corepack) and the environment they get. */

import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { binDir, createViteVersion, home, PNPM_VERSION } from './context.ts'

/**
 * What the package managers run with: the caller's environment without what npm or pnpm put in
 * it for `npm run` (npm_config_*, npm_package_*, …), a HOME and XDG dirs in the temp dir (npm's
 * cache, pnpm's store, corepack's downloads), CI=true (never a prompt), and `pnpm` on PATH.
 */
export function childEnv(registry: string, uplink: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|pnpm_|corepack_|yarn_|xdg_)/i.test(key)) continue
    if (['INIT_CWD', 'NODE_OPTIONS', 'NODE_ENV', 'NODE_PATH', 'PROJECT_CWD'].includes(key)) continue
    env[key] = value
  }
  return {
    ...env,
    HOME: home,
    XDG_CONFIG_HOME: path.join(home, '.config'),
    XDG_CACHE_HOME: path.join(home, '.cache'),
    XDG_DATA_HOME: path.join(home, '.local/share'),
    XDG_STATE_HOME: path.join(home, '.local/state'),
    PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
    CI: 'true',
    FORCE_COLOR: '0',
    npm_config_userconfig: path.join(home, '.npmrc'),
    npm_config_registry: registry,
    npm_config_cache: path.join(home, '.npm'),
    COREPACK_HOME: path.join(home, '.cache/corepack'),
    // pnpm itself comes from the registry npm is configured with. Corepack checks npm's
    // signatures on it, which neither verdaccio nor a mirror (as on CI) passes on: off, for a
    // pinned version.
    COREPACK_NPM_REGISTRY: uplink.replace(/\/$/, ''),
    COREPACK_INTEGRITY_KEYS: '0',
    COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
    COREPACK_ENABLE_AUTO_PIN: '0',
  }
}

/** A `pnpm` on PATH that is corepack's pinned pnpm, as `corepack enable` would give (no root). */
export function writePnpmShim(): void {
  mkdirSync(binDir, { recursive: true })
  const shim = path.join(binDir, 'pnpm')
  writeFileSync(shim, `#!/bin/sh\nexec corepack pnpm@${PNPM_VERSION} "$@"\n`)
  chmodSync(shim, 0o755)
}

// ---------------------------------------------------------------------------------------------
// Package managers

export type Manager = {
  name: 'npm' | 'pnpm'
  lockfile: string
  /** create-vite's react-ts template into ./app, without prompts. */
  scaffold: string[]
  install: string[]
  createFoyer: string[]
  addDev(name: string): string[]
  /** A bin of the app's own node_modules (never fetched on the fly). */
  exec(...args: string[]): string[]
  run(script: string): string[]
}

export const managers: Manager[] = [
  {
    name: 'npm',
    lockfile: 'package-lock.json',
    scaffold: [
      'npm',
      'create',
      '--yes',
      `vite@${createViteVersion}`,
      'app',
      '--',
      '--template',
      'react-ts',
      '--no-interactive',
    ],
    install: ['npm', 'install'],
    createFoyer: ['npx', '--yes', 'create-foyer', '--yes'],
    addDev: (name) => ['npm', 'install', '--save-dev', name],
    exec: (...args) => ['npx', '--no', ...args],
    run: (script) => ['npm', 'run', script],
  },
  {
    name: 'pnpm',
    lockfile: 'pnpm-lock.yaml',
    scaffold: [
      'pnpm',
      'create',
      `vite@${createViteVersion}`,
      'app',
      '--template',
      'react-ts',
      '--no-interactive',
    ],
    install: ['pnpm', 'install'],
    // `pnpm create foyer` is `pnpm dlx create-foyer`.
    createFoyer: ['pnpm', 'create', 'foyer', '--yes'],
    addDev: (name) => ['pnpm', 'add', '--save-dev', name],
    exec: (...args) => ['pnpm', 'exec', ...args],
    run: (script) => ['pnpm', 'run', script],
  },
]
