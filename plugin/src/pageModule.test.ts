import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runVite, useTestApps } from './testing/testApps.ts'

// Apps without an index.html of their own (React Router framework mode, TanStack Start, Astro)
// import '@foyer/modal/page' from their root module, which runs in the browser and on the server.
const makeApp = useTestApps('page')
const config = "{ projectId: 'page-project-id', chains: [1] }"

/** Builds a framework-like app whose only entry (main.js) imports the page module; its chunk. */
function buildPageApp(appConfig: string, main = "import '@foyer/modal/page'\n"): string {
  const dir = makeApp(appConfig, {
    'main.js': main,
    'vite.config.ts':
      "import { foyer } from '@foyer/vite'\nexport default { plugins: [foyer()], build: { rollupOptions: { input: 'main.js' } } }\n",
  })
  const { status, output } = runVite(dir)
  expect(output).toBe('')
  expect(status).toBe(0)
  const assets = path.join(dir, 'dist/assets')
  const chunk = readdirSync(assets).find((f) => /^main-.*\.js$/.test(f))
  return readFileSync(path.join(assets, chunk!), 'utf8')
}

describe("import '@foyer/modal/page'", () => {
  it('is the mount script in the browser’s build, with no index.html', () => {
    const text = buildPageApp(config, "import '@foyer/modal/page'\ndocument.title = 'host'\n")
    expect(text).toContain('page-project-id')
    expect(text).toContain('data-foyer')
    expect(text).not.toContain('was imported without the Vite plugin')
    // The host's React may hydrate the document after it: the modal's root leaves it its listeners.
    expect(text).toContain('beforeDocumentHydration')
    // localStorage by default: the cookie storage's code is not in the page.
    expect(text).not.toContain('SameSite=Lax')
  }, 120_000)

  it("with storage: 'cookie' (SSR hosts), the mount script passes the cookie storage", () => {
    const text = buildPageApp("{ projectId: 'page-project-id', chains: [1], storage: 'cookie' }")
    expect(text).toContain('page-project-id')
    expect(text).toContain('SameSite=Lax')
  }, 120_000)

  it('mounts nothing in the server’s build: no config, no modal, nothing per user', () => {
    const dir = makeApp(config, {
      'server.js': "import '@foyer/modal/page'\nexport const render = () => '<main>host</main>'\n",
    })
    const { status, output } = runVite(dir, 'build', ['--ssr', 'server.js'])
    expect(output).toBe('')
    expect(status).toBe(0)
    const text = readFileSync(path.join(dir, 'dist/server.js'), 'utf8')
    expect(text).not.toContain('page-project-id')
    expect(text).not.toContain('data-foyer')
    // It runs in Node without a document, and says nothing.
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const m = await import('./dist/server.js'); console.log(m.render())",
      ],
      { cwd: dir, encoding: 'utf8' },
    )
    expect(run.stderr).toBe('')
    expect(run.stdout.trim()).toBe('<main>host</main>')
  }, 120_000)
})
