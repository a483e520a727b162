// What `npm publish` would ship, from `npm pack --dry-run` on the builds `npm test` has just made:
// each tarball holds its built JS with types, package.json, README.md and LICENSE, nothing else,
// and declares every package its JS imports.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseSync } from 'vite'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

type Published = {
  dir: string
  name: string
  /** Files beyond the ones every package ships, by pattern. */
  allowed: RegExp[]
  /** Shipped JS with no .d.ts beside it. */
  untyped?: string[]
  /** `peerDependencies` as the issue sets them (`?` marks an optional one). */
  peers: Record<string, string>
}

const published: Published[] = [
  {
    dir: 'modal',
    name: '@foyer/modal',
    allowed: [],
    peers: {
      react: '>=18',
      'react-dom': '>=18',
      viem: '^2',
      '@wagmi/core': '^3',
      'wagmi?': '^3',
      '@tanstack/react-query?': '^5',
    },
  },
  { dir: 'plugin', name: '@foyer/vite', allowed: [], peers: { vite: '>=7' } },
  {
    dir: 'server',
    name: '@foyer/server',
    // The built wallet frame it serves at /frame (copied from frame/dist by its build), and the
    // PGlite worker thread's entry (plain JS, copied from src by its build).
    allowed: [
      /^frame\/(index\.html|assets\/[\w.-]+\.(js|css|svg|png|webp|woff2?))$/,
      /^dist\/storage\/pgliteWorker\.mjs$/,
    ],
    peers: {},
  },
  {
    dir: 'devtools',
    name: '@foyer/devtools',
    allowed: [],
    peers: { '@foyer/modal': '0.1.0', react: '>=18', 'react-dom': '>=18' },
  },
  {
    dir: 'fixtures',
    name: '@foyer/testing',
    // The compiled contracts, which `@foyer/testing/contracts/artifacts/*.json` exports.
    allowed: [/^dist\/contracts\/artifacts\/\w+\.json$/],
    // The test wallets' browser bundles (EVM, Solana), injected into pages as scripts.
    untyped: ['dist/test-wallet.iife.js', 'dist/solana-test-wallet.iife.js'],
    peers: {
      '@playwright/test?': '>=1.40',
      'playwright-core?': '>=1.40',
      'vite?': '>=7',
      '@foundry-rs/anvil?': '^1.7.1',
    },
  },
  {
    dir: 'cli',
    name: 'create-foyer',
    // The bins: `create-foyer`, `foyer` and the runner they share.
    allowed: [/^bin\/[\w-]+\.js$/],
    peers: {},
  },
]

/** What every package ships. */
const shared = [
  /^package\.json$/,
  /^README\.md$/,
  /^LICENSE$/,
  /^dist\/.+\.js$/,
  /^dist\/.+\.d\.ts$/,
]
/** Never shipped, even where a pattern above would let it through. */
const denied = [
  /\.test\./,
  /__snapshots__/,
  /(^|\/)(testing|e2e|scripts)\//,
  /host-?app/i,
  /(^|\/)tsconfig/,
  /\.tsbuildinfo$/,
  /\.map$/,
  /(?<!\.d)\.tsx?$/,
]

