import { type Dirent, readdirSync } from 'node:fs'
import path from 'node:path'

const SOURCE_FILE = /\.(ts|tsx|js|jsx|mts|mjs)$/
const SKIPPED_FILE = /\.d\.[cm]?ts$|\.(test|spec|stories)\.[cm]?[jt]sx?$/
/** Enough for any app's src/; a folder with more is not searched further. */
const MAX_FILES = 5_000

/**
 * The app's JS/TS modules under `dir` (absolute paths): node_modules, dot folders, tests,
 * stories and declaration files skipped, as are names with whitespace (which the config schema's
 * module paths cannot hold).
 */
export function sourceFiles(dir: string): string[] {
  const out: string[] = []
  const visit = (current: string) => {
    let entries: Dirent[]
    try {
      entries = readdirSync(current, { withFileTypes: true })
    } catch {
      return
    }
    entries.sort((a, b) => a.name.localeCompare(b.name))
    for (const entry of entries) {
      if (out.length >= MAX_FILES) return
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) visit(full)
      else if (
        entry.isFile() &&
        SOURCE_FILE.test(entry.name) &&
        !SKIPPED_FILE.test(entry.name) &&
        !/\s/.test(entry.name)
      )
        out.push(full)
    }
  }
  visit(dir)
  return out
}

/** `src/App.tsx` for `<root>/src/App.tsx`: relative, with `/` on every platform. */
export function relativePath(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/')
}
