// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// "A rule counts when a user can reach it": every file of the modal's core is reached by the
// product (a view, the mount script, or an export another package or the demo app really
// imports), unless it sits in a feature folder that modal/README.md lists as staged.
const modal = fileURLToPath(new URL('../..', import.meta.url))
const repo = path.join(modal, '..')
const STAGED = ['embedded', 'names']

const isTest = (file: string) => /\.test\.tsx?$|\/testing\//.test(file)

function walk(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (name === 'node_modules' || name === 'dist') return []
    return statSync(file).isDirectory() ? walk(file) : /\.tsx?$/.test(name) ? [file] : []
  })
}

/** Relative imports of a file (static, dynamic and re-exports), resolved to files. */
function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map(
    (m) => m[1]!,
  )
  return specifiers.map((s) => path.resolve(path.dirname(file), s))
}

/** `export { a, b as c } from './x.ts'` in a barrel: exported name → source file. */
function barrelSources(barrel: string): Map<string, string> {
  const map = new Map<string, string>()
  const source = readFileSync(barrel, 'utf8')
  for (const m of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g))
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .at(-1)
      if (name && !part.trim().startsWith('type '))
        map.set(name, path.resolve(path.dirname(barrel), m[2]!))
    }
  return map
}

/** Names other packages import (not as types) from each entry of the modal, outside tests. */
function importedNames(): Map<string, Set<string>> {
  const users = ['plugin/src', 'cli/src', 'devtools/src', 'fixtures/src', 'fixtures/host-app']
    .flatMap((dir) => walk(path.join(repo, dir)))
    .filter((file) => !isTest(file))
  const byEntry = new Map<string, Set<string>>()
  for (const file of users) {
    const source = readFileSync(file, 'utf8')
    for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@foyer\/modal(\/[\w-]+)?'/g)) {
      const entry = m[2] ?? '/index'
      const names = byEntry.get(entry) ?? new Set<string>()
      for (const part of m[1]!.split(','))
        if (part.trim() && !part.trim().startsWith('type '))
          names.add(part.trim().split(/\s+as\s+/)[0]!)
      byEntry.set(entry, names)
    }
  }
  return byEntry
}

describe('reachability of the core', () => {
  it('every core file outside staged folders is reached by the product', () => {
    const roots = walk(path.join(modal, 'src/react')).filter((f) => !isTest(f))
    // The constructor of a host that does not use the Vite plugin (the plugin's mount script
    // runs `instantiateFoyer`, which this wraps after validating the config).
    roots.push(path.join(modal, 'src/core/createFoyer.ts'))
    for (const [entry, names] of importedNames()) {
      const base = path.join(modal, `src/exports${entry}`)
      const barrel = existsSync(`${base}.ts`) ? `${base}.ts` : `${base}.tsx`
      const sources = barrelSources(barrel)
      // A name the entry defines itself (not re-exported) makes the entry file a root.
      for (const name of names) roots.push(sources.get(name) ?? barrel)
    }
    const reached = new Set<string>()
    const visit = (file: string) => {
      if (reached.has(file) || !existsSync(file)) return
      reached.add(file)
      for (const imported of relativeImports(file)) visit(imported)
    }
    for (const root of roots) visit(root)

    const core = path.join(modal, 'src/core')
    const unreached = walk(core)
      .filter((file) => !isTest(file) && !reached.has(file))
      .map((file) => path.relative(core, file))
      .filter((file) => !STAGED.includes(file.split('/')[0]!))
    expect(unreached).toEqual([])
  })

  it('modal/README.md lists each staged folder with the issue that wires it', () => {
    const readme = readFileSync(path.join(modal, 'README.md'), 'utf8')
    for (const folder of STAGED.filter((f) => existsSync(path.join(modal, 'src/core', f))))
      expect(readme).toMatch(new RegExp(`STAGED[^\\n]*\`${folder}/\``))
  })
})
