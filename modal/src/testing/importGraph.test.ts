// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { findCircles, type ImportEdge, readImports } from './importGraph.ts'

describe('readImports', () => {
  it('counts type-only, re-exported, lazy and `typeof import()` imports', () => {
    const code = [
      "import type { A } from './a.ts'",
      "import { type B, c } from './b.ts'",
      "export * from './c.ts'",
      "export type { D } from './d.ts'",
      "const load = () => import('./e.ts')",
      "type F = typeof import('./f.ts')",
      "// import('./not-code.ts') in a comment is no import",
    ].join('\n')
    expect(readImports('x.ts', code)).toEqual([
      { specifier: './a.ts', kind: 'type' },
      { specifier: './b.ts', kind: 'value' },
      { specifier: './c.ts', kind: 'value' },
      { specifier: './d.ts', kind: 'type' },
      { specifier: './e.ts', kind: 'dynamic' },
      { specifier: './f.ts', kind: 'type' },
    ])
  })
})

describe('findCircles', () => {
  const edge = (from: string, to: string): ImportEdge => ({
    from,
    to,
    kind: 'type',
    external: false,
  })
  it('finds each circle once, sorted, and nothing in a tree', () => {
    const files = ['a', 'b', 'c', 'd', 'e']
    const edges = [edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('d', 'e'), edge('e', 'e')]
    expect(findCircles(files, edges)).toEqual([['a', 'b', 'c'], ['e']])
    expect(findCircles(files, [edge('a', 'b'), edge('a', 'c'), edge('b', 'c')])).toEqual([])
  })
})
