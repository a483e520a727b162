/**
 * How long the devtools panel takes to show an incoming event with 1,000 events in its buffer,
 * in Debian Chromium, on the Vite dev server (where the panel lives: React's development
 * build). Per tab: emit → DOM commit, and emit → commit + style/layout. Prints medians, p95s
 * and the 60 Hz frame budget. Run: npm run bench:devtools [-- --samples 200]
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { fullChromiumLaunchOptions } from '@foyer/testing/browser'
import { chromium } from '@playwright/test'
import react from '@vitejs/plugin-react'
import { createServer } from 'vite'

const samples = Number(process.argv[process.argv.indexOf('--samples') + 1]) || 200
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'devtools-page')
const TABS = ['timeline', 'rpc', 'router', 'tracking', 'frame', 'state'] as const

const server = await createServer({
  root,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  server: { host: '127.0.0.1', port: 0 },
})
await server.listen()
const browser = await chromium.launch(fullChromiumLaunchOptions)
try {
  const page = await browser.newPage()
  await page.goto(server.resolvedUrls!.local[0]!)
  await page.waitForFunction(() => document.title === 'ready', undefined, { timeout: 60_000 })
  const at = (sorted: number[], q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
  const f = (n: number) => n.toFixed(2).padStart(7)
  console.log(
    `\nDevtools panel, 1,000 events in the buffer, one more per sample (${samples} samples/tab)`,
  )
  console.log('Chromium, vite dev (React development build); ms, frame budget 16.7 ms at 60 Hz\n')
  console.log('tab        rows   commit median    p95   commit+layout median    p95     max')
  for (const tab of TABS) {
    // Warm-up run first: the first mount pays for JIT and style recalculation of every row.
    await page.evaluate(([t]) => window.runDevtoolsBench(t, 20), [tab] as const)
    const { commit, frame, rows } = await page.evaluate(([t, n]) => window.runDevtoolsBench(t, n), [
      tab,
      samples,
    ] as const)
    const c = [...commit].sort((a, b) => a - b)
    const fr = [...frame].sort((a, b) => a - b)
    console.log(
      `${tab.padEnd(9)} ${String(rows).padStart(5)}   ${f(at(c, 0.5))}  ${f(at(c, 0.95))}          ${f(at(fr, 0.5))}  ${f(at(fr, 0.95))} ${f(fr.at(-1)!)}`,
    )
  }
} finally {
  await browser.close()
  await server.close()
}
