import type { CallExpression, ImportDeclaration, Program } from '@babel/types'
import { ManualEditRequiredError } from '../errors.ts'
import { findConfigObject } from './findConfigObject.ts'
import {
  appendItem,
  applyEdits,
  detectStyle,
  type Edit,
  findProperty,
  type JsonValue,
  parseProgram,
  type SourceStyle,
  setProperty,
  toSource,
  unwrap,
} from './sourceEdits.ts'

export const PLUGIN_PACKAGE = '@foyer/vite'
const PLUGIN_EXPORT = 'foyer'

export type AddFoyerPluginOptions = {
  /**
   * Options of `foyer()`, e.g. `{ configFile: 'config/foyer.config.ts' }`. Each one is set in
   * place on an existing call; options the call has and this does not name are kept.
   * @default none: `foyer()`, and an existing call is left as it is
   */
  pluginOptions?: Record<string, JsonValue>
  /**
   * The property of the config that holds Vite's own config, for frameworks that wrap it:
   * `'vite'` for astro.config (`vite: { plugins: [foyer()] }`).
   * @default none: the config is Vite's
   */
  nestedIn?: string
}

/**
 * Adds `foyer()` to the plugins of a Vite config, and its import. Running it again changes
 * nothing (or only the options that differ). Keeps the file's formatting: it splices text at the
 * positions the parser reports instead of reprinting the file.
 *
 * @throws {ManualEditRequiredError} when the config has a shape we cannot edit safely; its
 * `snippet` says what to paste.
 * @example
 * addFoyerPlugin("export default defineConfig({ plugins: [react()] })")
 * // import { foyer } from '@foyer/vite'
 * // export default defineConfig({ plugins: [react(), foyer()] })
 */
export function addFoyerPlugin(source: string, options: AddFoyerPluginOptions = {}): string {
  let program: Program
  try {
    program = parseProgram(source)
  } catch (error) {
    throw manual(`it does not parse (${(error as Error).message})`, options)
  }
  const style = detectStyle(source, program)
  const imports = program.body.filter((n): n is ImportDeclaration => n.type === 'ImportDeclaration')
  const local = importedName(imports)
  const taken = imports.some((d) =>
    d.specifiers.some((s) => s.local.name === PLUGIN_EXPORT && d.source.value !== PLUGIN_PACKAGE),
  )
  if (!local && taken)
    throw manual(`\`${PLUGIN_EXPORT}\` is already imported from elsewhere`, options)
  const name = local ?? PLUGIN_EXPORT

  const found = findConfigObject(program)
  if ('reason' in found) throw manual(found.reason, options)
  const edits: Edit[] = []
  let config = found.object
  const nested = options.nestedIn ? findProperty(config, options.nestedIn) : undefined
  if (options.nestedIn && nested) {
    const value = unwrap(nested.value)
    if (value.type !== 'ObjectExpression')
      throw manual(`its \`${options.nestedIn}\` is not an object literal`, options)
    config = value
  }
  const plugins = options.nestedIn && !nested ? undefined : findProperty(config, 'plugins')
  if (options.nestedIn && !nested) {
    edits.push(
      appendItem(
        source,
        config,
        `${options.nestedIn}: { plugins: [${call(name, options, style)}] }`,
      ),
    )
  } else if (!plugins) {
    edits.push(appendItem(source, config, `plugins: [${call(name, options, style)}]`))
  } else {
    const list = unwrap(plugins.value)
    if (list.type !== 'ArrayExpression')
      throw manual('its `plugins` is not an array literal', options)
    const existing = list.elements.find(
      (e): e is CallExpression =>
        e?.type === 'CallExpression' && e.callee.type === 'Identifier' && e.callee.name === name,
    )
    if (!existing) edits.push(appendItem(source, list, call(name, options, style)))
    else if (options.pluginOptions) edits.push(...updateOptions(source, existing, options, style))
  }
  if (!local) edits.push(importEdit(imports, style))
  return applyEdits(source, edits)
}

function importedName(imports: ImportDeclaration[]): string | undefined {
  for (const declaration of imports) {
    if (declaration.source.value !== PLUGIN_PACKAGE) continue
    for (const s of declaration.specifiers)
      if (
        s.type === 'ImportSpecifier' &&
        (s.imported.type === 'Identifier' ? s.imported.name : s.imported.value) === PLUGIN_EXPORT
      )
        return s.local.name
  }
  return undefined
}

function call(name: string, options: AddFoyerPluginOptions, style: SourceStyle): string {
  const entries = Object.keys(options.pluginOptions ?? {}).length
  return entries ? `${name}(${toOptions(options, style)})` : `${name}()`
}

function toOptions(options: AddFoyerPluginOptions, style: SourceStyle): string {
  return toSource(options.pluginOptions ?? {}, style)
}

function updateOptions(
  source: string,
  existing: CallExpression,
  options: AddFoyerPluginOptions,
  style: SourceStyle,
): Edit[] {
  const wanted = options.pluginOptions ?? {}
  const first = existing.arguments[0]
  if (!first) {
    if (Object.keys(wanted).length === 0) return []
    // Between the parentheses of `foyer()`.
    const at = existing.end! - 1
    return [{ start: at, end: at, text: toOptions(options, style) }]
  }
  const object = unwrap(first)
  if (object.type !== 'ObjectExpression')
    throw manual('the options of its foyer() call are not an object literal', options)
  return Object.entries(wanted).flatMap(([key, value]) =>
    setProperty(source, object, key, value, style),
  )
}

function importEdit(imports: ImportDeclaration[], style: SourceStyle): Edit {
  const line = `import { ${PLUGIN_EXPORT} } from ${style.quote}${PLUGIN_PACKAGE}${style.quote}${style.semi ? ';' : ''}`
  const last = imports.at(-1)
  if (last) return { start: last.end!, end: last.end!, text: `\n${line}` }
  return { start: 0, end: 0, text: `${line}\n\n` }
}

/** What to paste by hand when the file cannot be edited. */
export function foyerPluginSnippet(options: AddFoyerPluginOptions = {}): string {
  const style: SourceStyle = { quote: "'", semi: false }
  const plugins = `plugins: [/* your plugins, */ ${call(PLUGIN_EXPORT, options, style)}]`
  return [
    `import { ${PLUGIN_EXPORT} } from '${PLUGIN_PACKAGE}'`,
    '',
    ...(options.nestedIn
      ? [
          `// then add it to the Vite plugins of your config:`,
          `${options.nestedIn}: { ${plugins} },`,
        ]
      : ['// then add it to the plugins of your Vite config:', `${plugins},`]),
  ].join('\n')
}

function manual(reason: string, options: AddFoyerPluginOptions): ManualEditRequiredError {
  return new ManualEditRequiredError(
    `Could not add foyer() to the ${options.nestedIn ? `\`${options.nestedIn}\` of the config` : 'Vite config'}: ${reason}.`,
    foyerPluginSnippet(options),
  )
}
