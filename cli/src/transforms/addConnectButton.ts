import type {
  ArrowFunctionExpression,
  FunctionDeclaration,
  FunctionExpression,
  ImportDeclaration,
  JSXElement,
  JSXFragment,
  Node,
  Program,
} from '@babel/types'
import { ManualEditRequiredError } from '../errors.ts'
import {
  applyEdits,
  detectStyle,
  type Edit,
  exportedName,
  indentUnit,
  lineEnd,
  lineIndent,
  parseProgram,
  type SourceStyle,
  unwrap,
  walk,
} from './sourceEdits.ts'

export const BUTTON_PACKAGE = '@foyer/modal/react'
export const BUTTON_EXPORT = 'ConnectButton'
/** What an app without an index.html of its own imports to get the modal on its pages. */
export const PAGE_MODULE = '@foyer/modal/page'

export type AddConnectButtonOptions = {
  /**
   * The export of the module that is the root component: what the app's entry imports.
   * @default 'default'
   */
  exportName?: string
}

type Component = FunctionDeclaration | FunctionExpression | ArrowFunctionExpression

/**
 * Renders `<ConnectButton />` from '@foyer/modal/react' as the first child of the root element the
 * component returns (`<>…</>`, `<div>…</div>`, …), and adds its import in the file's quote and
 * semicolon style. Splices text at the parser's positions, so the rest of the file keeps its
 * formatting; the button takes the indentation of the children it joins. Changes nothing when
 * the file already imports ConnectButton from '@foyer/modal/react' or renders a `<ConnectButton />`.
 *
 * @throws {ManualEditRequiredError} when the component cannot be edited safely (a class, a
 * conditional return, `ConnectButton` taken by another import, …); the file is never half
 * edited, and `snippet` says what to add by hand.
 * @example
 * addConnectButton("export default function App() {\n  return <main>Hi</main>\n}\n")
 * // import { ConnectButton } from '@foyer/modal/react'
 * // export default function App() {
 * //   return <main><ConnectButton />Hi</main>
 * // }
 */
export function addConnectButton(source: string, options: AddConnectButtonOptions = {}): string {
  const exportName = options.exportName ?? 'default'
  let program: Program
  try {
    program = parseProgram(source)
  } catch (error) {
    throw manual(`it does not parse (${(error as Error).message})`)
  }
  const imports = program.body.filter((n): n is ImportDeclaration => n.type === 'ImportDeclaration')
  const ours = importsOurButton(imports)
  if (ours) return source
  const taken = imports.find((d) => d.specifiers.some((s) => s.local.name === BUTTON_EXPORT))
  if (taken) throw manual(`\`${BUTTON_EXPORT}\` is already imported from '${taken.source.value}'`)
  if (declaresTopLevel(program, BUTTON_EXPORT))
    throw manual(`it already declares a \`${BUTTON_EXPORT}\` of its own`)
  if (rendersButton(program)) return source

  const found = findComponent(program, exportName)
  if ('reason' in found) throw manual(found.reason)
  const root = returnedElement(found.component, found.name)
  if ('reason' in root) throw manual(root.reason)

  const style = detectStyle(source, program)
  const out = applyEdits(source, [
    childEdit(source, root.element),
    importEdit(source, program, imports, style),
  ])
  // A safety net: whatever happens above, never hand back a file that does not parse.
  try {
    parseProgram(out)
  } catch (error) {
    throw manual(`the edited file would not parse (${(error as Error).message})`)
  }
  return out
}

/**
 * For a server-rendered React app's root layout (React Router's app/root.tsx, TanStack Start's
 * src/routes/__root.tsx), which renders the whole document: adds `import '@foyer/modal/page'`
 * (the modal, mounted in the browser only) and `<ConnectButton />` first in `<body>`, in the
 * file's style. Each part is added only when missing, so a second run changes nothing.
 *
 * @throws {ManualEditRequiredError} when the file does not parse, renders no `<body>`, or
 * `ConnectButton` is taken by another import; nothing is half edited.
 * @example
 * addConnectButtonToLayout("export function Layout({ children }) {\n  return <html><body>{children}</body></html>\n}\n")
 * // import { ConnectButton } from '@foyer/modal/react'
 * // import '@foyer/modal/page'
 * // … <body><ConnectButton />{children}</body> …
 */
