import type { ArrayExpression, Node, ObjectExpression, ObjectProperty, Program } from '@babel/types'
import { parseModule } from 'magicast'

/**
 * The transforms locate nodes with magicast's parser (babel, with positions) and then splice text
 * at those positions. Reprinting changed nodes (what recast does) reflows arrays and adds
 * semicolons; splicing keeps every byte the user wrote that we did not mean to change.
 */
export type Edit = { start: number; end: number; text: string }

/** What the file already looks like, so inserted code looks like the code around it. */
export type SourceStyle = { quote: "'" | '"'; semi: boolean }

export type JsonValue = string | number | boolean | null | JsonValue[] | { [k: string]: JsonValue }

/** Parses a JS/TS module; throws the parser's error (with line and column) on a syntax error. */
export function parseProgram(source: string): Program {
  return parseModule(withRecastOffsets(source)).$ast as Program
}

/**
 * `source` with the same length, in the form recast parses without changing it: recast (under
 * magicast) rewrites each line's leading whitespace as spaces (a tab as up to 4) and joins lines
 * with `\n` before babel sees the text, so for a file with tabs or CRLF line ends the positions
 * babel reports would not be the file's. One space per whitespace character and ` \n` for `\r\n`
 * keep every offset. Only whitespace changes, so only positions are meant to be read from it.
 */
function withRecastOffsets(source: string): string {
  return source
    .replace(/\r\n?/g, (end) => (end.length === 2 ? ' \n' : '\n'))
    .replace(/^[^\S\n]+/gm, (indent) => ' '.repeat(indent.length))
}

/** Applies non-overlapping edits (any order) to `source`. */
export function applyEdits(source: string, edits: readonly Edit[]): string {
  let out = source
  for (const edit of [...edits].sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end)
  return out
}

export function detectStyle(source: string, program: Program): SourceStyle {
  const imports = program.body.filter((n) => n.type === 'ImportDeclaration')
  const raw = (imports[0]?.source.extra?.raw as string | undefined) ?? ''
  const statement = program.body[0]
  const text = statement ? source.slice(statement.start!, statement.end!) : ''
  return {
    quote: raw.startsWith('"') ? '"' : "'",
    semi: statement ? text.trimEnd().endsWith(';') : false,
  }
}

const identifier = /^[A-Za-z_$][\w$]*$/

