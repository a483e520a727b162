import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { ImportDeclaration, JSXElement, Node, Program } from '@babel/types'
import { exportedName, parseProgram, walk } from '../transforms/sourceEdits.ts'

/** Entry modules that render the app, as create-vite and most React templates name them. */
const ENTRY_FILES = ['src/main.tsx', 'src/main.jsx', 'src/index.tsx', 'src/index.jsx']
/** Where the root component is when the entry does not say. */
const APP_FILES = ['src/App.tsx', 'src/App.jsx']
const EXTENSIONS = ['.tsx', '.jsx', '.ts', '.js']

/** The app's root component: the module and the export the entry renders. */
export type RootComponent = {
  /** Relative to the app's root, with `/`, e.g. `src/App.tsx`. */
  file: string
  /** `default`, or the name of a named export. */
  exportName: string
}

/** A component rendered by an entry module: where it is imported from, and as what. */
export type RenderedComponent = { specifier: string; exportName: string }

/**
 * The component an entry module renders: in `createRoot(el).render(<StrictMode><App /></StrictMode>)`
 * (or `root.render(...)`, `ReactDOM.render(...)`), the element imported from a relative module,
 * through providers: `App` when one is called so, else the first that wraps no other.
 */
export function readRenderedComponent(source: string): RenderedComponent | undefined {
  let program: Program
  try {
    program = parseProgram(source)
  } catch {
    return undefined
  }
  const local = new Map<string, RenderedComponent>()
  for (const d of program.body) {
    if (d.type !== 'ImportDeclaration' || !d.source.value.startsWith('.')) continue
    for (const s of (d as ImportDeclaration).specifiers) {
      if (s.type === 'ImportDefaultSpecifier')
        local.set(s.local.name, { specifier: d.source.value, exportName: 'default' })
      else if (s.type === 'ImportSpecifier')
        local.set(s.local.name, { specifier: d.source.value, exportName: exportedName(s.imported) })
    }
  }
  const rendered: { name: string; component: RenderedComponent; start: number; end: number }[] = []
  walk(program, (node) => {
    if (node.type !== 'CallExpression' || !isRender(node.callee)) return undefined
    const first = node.arguments[0]
    if (first?.type !== 'JSXElement' && first?.type !== 'JSXFragment') return undefined
    walk(first, (inner) => {
      if (inner.type !== 'JSXElement') return undefined
      const name = (inner as JSXElement).openingElement.name
      const component = name.type === 'JSXIdentifier' ? local.get(name.name) : undefined
      if (name.type === 'JSXIdentifier' && component)
        rendered.push({ name: name.name, component, start: inner.start!, end: inner.end! })
      return undefined
    })
    return false
  })
  // Providers wrap the app: the first one that wraps no other candidate.
  const innermost = rendered.find(
    (r) => !rendered.some((o) => o !== r && o.start >= r.start && o.end <= r.end),
  )
  return (rendered.find((r) => r.name === 'App') ?? innermost)?.component
}

function isRender(callee: Node): boolean {
  if (callee.type === 'Identifier') return callee.name === 'render'
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.property.type === 'Identifier' &&
    callee.property.name === 'render'
  )
}

/**
 * The app's root component: the one its entry (src/main.tsx, …) renders, else src/App.tsx or
 * src/App.jsx. `undefined` when there is none (not a React app, or an unusual layout).
 */
export function findRootComponent(root: string): RootComponent | undefined {
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/')
  for (const entry of ENTRY_FILES) {
    const file = path.join(root, entry)
    if (!existsSync(file)) continue
    const rendered = readRenderedComponent(readFileSync(file, 'utf8'))
    const module = rendered && resolveModule(path.dirname(file), rendered.specifier)
    if (rendered && module) return { file: relative(module), exportName: rendered.exportName }
  }
  for (const app of APP_FILES)
    if (existsSync(path.join(root, app))) return { file: app, exportName: 'default' }
  return undefined
}

/** A relative import's file, as Vite resolves it: the path, with an extension, or its index. */
function resolveModule(dir: string, specifier: string): string | undefined {
  const base = path.resolve(dir, specifier)
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => `${base}${ext}`),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ]
  return candidates.find((file) => existsSync(file) && statSync(file).isFile())
}
