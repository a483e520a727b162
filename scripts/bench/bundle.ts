/**
 * Builds a page holding only Foyer's ConnectButton (with the plugin) and the same page with a
 * plain button (without), and prints what Foyer adds, in gzip KiB: to the initial JS (entry
 * chunk + its static imports) and to all JS (every chunk, lazy ones included).
 * Run: npm run bench:bundle
 */
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { foyer } from '@foyer/vite'
import react from '@vitejs/plugin-react'
import { build, type Manifest, type Plugin } from 'vite'

const page = path.join(path.dirname(fileURLToPath(import.meta.url)), 'page')

/** Points the page's script at main-with.tsx or main-without.tsx. */
function entry(name: string): Plugin {
  return {
    name: 'bench:entry',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('/main.tsx', `/${name}.tsx`),
    },
  }
}

type Sizes = { initial: number; total: number; initialFiles: number; files: number }

function gzipKiB(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length / 1024
}

async function measure(withFoyer: boolean): Promise<Sizes> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'foyer-bench-'))
  try {
    await build({
      root: page,
      configFile: false,
      logLevel: 'warn',
      plugins: [
        react(),
        entry(withFoyer ? 'main-with' : 'main-without'),
        ...(withFoyer ? foyer() : []),
      ],
      build: { outDir, manifest: true, emptyOutDir: true },
    })
    const manifest = JSON.parse(
      readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
    ) as Manifest
    const initial = new Set<string>()
    const visit = (key: string) => {
      const chunk = manifest[key]
      if (!chunk || initial.has(chunk.file)) return
      initial.add(chunk.file)
      for (const imported of chunk.imports ?? []) visit(imported)
    }
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
    const all = new Set(Object.values(manifest).map((c) => c.file))
    const js = (files: Set<string>) => [...files].filter((f) => f.endsWith('.js'))
    const sum = (files: string[]) => files.reduce((n, f) => n + gzipKiB(path.join(outDir, f)), 0)
    return {
      initial: sum(js(initial)),
      total: sum(js(all)),
      initialFiles: js(initial).length,
      files: js(all).length,
    }
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

const baseline = await measure(false)
const withFoyer = await measure(true)
const f = (n: number) => n.toFixed(1).padStart(7)
console.log('\nA page with only the Connect button, production build, gzip KiB of JS (level 9)\n')
console.log('                     initial JS   all JS   files (initial/all)')
console.log(
  `without Foyer        ${f(baseline.initial)}  ${f(baseline.total)}   ${baseline.initialFiles}/${baseline.files}`,
)
console.log(
  `with Foyer           ${f(withFoyer.initial)}  ${f(withFoyer.total)}   ${withFoyer.initialFiles}/${withFoyer.files}`,
)
console.log(
  `added by Foyer       ${f(withFoyer.initial - baseline.initial)}  ${f(withFoyer.total - baseline.total)}`,
)
console.log(
  '\ntargets: added initial ≤ 30 KiB; all modal JS (excluding react, wagmi, viem) ≤ 150 KiB',
)
