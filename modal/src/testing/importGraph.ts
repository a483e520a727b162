import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { parseSync, Visitor } from 'vite'

/** How one file reaches another: a value import, a type-only one, or a lazy `import()`. */
export type ImportKind = 'value' | 'type' | 'dynamic'

/** One import of a file: the file it reaches (relative to the repo root) or the package. */
export type ImportEdge = {
  from: string
  /** A repo file such as `modal/src/core/bus/createBus.ts`, or a package such as `react`. */
  to: string
  kind: ImportKind
  /** Whether `to` is a package rather than a file of the repo. */
  external: boolean
}

export type ImportGraph = {
  /** Every source file read, relative to the repo root, sorted. */
  files: readonly string[]
  edges: readonly ImportEdge[]
}

const sourceFile = /\.(ts|tsx)$/
const testFile = /\.(test|fuzz\.test)\.(ts|tsx)$|\.d\.ts$/

function listSources(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...listSources(path))
    else if (sourceFile.test(name) && !testFile.test(name)) out.push(path)
  }
  return out
}

function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return undefined
}

/** Every module specifier of one file, with the kind of its import. */
export function readImports(path: string, code: string): { specifier: string; kind: ImportKind }[] {
  const result = parseSync(path, code, { lang: path.endsWith('.tsx') ? 'tsx' : 'ts' })
  if (result.errors.length > 0) {
    throw new Error(`${path}: ${result.errors.map((error) => error.message).join('; ')}`)
  }
  const found: { specifier: string; kind: ImportKind }[] = []
  for (const entry of result.module.staticImports) {
    // `import type { A }` and `import { type A }` both count: a circle of types is still a circle.
    const isType = entry.entries.length > 0 && entry.entries.every((item) => item.isType)
    found.push({ specifier: entry.moduleRequest.value, kind: isType ? 'type' : 'value' })
  }
  for (const entry of result.module.staticExports) {
    for (const item of entry.entries) {
      if (item.moduleRequest) {
        found.push({ specifier: item.moduleRequest.value, kind: item.isType ? 'type' : 'value' })
      }
    }
  }
  for (const entry of result.module.dynamicImports) {
    const text = code.slice(entry.moduleRequest.start, entry.moduleRequest.end)
    const literal = /^\s*['"`]([^'"`]+)['"`]\s*$/.exec(text)
    if (literal?.[1]) found.push({ specifier: literal[1], kind: 'dynamic' })
  }
  // `typeof import('./x')` in a type.
  new Visitor({
    TSImportType(node) {
      found.push({ specifier: node.source.value, kind: 'type' })
    },
  }).visit(result.program)
  return found
}

/**
 * The import graph of the source files (tests excluded) under `roots`, read with the same parser
 * Vite builds with. Relative imports become edges between files; bare ones edges to packages.
 * @example buildImportGraph(repoRoot, ['modal/src', 'server/src'])
 */
export function buildImportGraph(repoRoot: string, roots: readonly string[]): ImportGraph {
  const files = roots.flatMap((root) => listSources(join(repoRoot, root))).sort()
  const edges: ImportEdge[] = []
  for (const file of files) {
    const from = relative(repoRoot, file)
    for (const { specifier, kind } of readImports(file, readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        const target = resolveRelative(file, specifier)
        if (!target) throw new Error(`${from}: cannot resolve ${specifier}`)
        edges.push({ from, to: relative(repoRoot, target), kind, external: false })
      } else {
        edges.push({ from, to: specifier, kind, external: true })
      }
    }
  }
  return { files: files.map((file) => relative(repoRoot, file)), edges }
}

/**
 * The circles of a graph: its strongly connected components of more than one file (or a file
 * importing itself), each as a sorted list of files, sorted by their first file (Tarjan).
 */
export function findCircles(files: readonly string[], edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>(files.map((file) => [file, []]))
  for (const edge of edges) {
    if (!edge.external && next.has(edge.to)) next.get(edge.from)?.push(edge.to)
  }
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  let counter = 0
  const visit = (file: string) => {
    index.set(file, counter)
    low.set(file, counter)
    counter++
    stack.push(file)
    onStack.add(file)
    for (const target of next.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0))
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0))
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = []
      let member: string | undefined
      do {
        member = stack.pop()
        if (member === undefined) break
        onStack.delete(member)
        component.push(member)
      } while (member !== file)
      const selfImport = next.get(file)?.includes(file) ?? false
      if (component.length > 1 || selfImport) circles.push(component.sort())
    }
  }
  for (const file of files) if (!index.has(file)) visit(file)
  return circles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''))
}