type Manifest = {
  name: string
  description?: string
  license?: string
  files?: string[]
  sideEffects?: boolean
  engines?: Record<string, string>
  repository?: { type: string; url: string; directory: string }
  exports?: Record<string, string | Record<string, string>>
  bin?: Record<string, string>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

const manifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'))

/** `npm pack --dry-run` of every published package, in one npm run: the file lists by name. */
function packedFiles(): Map<string, string[]> {
  const args = ['pack', '--dry-run', '--json', '--ignore-scripts']
  for (const p of published) args.push('--workspace', p.name)
  const out = execFileSync('npm', args, { cwd: root, encoding: 'utf8', stdio: 'pipe' })
  const packs = JSON.parse(out) as { name: string; files: { path: string }[] }[]
  return new Map(packs.map((p) => [p.name, p.files.map((f) => f.path).sort()]))
}

const packs = packedFiles()
const filesOf = (p: Published): string[] => packs.get(p.name) ?? []

/** The package of a bare specifier (`@scope/name/sub` → `@scope/name`), or undefined. */
function packageName(specifier: string): string | undefined {
  if (/^(\.|\/|[a-z]+:)/.test(specifier) || isBuiltin(specifier)) return undefined
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/** A string the parser can read statically: a literal or the text before a template's first `${`. */
function staticText(node: unknown): { text: string; complete: boolean } | undefined {
  const n = node as { type?: string; value?: unknown; quasis?: { value: { cooked: string } }[] }
  if (n?.type === 'Literal' && typeof n.value === 'string') return { text: n.value, complete: true }
  if (n?.type === 'TemplateLiteral' && n.quasis?.[0])
    return { text: n.quasis[0].value.cooked, complete: n.quasis.length === 1 }
  return undefined
}

/**
 * Every module specifier a shipped file loads: static and dynamic imports, re-exports, `import()`
 * types in .d.ts, and `createRequire(import.meta.url).resolve(...)`, which resolves from the
 * package itself. Strings and comments that merely mention a package are not imports.
 */
function importsOf(file: string, code: string): string[] {
  const { program, errors } = parseSync(file, code)
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`)
  const found: string[] = []
  const add = (node: unknown, partialOk = false) => {
    const s = staticText(node)
    if (!s) return
    // A template's head names the package only when it reaches a `/` after the name.
    if (s.complete) found.push(s.text)
    else if (partialOk && packageName(s.text) && s.text.includes('/')) {
      const name = packageName(s.text)
      if (name && s.text.length > name.length) found.push(name)
    }
  }
  /** `createRequire(import.meta.url)`: a require that resolves from the package itself. */
  const isSelfRequire = (node: unknown) => {
    const n = node as Record<string, unknown> | undefined
    return (
      n?.type === 'CallExpression' &&
      (n.callee as { name?: string })?.name === 'createRequire' &&
      code.slice(...spanOf((n.arguments as unknown[])[0])) === 'import.meta.url'
    )
  }
  /** Names bound to such a require: `const require = createRequire(import.meta.url)`. */
  const selfRequires = new Set<string>()
  const walk = (node: unknown, visit: (n: Record<string, unknown>) => void): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, visit)
      return
    }
    if (!node || typeof node !== 'object') return
    visit(node as Record<string, unknown>)
    for (const [key, value] of Object.entries(node)) if (key !== 'type') walk(value, visit)
  }
  walk(program, (n) => {
    if (n.type === 'VariableDeclarator' && isSelfRequire(n.init))
      selfRequires.add((n.id as { name?: string }).name ?? '')
  })
  walk(program, (n) => {
    switch (n.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'ExportNamedDeclaration':
      case 'ImportExpression':
      case 'TSImportType':
        add(n.source, n.type === 'ImportExpression')
        break
      case 'CallExpression': {
        // `createRequire(import.meta.url).resolve(x)`, or `require.resolve(x)` on such a require.
        const callee = n.callee as Record<string, unknown> | undefined
        const object = callee?.object as { name?: string } | undefined
        if (
          callee?.type === 'MemberExpression' &&
          (callee.property as { name?: string })?.name === 'resolve' &&
          (isSelfRequire(object) || selfRequires.has(object?.name ?? ''))
        )
          add((n.arguments as unknown[])[0], true)
        break
      }
    }
  })
  return found
}

function spanOf(node: unknown): [number, number] {
  const n = node as { start?: number; end?: number } | undefined
  return [n?.start ?? 0, n?.end ?? 0]
}

describe.each(published)('$name', (p) => {
  const dir = path.join(root, p.dir)
  const files = filesOf(p)
  const pkg = manifest(p.dir)

  it('packs only its built JS with types, package.json, README.md and LICENSE', () => {
    expect(files.length, `npm pack listed nothing for ${p.name}`).toBeGreaterThan(0)
    const stray = files.filter(
      (f) => !shared.concat(p.allowed).some((re) => re.test(f)) || denied.some((re) => re.test(f)),
    )
    expect(stray).toEqual([])
    for (const file of ['package.json', 'README.md', 'LICENSE']) expect(files).toContain(file)
    const js = files.filter((f) => f.startsWith('dist/') && f.endsWith('.js'))
    expect(js.length).toBeGreaterThan(0)
    const untypedJs = js.filter(
      (f) => !p.untyped?.includes(f) && !files.includes(f.replace(/\.js$/, '.d.ts')),
    )
    expect(untypedJs).toEqual([])
  })

  it('packs every file its exports and bins point at', () => {
    const targets = [
      ...Object.values(pkg.exports ?? {}).flatMap((target) =>
        typeof target === 'string'
          ? [target]
          : Object.entries(target)
              .filter(([condition]) => condition !== 'source')
              .map(([, file]) => file),
      ),
      ...Object.values(pkg.bin ?? {}),
    ].map((target) => target.replace(/^\.\//, ''))
    expect(targets.length).toBeGreaterThan(0)
    expect(targets.filter((target) => !files.includes(target))).toEqual([])
  })

  it('declares what a registry shows: license, engines, repository, files, sideEffects', () => {
    expect(pkg.name).toBe(p.name)
    expect(pkg.license).toBe('MIT')
    expect(pkg.engines).toEqual({ node: '>=20.19' })
    expect(pkg.description?.length).toBeGreaterThan(20)
    expect(pkg.repository).toMatchObject({ type: 'git', directory: p.dir })
    expect(pkg.files).toContain('dist')
    expect(pkg.sideEffects).toBe(false)
    const peers = Object.fromEntries(
      Object.entries(pkg.peerDependencies ?? {}).map(([name, range]) => [
        pkg.peerDependenciesMeta?.[name]?.optional ? `${name}?` : name,
        range,
      ]),
    )
    expect(peers).toEqual(p.peers)
  })

  it('ships the MIT LICENSE of the repository and a README', () => {
    expect(readFileSync(path.join(dir, 'LICENSE'), 'utf8')).toBe(
      readFileSync(path.join(root, 'LICENSE'), 'utf8'),
    )
    expect(readFileSync(path.join(dir, 'README.md'), 'utf8')).toContain(`# ${p.name}`)
  })

  it('lists every package its shipped code imports in dependencies or peerDependencies', () => {
    const declared = new Set([
      p.name, // a package may import itself by name (exports self-reference)
      ...Object.keys(pkg.dependencies ?? {}),
      ...Object.keys(pkg.peerDependencies ?? {}),
    ])
    const missing: string[] = []
    let scanned = 0
    for (const file of files.filter((f) => /\.(js|d\.ts)$/.test(f))) {
      scanned++
      const code = readFileSync(path.join(dir, file), 'utf8')
      for (const specifier of importsOf(file, code)) {
        const name = packageName(specifier)
        if (name && !declared.has(name)) missing.push(`${name} (${specifier} in ${file})`)
      }
    }
    expect(scanned).toBeGreaterThan(0)
    expect(missing).toEqual([])
  })
})

describe('importsOf', () => {
  it('finds imports, re-exports, import() and import types, not strings or comments', () => {
    const js = [
      "import a from 'a'",
      "import 'b/side'",
      "export * from '@c/d/e'",
      "export { f } from './f.js'",
      "const g = await import('g')",
      "const h = `import x from 'h'` // import('i')",
      '/** import { j } from "j" */',
      "import fs from 'node:fs'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal
      'createRequire(import.meta.url).resolve(`@k/l/${name}`)',
      "createRequire(path.join(root, 'package.json')).resolve('m/package.json')",
      'const fromHere = createRequire(import.meta.url)',
      "createRequire(fromHere.resolve('@p/q/package.json')).resolve(name)",
    ].join('\n')
    expect(importsOf('x.js', js)).toEqual([
      'a',
      'b/side',
      '@c/d/e',
      './f.js',
      'g',
      'node:fs',
      '@k/l',
      '@p/q/package.json',
    ])
    expect(
      importsOf('x.d.ts', "export declare const x: import('n').N\nimport type { O } from 'o'"),
    ).toEqual(['n', 'o'])
  })
})