export function addConnectButtonToLayout(source: string): string {
  let program: Program
  try {
    program = parseProgram(source)
  } catch (error) {
    throw manual(`it does not parse (${(error as Error).message})`, layoutSnippet())
  }
  const imports = program.body.filter((n): n is ImportDeclaration => n.type === 'ImportDeclaration')
  const style = detectStyle(source, program)
  const edits: Edit[] = []
  const ours = importsOurButton(imports)
  if (!ours && !rendersButton(program)) {
    const taken = imports.find((d) => d.specifiers.some((s) => s.local.name === BUTTON_EXPORT))
    if (taken)
      throw manual(
        `\`${BUTTON_EXPORT}\` is already imported from '${taken.source.value}'`,
        layoutSnippet(),
      )
    let body: JSXElement | undefined
    walk(program, (node) => {
      if (body) return false
      if (
        node.type === 'JSXElement' &&
        node.openingElement.name.type === 'JSXIdentifier' &&
        node.openingElement.name.name === 'body' &&
        !node.openingElement.selfClosing
      )
        body = node
      return undefined
    })
    if (!body) throw manual('it renders no <body> element', layoutSnippet())
    edits.push(childEdit(source, body), importEdit(source, program, imports, style))
  }
  if (!imports.some((d) => d.source.value === PAGE_MODULE)) {
    const q = style.quote
    const line = `import ${q}${PAGE_MODULE}${q}${style.semi ? ';' : ''}`
    // With the imports that bind names, before side-effect ones such as a stylesheet.
    const after = imports.findLast((d) => d.specifiers.length > 0) ?? imports.at(-1)
    const eol = lineEnd(source)
    edits.push(
      after
        ? { start: after.end!, end: after.end!, text: `${eol}${line}` }
        : { start: 0, end: 0, text: `${line}${eol}${eol}` },
    )
  }
  if (!edits.length) return source
  // Insertions at one place (both imports after the last one) keep the order they were made in.
  const merged = edits.reduce<Edit[]>((all, edit) => {
    const same = all.find((e) => e.start === edit.start && e.end === edit.end)
    if (same) same.text += edit.text
    else all.push({ ...edit })
    return all
  }, [])
  const out = applyEdits(source, merged)
  try {
    parseProgram(out)
  } catch (error) {
    throw manual(`the edited file would not parse (${(error as Error).message})`, layoutSnippet())
  }
  return out
}

/** What to add to a server-rendered root layout by hand. */
export function layoutSnippet(): string {
  return [
    importLine({ quote: "'", semi: false }),
    `import '${PAGE_MODULE}'`,
    '',
    '// then render it first in <body>:',
    `<body>`,
    `  <${BUTTON_EXPORT} />`,
  ].join('\n')
}

/** Whether the file imports ConnectButton from '@foyer/modal/react'. */
function importsOurButton(imports: ImportDeclaration[]): boolean {
  return imports.some(
    (d) =>
      d.source.value === BUTTON_PACKAGE &&
      d.specifiers.some(
        (s) => s.type === 'ImportSpecifier' && exportedName(s.imported) === BUTTON_EXPORT,
      ),
  )
}

/** Whether a `<ConnectButton>` is rendered anywhere in the file. */
function rendersButton(program: Program): boolean {
  let found = false
  walk(program, (node) => {
    if (found) return false
    if (
      node.type === 'JSXOpeningElement' &&
      node.name.type === 'JSXIdentifier' &&
      node.name.name === BUTTON_EXPORT
    )
      found = true
    return undefined
  })
  return found
}

