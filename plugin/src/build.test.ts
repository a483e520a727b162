import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { runVite, useTestApps } from './testing/testApps.ts'

// What `vite build` makes of a plain app with foyer(): one build (tens of seconds on 2 cores),
// read by each test below.
const makeApp = useTestApps('build')
let dir: string
let output: string
let status: number | null
beforeAll(() => {
  dir = makeApp("{ projectId: 'my-project-id', chains: [1, 137] }")
  ;({ status, output } = runVite(dir))
}, 120_000)

/** The text of the build's files whose names match `pattern`. */
function built(pattern: RegExp): { file: string; text: string }[] {
  const dist = path.join(dir, 'dist')
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(dist, file), 'utf8') }))
}

describe('foyer() in vite build of a plain app', () => {
  it('a valid config is injected into the page entry with the mount script', () => {
    expect(output).toBe('')
    expect(status).toBe(0)
    const html = readFileSync(path.join(dir, 'dist/index.html'), 'utf8')
    const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1])
    expect(scripts).toHaveLength(1) // mount and host entry end up in one chunk
    const entry = readFileSync(path.join(dir, 'dist', scripts[0]!), 'utf8')
    expect(entry).toContain('my-project-id')
    expect(entry).toContain('data-foyer')
    expect(entry).toMatch(/document\.title\s*=\s*[`"]host[`"]/)
    expect(entry).not.toContain('jsxDEV')
    // The modal's views and the wallet code are lazy chunks, not in the entry.
    const chunks = readdirSync(path.join(dir, 'dist/assets'))
    expect(chunks.some((f) => f.startsWith('Views-'))).toBe(true)
    expect(chunks.some((f) => f.startsWith('createEngine-'))).toBe(true)
  })

  it('the Foyer server is never part of it', () => {
    const js = built(/\.js$/).map(({ text }) => text)
    expect(js.join('\n')).toContain('my-project-id')
    expect(js.join('\n')).not.toContain('__foyer/api')
    expect(existsSync(path.join(dir, '.foyer'))).toBe(false)
  })

  it('no file of it holds devtools code', () => {
    // Strings only the devtools code holds. (Not `data-foyer-devtools`: the modal names it too,
    // to keep the panel usable while it is open.)
    const markers = ['foyer:devtools', '__foyer/devtools', '@foyer/devtools', '[foyer devtools]']
    const files = built(/\.(js|html)$/)
    expect(files.filter(({ file }) => file.endsWith('.js')).length).toBeGreaterThan(1)
    for (const { file, text } of files)
      for (const marker of markers) expect(text, `${file}: ${marker}`).not.toContain(marker)
  })

  it("carries one copy of Safe's SDK, though its provider is CommonJS and requires it", () => {
    // The SDK's method list, once per copy: a build with the CommonJS copy too has it twice.
    const js = built(/\.js$/)
      .map(({ text }) => text)
      .join('\n')
    const lists = js.match(/getOffChainSignature[`"']?\]?\s*=\s*[`"']getOffChainSignature/g) ?? []
    expect(lists).toHaveLength(1)
  })
})
