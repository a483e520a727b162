import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root and the CLI's bins, run exactly as a user runs them. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const bins = {
  foyer: path.join(repoRoot, 'cli/bin/foyer.js'),
  'create-foyer': path.join(repoRoot, 'cli/bin/create-foyer.js'),
}

// Non-interactive as CI runs it: CI=true and no stdin (`</dev/null`).
const env = { ...process.env, CI: 'true', FORCE_COLOR: '0', NODE_ENV: '' }

/** Runs a bin to completion with no stdin. */
export function runCli(bin: keyof typeof bins, args: string[], cwd = repoRoot) {
  const result = spawnSync(process.execPath, [bins[bin], ...args], {
    cwd,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 180_000,
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

/**
 * Like `runCli`, without blocking this process (for tests that also serve something); `extraEnv`
 * adds to (or overrides) the environment.
 */
export async function runCliAsync(
  bin: keyof typeof bins,
  args: string[],
  cwd = repoRoot,
  extraEnv: Record<string, string> = {},
) {
  const child = spawn(process.execPath, [bins[bin], ...args], {
    cwd,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (d: Buffer) => {
    stdout += d.toString()
  })
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString()
  })
  const status = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { status, stdout, stderr }
}

/**
 * Starts a long-running command (e.g. `foyer anvil`); `output()` is what it printed so far.
 * `extraEnv` adds to (or overrides) the environment.
 */
export function startCli(args: string[], cwd = repoRoot, extraEnv: Record<string, string> = {}) {
  const child: ChildProcess = spawn(process.execPath, [bins.foyer, ...args], {
    cwd,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString()
  })
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString()
  })
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  return {
    child,
    output: () => output,
    exited,
    async waitFor(text: string | RegExp, timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        if (typeof text === 'string' ? output.includes(text) : text.test(output)) return
        if (child.exitCode !== null) break
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error(`did not print ${text} (exit ${child.exitCode}):\n${output}`)
    },
  }
}

/** Child pids of `pid` (from `ps`): how a test finds the anvils a CLI started. */
export function childPids(pid: number): number[] {
  const out = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout
  return out
    .split('\n')
    .map((l) => Number(l.trim()))
    .filter(Boolean)
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

// Temp apps live inside the repo (in ignored node_modules) so that react, vite, foyer and
// @foyer/vite resolve from the repo's node_modules, as they would from an app's own.
const tmpRoot = path.join(repoRoot, 'cli/node_modules/.tmp')

/** A fresh copy of one of create-vite's own templates, as `npm create vite` writes it. */
export function createViteApp(template = 'react-ts'): string {
  const manifest = createRequire(import.meta.url).resolve('create-vite/package.json')
  mkdirSync(tmpRoot, { recursive: true })
  const dir = mkdtempSync(path.join(tmpRoot, `${template}-`))
  cpSync(path.join(path.dirname(manifest), `template-${template}`), dir, { recursive: true })
  // create-vite renames these when it scaffolds (npm would drop a .gitignore from the tarball).
  renameSync(path.join(dir, '_gitignore'), path.join(dir, '.gitignore'))
  return dir
}

/**
 * A fresh copy of an app from fixtures/frameworks/<name>, as its own scaffolder made it (React
 * Router framework mode, TanStack Start, Astro, Vue, Svelte, vanilla).
 */
export function copyFrameworkApp(name: string): string {
  mkdirSync(tmpRoot, { recursive: true })
  const dir = mkdtempSync(path.join(tmpRoot, `${name}-`))
  cpSync(path.join(repoRoot, 'fixtures/frameworks', name), dir, { recursive: true })
  return dir
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true })
}

/** Every file of an app with its content (not node_modules or dist), to prove what a run wrote. */
export function fileTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    if (name.startsWith('node_modules') || name.startsWith('dist')) continue
    const file = path.join(dir, name)
    if (statSync(file).isFile()) out[name] = readFileSync(file, 'utf8')
  }
  return out
}