function declaresTopLevel(program: Program, name: string): boolean {
  return program.body.some((statement) => {
    const d =
      statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
        ? statement.declaration
        : statement
    if (!d) return false
    if (d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration')
      return d.id?.name === name
    if (d.type === 'VariableDeclaration')
      return d.declarations.some((v) => v.id.type === 'Identifier' && v.id.name === name)
    return false
  })
}

type Found = { component: Component; name: string } | { reason: string }

/** The function behind `exportName`: a declaration, an arrow, through a variable or `memo()`. */
function findComponent(program: Program, exportName: string): Found {
  for (const statement of program.body) {
    if (statement.type === 'ExportDefaultDeclaration' && exportName === 'default')
      return resolve(program, statement.declaration, 'the default export', 0)
    if (statement.type !== 'ExportNamedDeclaration' || statement.source) continue
    const d = statement.declaration
    if (d?.type === 'FunctionDeclaration' && d.id?.name === exportName)
      return resolve(program, d, exportName, 0)
    if (d?.type === 'VariableDeclaration')
      for (const v of d.declarations)
        if (v.id.type === 'Identifier' && v.id.name === exportName && v.init)
          return resolve(program, v.init, exportName, 0)
    for (const s of statement.specifiers)
      if (s.type === 'ExportSpecifier' && exportedName(s.exported) === exportName)
        return resolve(program, s.local, s.local.name, 0)
  }
  return {
    reason:
      exportName === 'default'
        ? 'it has no default export'
        : `it has no export named \`${exportName}\``,
  }
}

function resolve(program: Program, node: Node, name: string, depth: number): Found {
  if (depth > 8) return { reason: `\`${name}\` refers to itself` }
  const target = unwrap(node)
  switch (target.type) {
    case 'FunctionDeclaration':
      return { component: target, name: target.id?.name ?? name }
    case 'FunctionExpression':
    case 'ArrowFunctionExpression':
      return { component: target, name }
    case 'Identifier': {
      const declaration = topLevelDeclaration(program, target.name)
      if (!declaration) return { reason: `\`${target.name}\` is not declared in this file` }
      return resolve(program, declaration, target.name, depth + 1)
    }
    case 'CallExpression': {
      // memo(App), forwardRef((props, ref) => …)
      const first = target.arguments[0]
      if (!first || first.type === 'SpreadElement' || first.type === 'ArgumentPlaceholder')
        return { reason: `${name} is made by a call with no component argument` }
      return resolve(program, first, name, depth + 1)
    }
    case 'ClassDeclaration':
    case 'ClassExpression':
      return { reason: `${target.id?.name ?? name} is a class component` }
    default:
      return { reason: `${name} is a ${target.type}, not a function component` }
  }
}

function topLevelDeclaration(program: Program, name: string): Node | undefined {
  for (const statement of program.body) {
    const d =
      statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
        ? statement.declaration
        : statement
    if (!d) continue
    if ((d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id?.name === name)
      return d
    if (d.type === 'VariableDeclaration')
      for (const v of d.declarations)
        if (v.id.type === 'Identifier' && v.id.name === name && v.init) return v.init
  }
  return undefined
}

/** The element the component returns last at its top level (an arrow's body, else `return`). */
function returnedElement(
  component: Component,
  name: string,
): { element: JSXElement | JSXFragment } | { reason: string } {
  let returned: Node | null | undefined
  if (component.body.type === 'BlockStatement') {
    const statement = component.body.body.findLast((s) => s.type === 'ReturnStatement')
    if (!statement) return { reason: `${name} has no \`return\` at the top of its body` }
    returned = statement.argument
  } else returned = component.body
  const element = returned ? unwrap(returned) : undefined
  if (element?.type !== 'JSXElement' && element?.type !== 'JSXFragment')
    return {
      reason: `${name} returns ${element ? `a ${element.type}` : 'nothing'}, not a JSX element`,
    }
  if (element.type === 'JSXElement' && element.openingElement.selfClosing)
    return { reason: `${name} returns a self-closing element, which has no children to join` }
  return { element }
}

/** `<ConnectButton />` right after the opening tag, laid out like the children after it. */
function childEdit(source: string, element: JSXElement | JSXFragment): Edit {
  const opening = element.type === 'JSXElement' ? element.openingElement : element.openingFragment
  const closing = element.type === 'JSXElement' ? element.closingElement! : element.closingFragment
  const at = opening.end!
  const first = element.children.find((c) => c.type !== 'JSXText' || c.value.trim() !== '')
  // A text child starts with the whitespace before its words: the words are where it starts.
  const firstStart = !first
    ? closing.start!
    : first.type === 'JSXText'
      ? first.start! + (/^\s*/.exec(source.slice(first.start!, first.end!))?.[0].length ?? 0)
      : first.start!
  const button = `<${BUTTON_EXPORT} />`
  const gap = source.slice(at, firstStart)
  if (!gap.includes('\n')) return { start: at, end: at, text: button }
  const indent = first
    ? lineIndent(source, firstStart)
    : `${lineIndent(source, opening.start!)}${indentUnit(source)}`
  return { start: at, end: at, text: `${lineEnd(source)}${indent}${button}` }
}

function importEdit(
  source: string,
  program: Program,
  imports: ImportDeclaration[],
  style: SourceStyle,
): Edit {
  // Next to what the file already imports from '@foyer/modal/react', e.g. `useFoyer`.
  const existing = imports.find(
    (d) =>
      d.source.value === BUTTON_PACKAGE &&
      d.importKind !== 'type' &&
      d.specifiers.some((s) => s.type === 'ImportSpecifier'),
  )
  const last = existing?.specifiers.at(-1)
  if (last) return { start: last.end!, end: last.end!, text: `, ${BUTTON_EXPORT}` }
  const line = importLine(style)
  // After the imports that bind names: side-effect imports (`import './App.css'`) stay last.
  const after =
    imports.findLast((d) => d.specifiers.length > 0) ?? imports.at(-1) ?? program.directives.at(-1)
  const eol = lineEnd(source)
  if (after) return { start: after.end!, end: after.end!, text: `${eol}${line}` }
  return { start: 0, end: 0, text: `${line}${eol}${eol}` }
}

function importLine(style: SourceStyle): string {
  const q = style.quote
  return `import { ${BUTTON_EXPORT} } from ${q}${BUTTON_PACKAGE}${q}${style.semi ? ';' : ''}`
}

/** What to add by hand when the component cannot be edited. */
export function connectButtonSnippet(): string {
  return [
    importLine({ quote: "'", semi: false }),
    '',
    '// then render it where the Connect button belongs, e.g. first in what App returns:',
    `<${BUTTON_EXPORT} />`,
  ].join('\n')
}

function manual(reason: string, snippet = connectButtonSnippet()): ManualEditRequiredError {
  return new ManualEditRequiredError(
    `Could not add <${BUTTON_EXPORT} /> to the root component: ${reason}.`,
    snippet,
  )
}
