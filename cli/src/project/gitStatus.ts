import { spawnSync } from 'node:child_process'

/**
 * Paths with uncommitted changes under `dir` (from `git status --porcelain -- .`), or
 * `undefined` when `dir` is not in a git work tree or git is not installed. Limited to `dir` so
 * that an app inside a monorepo is not blocked by edits elsewhere in the repository.
 */
export function gitStatus(dir: string): string[] | undefined {
  const result = spawnSync(
    'git',
    ['status', '--porcelain', '--untracked-files=normal', '--', '.'],
    {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 10_000,
    },
  )
  if (result.error || result.status !== 0) return undefined
  return result.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3))
}