/** Prints a JSON value as a JS literal in the file's quote style, on one line. */
export function toSource(value: JsonValue, style: SourceStyle): string {
  if (typeof value === 'string') {
    const escaped = value.replaceAll('\\', '\\\\').replaceAll(style.quote, `\\${style.quote}`)
    return `${style.quote}${escaped}${style.quote}`
  }
  if (Array.isArray(value)) return `[${value.map((v) => toSource(v, style)).join(', ')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([k, v]) => `${identifier.test(k) ? k : toSource(k, style)}: ${toSource(v, style)}`,
    )
    return entries.length ? `{ ${entries.join(', ')} }` : '{}'
  }
  return String(value)
}

/** The value of a literal expression, or `undefined` when it is not a plain literal. */
export function literalValue(node: Node | null | undefined): JsonValue | undefined {
  if (!node) return undefined
  switch (node.type) {
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
      return node.value
    case 'NullLiteral':
      return null
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? (node.quasis[0]?.value.cooked ?? '') : undefined
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'ParenthesizedExpression':
      return literalValue(node.expression)
    case 'ArrayExpression': {
      const items = node.elements.map((e) =>
        e?.type === 'SpreadElement' ? undefined : literalValue(e),
      )
      return items.every((i) => i !== undefined) ? (items as JsonValue[]) : undefined
    }
    case 'ObjectExpression': {
      const out: Record<string, JsonValue> = {}
      for (const prop of node.properties) {
        const key = prop.type === 'ObjectProperty' ? propertyName(prop) : undefined
        const value = prop.type === 'ObjectProperty' ? literalValue(prop.value) : undefined
        if (key === undefined || value === undefined) return undefined
        out[key] = value
      }
      return out
    }
    default:
      return undefined
  }
}

export function propertyName(prop: ObjectProperty): string | undefined {
  if (prop.computed) return undefined
  if (prop.key.type === 'Identifier') return prop.key.name
  if (prop.key.type === 'StringLiteral' || prop.key.type === 'NumericLiteral')
    return String(prop.key.value)
  return undefined
}

export function findProperty(obj: ObjectExpression, name: string): ObjectProperty | undefined {
  return obj.properties.find(
    (p): p is ObjectProperty => p.type === 'ObjectProperty' && propertyName(p) === name,
  )
}

/** Strips `satisfies`, `as`, `!` and parentheses around an expression. */
export function unwrap(node: Node): Node {
  let current = node
  while (
    current.type === 'TSSatisfiesExpression' ||
    current.type === 'TSAsExpression' ||
    current.type === 'TSNonNullExpression' ||
    current.type === 'TSTypeAssertion' ||
    current.type === 'ParenthesizedExpression'
  )
    current = current.expression
  return current
}

/**
 * The edit that appends `item` to an array or object literal, following its layout: one item per
 * line (with the same indent, keeping a trailing comma and a comment after the last item) or all
 * on one line.
 */
export function appendItem(
  source: string,
  list: ArrayExpression | ObjectExpression,
  item: string,
): Edit {
  const items = (list.type === 'ArrayExpression' ? list.elements : list.properties).filter(
    (n): n is NonNullable<typeof n> => n !== null,
  )
  const open = list.start!
  const close = list.end! - 1
  const last = items.at(-1)
  if (!last) {
    const inner = source.slice(open + 1, close)
    const pad = list.type === 'ObjectExpression' ? ' ' : ''
    return inner.includes('\n')
      ? {
          start: open + 1,
          end: close,
          text: `\n${lineIndent(source, open)}  ${item},\n${lineIndent(source, open)}`,
        }
      : { start: open + 1, end: close, text: `${pad}${item}${pad}` }
  }
  const first = items[0]!
  const multiline = source.slice(open, first.start!).includes('\n')
  const after = source.slice(last.end!, close)
  const comma = /^\s*,/.exec(after)
  if (!multiline) return { start: last.end!, end: last.end!, text: `, ${item}` }
  const indent = lineIndent(source, first.start!)
  if (!comma) return { start: last.end!, end: last.end!, text: `,\n${indent}${item}` }
  // After the comma, skip to the end of the line so that a `// comment` stays with its item.
  const commaEnd = last.end! + comma[0].length
  const rest = source.slice(commaEnd, close)
  const lineEnd = /^[ \t]*(\/\/[^\n]*)?(?=\n)/.exec(rest)
  const at = lineEnd ? commaEnd + lineEnd[0].length : commaEnd
  return { start: at, end: at, text: `\n${indent}${item},` }
}

/** Leading whitespace of the line that holds `offset`. */
export function lineIndent(source: string, offset: number): string {
  const lineStart = source.lastIndexOf('\n', offset - 1) + 1
  return /^[ \t]*/.exec(source.slice(lineStart))![0]
}

/** Edits that make `obj[key]` equal `value` (replace in place, or append); none when equal. */
export function setProperty(
  source: string,
  obj: ObjectExpression,
  key: string,
  value: JsonValue,
  style: SourceStyle,
): Edit[] {
  const prop = findProperty(obj, key)
  if (!prop) return [appendItem(source, obj, `${key}: ${toSource(value, style)}`)]
  if (sameValue(literalValue(prop.value), value)) return []
  return [{ start: prop.value.start!, end: prop.value.end!, text: toSource(value, style) }]
}

export function sameValue(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * Calls `visit` on `node` and every node under it, parents first, in source order. `visit`
 * returning `false` skips that node's children.
 */
export function walk(node: Node, visit: (node: Node) => boolean | undefined): void {
  if (visit(node) === false) return
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'extra' || key.endsWith('Comments')) continue
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit)
    } else if (isNode(value)) walk(value, visit)
  }
}

function isNode(value: unknown): value is Node {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string'
  )
}

/** The name a module exports under: `foo` in `export { x as foo }`, `default`, `'a b'`. */
export function exportedName(node: Node): string {
  return node.type === 'StringLiteral' ? node.value : node.type === 'Identifier' ? node.name : ''
}

/** The file's line ending: `\r\n` when it has any, else `\n`. */
export function lineEnd(source: string): string {
  return source.includes('\r\n') ? '\r\n' : '\n'
}

/** One level of the file's indentation: a tab, or the spaces of its first indented line. */
export function indentUnit(source: string): string {
  return /^\t/m.test(source) ? '\t' : (/^( +)\S/m.exec(source)?.[1] ?? '  ')
}
