import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { afterAll } from 'vitest'

// Apps are made inside the repo so that `@foyer/vite` and `@foyer/modal/config` resolve as they would
// in a real host's node_modules.
const tmpRoot = path.join(import.meta.dirname, '../../node_modules/.tmp')
const vite = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
)

/**
 * Returns `makeApp(config, files?)`, which writes a minimal host app (index.html, main.js, a
 * vite.config.ts adding foyer(), and foyer.config.ts exporting `defineConfig(<config>)`) plus any
 * extra files, in a fresh folder removed after the test file.
 */
export function useTestApps(prefix: string) {
  mkdirSync(tmpRoot, { recursive: true })
  const apps: string[] = []
  afterAll(() => {
    for (const dir of apps) rmSync(dir, { recursive: true, force: true })
  })
  return function makeApp(config: string, files: Record<string, string> = {}): string {
    const dir = mkdtempSync(path.join(tmpRoot, `${prefix}-`))
    apps.push(dir)
    const all: Record<string, string> = {
      'index.html':
        '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>',
      'main.js': 'document.title = "host"\n',
      'vite.config.ts':
        "import { foyer } from '@foyer/vite'\nexport default { plugins: [foyer()] }\n",
      'foyer.config.ts': `import { defineConfig } from '@foyer/modal/config'\nexport default defineConfig(${config})\n`,
      ...files,
    }
    for (const [name, text] of Object.entries(all)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
      writeFileSync(path.join(dir, name), text)
    }
    return dir
  }
}

/** Runs the `vite` CLI in `dir` (`build`, or `serve`, which must fail to return) and collects its output. */
export function runVite(dir: string, command: 'build' | 'serve' = 'build', args: string[] = []) {
  const result = spawnSync(
    process.execPath,
    [
      vite,
      command,
      '--logLevel',
      'error',
      ...(command === 'serve' ? ['--port', '0'] : []),
      ...args,
    ],
    {
      cwd: dir,
      encoding: 'utf8',
      // NODE_ENV=test from vitest would make `vite build` emit development React.
      env: { ...process.env, NODE_ENV: '', FORCE_COLOR: '0' },
      timeout: 120_000,
    },
  )
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}
