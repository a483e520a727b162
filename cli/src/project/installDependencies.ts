import { spawn } from 'node:child_process'
import { resolveCommand } from 'package-manager-detector/commands'
import { detect } from 'package-manager-detector/detect'
import { CliError } from '../errors.ts'

export type PackageManager = { name: string; agent: string; install: string[] }

/**
 * Flags that let the install update the lockfile. create-foyer has just added dependencies, so
 * the lockfile is out of date by design; in CI pnpm and Yarn (berry) default to a frozen
 * lockfile and would refuse (ERR_PNPM_OUTDATED_LOCKFILE, YN0028).
 */
const updateLockfile: Record<string, string[]> = {
  pnpm: ['--no-frozen-lockfile'],
  'pnpm@6': ['--no-frozen-lockfile'],
  'yarn@berry': ['--no-immutable'],
}

/**
 * The package manager the project uses, from its lockfile, `packageManager` field or
 * devEngines (looking up from `cwd`, so a workspace package finds its monorepo's), else npm.
 */
export async function detectPackageManager(cwd: string): Promise<PackageManager> {
  const found = await detect({ cwd })
  const agent = found?.agent ?? 'npm'
  const resolved = resolveCommand(agent, 'install', updateLockfile[agent] ?? [])
  const install = resolved ? [resolved.command, ...resolved.args] : ['npm', 'install']
  return { name: found?.name ?? 'npm', agent, install }
}

/** Runs the project's install command in `cwd`, its output going to ours. */
export async function installDependencies(cwd: string, manager: PackageManager): Promise<void> {
  const [command, ...args] = manager.install as [string, ...string[]]
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] })
    child.once('error', reject)
    child.once('exit', resolve)
  }).catch((error: Error) => {
    throw new CliError(`Could not run \`${manager.install.join(' ')}\`: ${error.message}`)
  })
  if (code !== 0)
    throw new CliError(
      `\`${manager.install.join(' ')}\` failed (exit ${code}). The files are written; run it again once fixed.`,
    )
}
