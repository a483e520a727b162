import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { CallExpression, Expression, ImportDeclaration, Node, Program } from '@babel/types'
import { exportedName, findProperty, parseProgram, unwrap } from '../transforms/sourceEdits.ts'
import { relativePath, sourceFiles } from './sourceFiles.ts'

/** The packages whose `createConfig` makes a wagmi config. */
const WAGMI_PACKAGES = new Set(['wagmi', '@wagmi/core'])
/** The packages whose chain objects the chains of a wagmi config are read from. */
const CHAIN_PACKAGES = new Set(['viem/chains', 'wagmi/chains', '@wagmi/core/chains'])

/**
 * The chain objects of viem/chains (re-exported by wagmi/chains) whose ids Foyer supports, by
 * export name. viem's `localhost` is 1337, which Foyer does not support: it is not here.
 */
export const KNOWN_CHAINS: Readonly<Record<string, number>> = {
  mainnet: 1,
  optimism: 10,
  polygon: 137,
  arbitrum: 42161,
  base: 8453,
  bsc: 56,
  avalanche: 43114,
  gnosis: 100,
  zksync: 324,
  sepolia: 11155111,
  baseSepolia: 84532,
  polygonAmoy: 80002,
  anvil: 31337,
  foundry: 31337,
  hardhat: 31337,
}

/** The names the Vite plugin takes the config from, in its order (`host.default ?? …`). */
const EXPORT_NAMES = ['default', 'config', 'wagmiConfig'] as const
export type WagmiExportName = (typeof EXPORT_NAMES)[number]

/** What a module that makes a wagmi config exports, read from its source. */
export type WagmiModule =
  | {
      /** The export the plugin takes the config from. */
      exportName: WagmiExportName
      /** Chain ids of its `chains: [...]`, in order; `undefined` when they cannot be read. */
      chains: number[] | undefined
      /** Why `chains` is `undefined`. */
      chainsReason?: string
    }
  | {
      exportName: undefined
      /** Why the module cannot be used: how it exports the config, if at all. */
      reason: string
    }

/**
 * Reads a module that may make a wagmi config: `createConfig(...)` imported from wagmi or
 * @wagmi/core, exported as the default export or as `config`/`wagmiConfig`, and the chain ids of
 * its `chains` when they are chain objects imported from viem/chains or wagmi/chains.
 * @returns `undefined` when the module makes no wagmi config (or does not parse)
 * @example readWagmiModule(source) // { exportName: 'config', chains: [1, 137] }
 */
export function readWagmiModule(source: string): WagmiModule | undefined {
  let program: Program
  try {
    program = parseProgram(source)
  } catch {
    return undefined
  }
  const imports = program.body.filter((n): n is ImportDeclaration => n.type === 'ImportDeclaration')
  const callees = new Set<string>()
  const namespaces = new Set<string>()
  for (const d of imports) {
    if (!WAGMI_PACKAGES.has(d.source.value) || d.importKind === 'type') continue
    for (const s of d.specifiers) {
      if (s.type === 'ImportNamespaceSpecifier') namespaces.add(s.local.name)
      else if (s.type === 'ImportSpecifier' && exportedName(s.imported) === 'createConfig')
        callees.add(s.local.name)
    }
  }
  if (callees.size === 0 && namespaces.size === 0) return undefined
  const isCreateConfig = (node: Node | null | undefined): node is CallExpression => {
    if (node?.type !== 'CallExpression') return false
    const callee = node.callee
    if (callee.type === 'Identifier') return callees.has(callee.name)
    return (
      callee.type === 'MemberExpression' &&
      callee.object.type === 'Identifier' &&
      namespaces.has(callee.object.name) &&
      !callee.computed &&
      callee.property.type === 'Identifier' &&
      callee.property.name === 'createConfig'
    )
  }
  const declared = (name: string) => topLevelInit(program, name)
  const call = (node: Node | null | undefined): CallExpression | undefined => {
    if (!node) return undefined
    const target = unwrap(node)
    if (isCreateConfig(target)) return target
    if (target.type === 'Identifier') {
      const init = declared(target.name)
      return init && isCreateConfig(unwrap(init)) ? (unwrap(init) as CallExpression) : undefined
    }
    return undefined
  }

  // What each export name holds, when it is a createConfig call.
  const exported = new Map<string, CallExpression>()
  for (const statement of program.body) {
    if (statement.type === 'ExportDefaultDeclaration') {
      const found = call(statement.declaration)
      if (found) exported.set('default', found)
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.source) {
      if (statement.declaration?.type === 'VariableDeclaration')
        for (const d of statement.declaration.declarations) {
          const found = d.id.type === 'Identifier' ? call(d.init) : undefined
          if (found && d.id.type === 'Identifier') exported.set(d.id.name, found)
        }
      for (const s of statement.specifiers) {
        if (s.type !== 'ExportSpecifier') continue
        const found = call(s.local)
        if (found) exported.set(exportedName(s.exported), found)
      }
    }
  }
  const exportName = EXPORT_NAMES.find((name) => exported.has(name))
  if (!exportName) {
    const other = [...exported.keys()][0]
    return {
      exportName: undefined,
      reason: other
        ? `it exports its wagmi config as \`${other}\`, not as the default export, \`config\` or \`wagmiConfig\``
        : 'it does not export the wagmi config it makes',
    }
  }
  const chains = readChains(program, imports, exported.get(exportName)!)
  return 'ids' in chains
    ? { exportName, chains: chains.ids }
    : { exportName, chains: undefined, chainsReason: chains.reason }
}

