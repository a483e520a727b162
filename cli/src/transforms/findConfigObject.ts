import type { Node, ObjectExpression, Program, Statement } from '@babel/types'
import { unwrap } from './sourceEdits.ts'

/** Where the object literal that a config file exports is, or why it cannot be found. */
export type FoundConfigObject = { object: ObjectExpression } | { reason: string }

/**
 * Finds the object literal a config module exports by default, through the shapes people write:
 * `defineConfig({...})`, `{...}`, `{...} satisfies UserConfig`, `defineConfig(({ mode }) => ({...}))`,
 * a function whose body returns the object, and `const config = ...; export default config`.
 */
export function findConfigObject(program: Program): FoundConfigObject {
  const exported = program.body.find((n) => n.type === 'ExportDefaultDeclaration')
  if (!exported) return { reason: 'it has no `export default`' }
  return resolve(exported.declaration, program.body, 0)
}

function resolve(node: Node, scope: Statement[], depth: number): FoundConfigObject {
  // Deep enough for `const a = b; const b = defineConfig(() => ...)`; stops a cycle.
  if (depth > 8) return { reason: 'the exported config refers to itself' }
  const target = unwrap(node)
  switch (target.type) {
    case 'ObjectExpression':
      return { object: target }
    case 'CallExpression': {
      const first = target.arguments[0]
      if (!first || first.type === 'SpreadElement' || first.type === 'ArgumentPlaceholder')
        return { reason: 'the config call has no object argument' }
      return resolve(first, scope, depth + 1)
    }
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
    case 'FunctionDeclaration': {
      if (target.body.type !== 'BlockStatement') return resolve(target.body, scope, depth + 1)
      const body = target.body.body
      const returned = body.findLast((s) => s.type === 'ReturnStatement')
      if (!returned?.argument) return { reason: 'the config function returns no object' }
      return resolve(returned.argument, [...body, ...scope], depth + 1)
    }
    case 'Identifier': {
      const init = findDeclaration(scope, target.name)
      if (!init) return { reason: `\`${target.name}\` is not declared in this file` }
      return resolve(init, scope, depth + 1)
    }
    default:
      return { reason: `the default export is a ${target.type}` }
  }
}

function findDeclaration(scope: Statement[], name: string): Node | undefined {
  for (const statement of scope) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
    if (declaration?.type === 'VariableDeclaration') {
      for (const d of declaration.declarations)
        if (d.id.type === 'Identifier' && d.id.name === name && d.init) return d.init
    }
    if (declaration?.type === 'FunctionDeclaration' && declaration.id?.name === name)
      return declaration
  }
  return undefined
}
