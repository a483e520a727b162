// @vitest-environment node
import { fileURLToPath } from 'node:url'
import type { Rollup } from 'vite'
import { build } from 'vite'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const HEAVY = /node_modules\/(viem|@wagmi\/core|zod|ox|@noble)\//

/** Builds the entries a host's first load imports, as a production bundle, and returns its chunks. */
async function bundle(): Promise<Rollup.OutputChunk[]> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input: {
          mount: 'src/exports/mount.ts',
          react: 'src/exports/react.ts',
          config: 'src/exports/config.ts',
        },
        external: [/^react(-dom)?(\/.*)?$/],
        preserveEntrySignatures: 'strict',
      },
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  return outputs.flatMap((o) =>
    'output' in o ? o.output.filter((c): c is Rollup.OutputChunk => c.type === 'chunk') : [],
  )
}

/** Every module an entry loads before it runs: its own and those of its static imports. */
function staticClosure(chunks: Rollup.OutputChunk[], entry: Rollup.OutputChunk): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const seen = new Set<string>()
  const modules: string[] = []
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return
    seen.add(chunk.fileName)
    modules.push(...chunk.moduleIds)
    for (const file of chunk.imports) visit(byFile.get(file))
  }
  visit(entry)
  return modules
}

// DESIGN: the modal costs a host's first load almost nothing; wallet code (wagmi, viem) and the
// config schema (zod) load on interaction. This builds the first-load entries and checks it.
describe('the lazy boundary', () => {
  it('mount, react and config load no viem, @wagmi/core or zod before the modal is used', async () => {
    const chunks = await bundle()
    const entries = chunks.filter((c) => c.isEntry)
    expect(entries.map((c) => c.name).sort()).toEqual(['config', 'mount', 'react'])
    for (const entry of entries) {
      const heavy = staticClosure(chunks, entry).filter((id) => HEAVY.test(id))
      expect({ entry: entry.name, heavy }).toEqual({ entry: entry.name, heavy: [] })
    }
    // The wallet code is there, behind a dynamic import: the check above looked at real chunks.
    const lazy = chunks.filter((c) => !c.isEntry).flatMap((c) => c.moduleIds)
    expect(lazy.some((id) => /node_modules\/@wagmi\/core\//.test(id))).toBe(true)
    expect(lazy.some((id) => /node_modules\/viem\//.test(id))).toBe(true)
  }, 120_000)
})