/** The chain ids of `createConfig({ chains: [mainnet, polygon] })`, or why they cannot be read. */
function readChains(
  program: Program,
  imports: ImportDeclaration[],
  call: CallExpression,
): { ids: number[] } | { reason: string } {
  const chainImports = new Map<string, string>()
  const chainNamespaces = new Set<string>()
  for (const d of imports) {
    if (!CHAIN_PACKAGES.has(d.source.value)) continue
    for (const s of d.specifiers) {
      if (s.type === 'ImportNamespaceSpecifier') chainNamespaces.add(s.local.name)
      else if (s.type === 'ImportSpecifier')
        chainImports.set(s.local.name, exportedName(s.imported))
    }
  }
  const resolve = (node: Node | null | undefined): Node | undefined => {
    if (!node) return undefined
    const target = unwrap(node)
    if (target.type !== 'Identifier') return target
    const init = topLevelInit(program, target.name)
    return init ? unwrap(init) : target
  }
  const options = resolve(call.arguments[0])
  if (options?.type !== 'ObjectExpression')
    return { reason: 'its options are not an object literal' }
  const property = findProperty(options, 'chains')
  const list = property ? resolve(property.value) : undefined
  if (list?.type !== 'ArrayExpression') return { reason: 'its `chains` is not an array literal' }
  const ids: number[] = []
  for (const element of list.elements) {
    const name = element
      ? chainExportName(unwrap(element), chainImports, chainNamespaces)
      : undefined
    const id = name === undefined ? undefined : KNOWN_CHAINS[name]
    if (id === undefined)
      return {
        reason: `its chain ${element ? describe(element) : '(empty)'} is not one of ${Object.keys(KNOWN_CHAINS).join(', ')} from viem/chains or wagmi/chains`,
      }
    ids.push(id)
  }
  if (ids.length === 0) return { reason: 'its `chains` is empty' }
  return { ids: [...new Set(ids)] }
}

/** `mainnet` for `mainnet` imported from viem/chains (or `chains.mainnet` of `* as chains`). */
function chainExportName(
  node: Node,
  chainImports: Map<string, string>,
  chainNamespaces: Set<string>,
): string | undefined {
  if (node.type === 'Identifier') return chainImports.get(node.name)
  if (
    node.type === 'MemberExpression' &&
    !node.computed &&
    node.object.type === 'Identifier' &&
    chainNamespaces.has(node.object.name) &&
    node.property.type === 'Identifier'
  )
    return node.property.name
  return undefined
}

function describe(node: Node): string {
  if (node.type === 'Identifier') return `\`${node.name}\``
  if (node.type === 'SpreadElement') return 'a spread'
  return `(a ${node.type})`
}

/** The initializer of a top-level `const`/`let`/`var` (exported or not) named `name`. */
function topLevelInit(program: Program, name: string): Expression | undefined {
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
    if (declaration?.type !== 'VariableDeclaration') continue
    for (const d of declaration.declarations)
      if (d.id.type === 'Identifier' && d.id.name === name && d.init) return d.init
  }
  return undefined
}

/** A wagmi config found in an app. */
export type FoundWagmiConfig = {
  /** Path relative to the app's root, with `/`, e.g. `src/wagmi.ts`. */
  file: string
} & WagmiModule

const MAX_BYTES = 512 * 1024

/**
 * The app's own wagmi config: a module under `src/` (see `sourceFiles` for what is skipped)
 * that exports a `createConfig(...)` from wagmi or @wagmi/core. A file
 * named wagmi.* comes first, then the shallowest, then by name. When no module exports it the
 * way the plugin reads it, the first one that makes a config is returned with the reason.
 */
export function findWagmiConfig(root: string): FoundWagmiConfig | undefined {
  const files = sourceFiles(path.join(root, 'src')).sort(byLikelihood)
  let unusable: FoundWagmiConfig | undefined
  for (const file of files) {
    let source: string
    try {
      if (statSync(file).size > MAX_BYTES) continue
      source = readFileSync(file, 'utf8')
    } catch {
      continue
    }
    if (!source.includes('createConfig') || !/['"](wagmi|@wagmi\/core)['"]/.test(source)) continue
    const found = readWagmiModule(source)
    if (!found) continue
    const relative = relativePath(root, file)
    if (found.exportName) return { file: relative, ...found }
    unusable ??= { file: relative, ...found }
  }
  return unusable
}

/** The module at `file` (absolute) when it makes a wagmi config, as `findWagmiConfig` reads it. */
export function readWagmiConfigFile(root: string, file: string): FoundWagmiConfig | undefined {
  let source: string
  try {
    source = readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
  const found = readWagmiModule(source)
  return found && { file: relativePath(root, file), ...found }
}

function byLikelihood(a: string, b: string): number {
  const score = (file: string) => [
    path.basename(file).startsWith('wagmi') ? 0 : 1,
    file.split(path.sep).length,
  ]
  const [sa, sb] = [score(a), score(b)]
  return sa[0]! - sb[0]! || sa[1]! - sb[1]! || a.localeCompare(b)
}

/** Same chains, in any order. */
export function sameChains(a: readonly number[], b: readonly number[]): boolean {
  const key = (ids: readonly number[]) => [...new Set(ids)].sort((x, y) => x - y).join(',')
  return key(a) === key(b)
}
