/**
 * Where a slow phone's time goes: builds the bench page (only Foyer's ConnectButton, production
 * build, as the peers' harness builds it), opens it in Chromium with the CPU throttled (4× unless
 * FOYER_BENCH_CPU says otherwise), and prints, for the load (until 3 s after `load`, the harness's
 * TBT window) and for the click → first view:
 *   - the long tasks (start, duration) and their blocking time (the part over 50 ms);
 *   - the CPU profile's self time by script file and by function, so a regression names its chunk.
 * Run: npm run bench:trace [-- full]   (full: email, seven social logins and WalletConnect offered)
 * FOYER_BENCH_RUNS (default 3), FOYER_BENCH_CPU (default 4), FOYER_TRACE_STACKS=<chunk or function>
 * (the heaviest call stacks into it, to find who calls it at load), FOYER_TRACE_DETAIL=1 (each
 * timeline event over 0.5 ms from the click to its frame, with its arguments: the elements a style
 * recalculation visited, the objects a layout laid out).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fullChromiumLaunchOptions } from '@foyer/testing/browser'
import { foyer } from '@foyer/vite'
import { type CDPSession, chromium, type Page } from '@playwright/test'
import react from '@vitejs/plugin-react'
import { build, preview } from 'vite'
import { BENCH_OAUTH_ENV, entry, withEnv } from './bundleSizes.ts'

const full = process.argv.includes('full')
const rate = Number(process.env.FOYER_BENCH_CPU ?? 4)
const runs = Number(process.env.FOYER_BENCH_RUNS ?? 3)
const WINDOW_MS = 3000
const root = path.resolve(import.meta.dirname, 'page')

const outDir = await mkdtemp(path.join(tmpdir(), 'foyer-trace-'))
await withEnv(full ? BENCH_OAUTH_ENV : {}, () =>
  build({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [
      react(),
      entry('main-with'),
      ...foyer({ devtools: false, ...(full ? { configFile: 'foyer.full.config.ts' } : {}) }),
    ],
    // FOYER_TRACE_NAMES=1: unminified, so the stacks name React's and Foyer's functions.
    build: { outDir, emptyOutDir: true, minify: !process.env.FOYER_TRACE_NAMES },
  }),
)
const server = await preview({
  root,
  configFile: false,
  logLevel: 'error',
  build: { outDir },
  preview: { host: '127.0.0.1', port: 0 },
})
const url = server.resolvedUrls?.local[0]
if (!url) throw new Error('vite preview gave no URL')

type Node = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number }
type Tally = Map<string, number>

/** Self time (ms) per script file and per function, from a CPU profile. */
function selfTimes(profile: Profile): { files: Tally; functions: Tally } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const files: Tally = new Map()
  const functions: Tally = new Map()
  profile.samples.forEach((id, index) => {
    const node = byId.get(id)
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000
    if (!node || ms <= 0) return
    const file = node.callFrame.url
      ? path.basename(node.callFrame.url)
      : `(${node.callFrame.functionName || 'native'})`
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}`
    files.set(file, (files.get(file) ?? 0) + ms)
    functions.set(fn, (functions.get(fn) ?? 0) + ms)
  })
  return { files, functions }
}

/** A profile's nodes by id, and each node's caller. */
function callTree(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id)
  return { byId, parent }
}

/** A stack frame as `function@file:line`. */
const frameName = (node: Node) =>
  `${node.callFrame.functionName || '(anon)'}@${path.basename(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`

/**
 * FOYER_TRACE_STACKS=<text>: the heaviest call stacks whose leaf file or function contains <text>
 * (e.g. a chunk's name), to find who calls into it.
 */
function stacks(profile: Profile, text: string): Tally {
  const { byId, parent } = callTree(profile)
  const tally: Tally = new Map()
  profile.samples.forEach((id, index) => {
    const leaf = byId.get(id)
    if (!leaf || !frameName(leaf).includes(text)) return
    const chain: string[] = []
    for (
      let at: number | undefined = id;
      at !== undefined && chain.length < 12;
      at = parent.get(at)
    ) {
      const node = byId.get(at)
      if (node?.callFrame.url) chain.push(frameName(node))
    }
    const key = chain.join(' < ')
    tally.set(key, (tally.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000)
  })
  return tally
}
/** Total time (ms) per function, its callees' included: which component or step costs what. */
function inclusiveTimes(profile: Profile, within?: [number, number]): Tally {
  const { byId, parent } = callTree(profile)
  const tally: Tally = new Map()
  let at = profile.startTime
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0
    if (within && (at < within[0] || at > within[1])) return
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000
    const seen = new Set<string>()
    for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
      const node = byId.get(up)
      if (!node?.callFrame.url) continue
      const key = frameName(node)
      if (seen.has(key)) continue
      seen.add(key)
      tally.set(key, (tally.get(key) ?? 0) + ms)
    }
  })
  return tally
}
const openInclusive: Tally = new Map()

const stackText = process.env.FOYER_TRACE_STACKS
const stackTally: Tally = new Map()

function merge(into: Tally, from: Tally) {
  for (const [key, ms] of from) into.set(key, (into.get(key) ?? 0) + ms)
}

function top(tally: Tally, n: number, divide: number): string {
  return [...tally]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `  ${(ms / divide).toFixed(1).padStart(7)} ms  ${key}`)
    .join('\n')
}

async function startProfile(cdp: CDPSession) {
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
}

async function stopProfile(cdp: CDPSession): Promise<Profile> {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
  return profile
}

type TraceEvent = {
  name: string
  ph: string
  dur?: number
  tid: number
  ts: number
  args?: { data?: { url?: string; functionName?: string; type?: string } }
}

/**
 * The long tasks (RunTask over 50 ms) on the main thread, each with the work inside it over 3 ms
 * (a module compiled or evaluated and its chunk, a function call and its file, a style recalc…),
 * so a long task names what to split or defer.
 */
function describeLongTasks(events: TraceEvent[], main: number | undefined, origin: number) {
  const mine = events.filter((e) => e.ph === 'X' && e.tid === main && e.dur)
  const lines: string[] = []
  for (const task of mine.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000)) {
    const end = task.ts + (task.dur ?? 0)
    const inside = mine
      .filter((e) => e !== task && e.ts >= task.ts && e.ts < end && (e.dur ?? 0) > 3_000)
      .map((e) => {
        const data = e.args?.data
        const what = data?.url ? path.basename(data.url) : (data?.functionName ?? data?.type ?? '')
        return `${e.name}${what ? ` ${what}` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`
      })
    lines.push(
      `  ${((task.ts - origin) / 1000).toFixed(0)}+${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${inside.join(', ')}`,
    )
  }
  return lines.join('\n')
}

/**
 * The renderer's own work from now until `stop()`, from Chromium's timeline: milliseconds by
 * event (Recalculate Style is `UpdateLayoutTree`, then Layout, PrePaint, Paint, Layerize…), on
 * the page's main thread. Events nest (a script that forces a style recalc contains it), so the
 * figures overlap: read each as "time inside this kind of work".
 */
async function startTimeline(cdp: CDPSession) {
  const events: TraceEvent[] = []
  const collect = ({ value }: { value: unknown[] }) => {
    events.push(...(value as TraceEvent[]))
  }
  cdp.on('Tracing.dataCollected', collect)
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'toplevel',
        'devtools.timeline',
        'v8.execute',
        'v8',
        'disabled-by-default-devtools.timeline',
      ],
    },
    transferMode: 'ReportEvents',
  })
  return {
    async stop(): Promise<{
      tally: Tally
      tasks: string
      clickTask?: [number, number] | undefined
    }> {
      const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done))
      await cdp.send('Tracing.end')
      await complete
      cdp.off('Tracing.dataCollected', collect)
      // The main thread: the one that ran the most timeline work.
      const byThread = new Map<number, number>()
      for (const e of events)
        if (e.ph === 'X') byThread.set(e.tid, (byThread.get(e.tid) ?? 0) + (e.dur ?? 0))
      const main = [...byThread].sort((a, b) => b[1] - a[1])[0]?.[0]
      const tally: Tally = new Map()
      for (const e of events)
        if (e.ph === 'X' && e.tid === main && e.dur)
          tally.set(e.name, (tally.get(e.name) ?? 0) + e.dur / 1000)
      const origin = Math.min(...events.filter((e) => e.tid === main).map((e) => e.ts))
      // The task that ran the click (µs, the CPU profile's clock).
      const click = events.find(
        (e) =>
          e.tid === main &&
          e.name === 'RunTask' &&
          events.some(
            (c) =>
              c.tid === main &&
              c.name === 'EventDispatch' &&
              (c.args?.data as { type?: string } | undefined)?.type === 'click' &&
              c.ts >= e.ts &&
              c.ts < e.ts + (e.dur ?? 0),
          ),
      )
      const clickTask: [number, number] | undefined = click
        ? [click.ts, click.ts + (click.dur ?? 0)]
        : undefined
      if (process.env.FOYER_TRACE_DETAIL && click) {
        const end = click.ts + (click.dur ?? 0)
        for (const e of events)
          if (
            e.tid === main &&
            e.ph === 'X' &&
            e.ts >= click.ts &&
            e.ts < end + 200_000 &&
            (e.dur ?? 0) > 500
          )
            console.log(
              `    ${((e.ts - click.ts) / 1000).toFixed(1)}+${((e.dur ?? 0) / 1000).toFixed(1)} ${e.name} ${JSON.stringify(e.args ?? {}).slice(0, 200)}`,
            )
      }
      return { tally, tasks: describeLongTasks(events, main, origin), clickTask }
    },
  }
}

const instrument = () => {
  const w = window as unknown as { __trace: { tasks: [number, number][] } }
  w.__trace = { tasks: [] }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__trace.tasks.push([e.startTime, e.duration])
  }).observe({ type: 'longtask', buffered: true })
}

async function tasks(page: Page): Promise<[number, number][]> {
  return page.evaluate(
    () => (window as unknown as { __trace: { tasks: [number, number][] } }).__trace.tasks,
  )
}

const blocking = (list: [number, number][]) =>
  list.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)

const browser = await chromium.launch(fullChromiumLaunchOptions)
const load = { files: new Map() as Tally, functions: new Map() as Tally, tbt: [] as number[] }
const open = {
  files: new Map() as Tally,
  functions: new Map() as Tally,
  phases: new Map() as Tally,
  ms: [] as number[],
}
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    // The harness answers the bench config's server and frame origins offline; so does this.
    await context.route(/bench\.example/, (route) => route.fulfill({ status: 204 }))
    // tsx names the functions handed to the page with a `__name` helper that the page lacks.
    await page.addInitScript('globalThis.__name = (fn) => fn')
    await page.addInitScript(instrument)
    const fetched: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script')
        fetched.push(path.basename(new URL(request.url()).pathname))
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    await startProfile(cdp)
    const loadTimeline = await startTimeline(cdp)
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(WINDOW_MS)
    const loadProfile = await stopProfile(cdp)
    const loadWork = await loadTimeline.stop()
    const loadEnd = await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    )
    const loadTasks = (await tasks(page)).filter(([start]) => start <= loadEnd + WINDOW_MS)
    load.tbt.push(blocking(loadTasks))
    if (stackText) merge(stackTally, stacks(loadProfile, stackText))
    const t = selfTimes(loadProfile)
    merge(load.files, t.files)
    merge(load.functions, t.functions)
    console.log(
      `run ${run + 1} load: ${loadEnd.toFixed(0)} ms to load; long tasks ${loadTasks
        .map(([s, d]) => `${s.toFixed(0)}+${d.toFixed(0)}`)
        .join(', ')}; TBT ${blocking(loadTasks).toFixed(0)} ms`,
    )
    console.log(`  its long tasks (from the trace's first event):\n${loadWork.tasks}`)
    if (run === 0)
      console.log(`scripts fetched before the click (${fetched.length}): ${fetched.join(' ')}`)
    await page.waitForTimeout(1000)
    await startProfile(cdp)
    const before = await page.evaluate(() => performance.now())
    // In the page: the click's own timestamp, then the first animation frame in which the dialog
    // shows a button (the harness's "first usable view").
    await page.evaluate(() => {
      const w = window as unknown as { __firstView?: number }
      addEventListener(
        'click',
        (event) => {
          const clicked = event.timeStamp
          const poll = () => {
            const find = (root: Document | ShadowRoot): Element | undefined => {
              const here = root.querySelector('dialog[open], [role=dialog]')
              if (here) return here
              for (const el of root.querySelectorAll('*'))
                if (el.shadowRoot) {
                  const found = find(el.shadowRoot)
                  if (found) return found
                }
              return undefined
            }
            if (find(document)?.querySelector('button')) w.__firstView = performance.now() - clicked
            else requestAnimationFrame(poll)
          }
          requestAnimationFrame(poll)
        },
        { capture: true, once: true },
      )
    })
    const timeline = await startTimeline(cdp)
    await page.getByRole('button', { name: /connect/i }).click()
    const firstView = await page.waitForFunction(
      () => (window as unknown as { __firstView?: number }).__firstView,
    )
    const shownMs = (await firstView.jsonValue()) as number
    const openProfile = await stopProfile(cdp)
    const openWork = await timeline.stop()
    merge(open.phases, openWork.tally)
    open.ms.push(shownMs)
    merge(openInclusive, inclusiveTimes(openProfile, openWork.clickTask))
    const o = selfTimes(openProfile)
    merge(open.files, o.files)
    merge(open.functions, o.functions)
    const openTasks = (await tasks(page)).filter(([start]) => start >= before)
    console.log(
      `run ${run + 1} open: ${shownMs.toFixed(0)} ms to the first view's frame; long tasks ${openTasks
        .map(([s, d]) => `${(s - before).toFixed(0)}+${d.toFixed(0)}`)
        .join(', ')}`,
    )
    console.log(`  its long tasks:\n${openWork.tasks}`)
    await context.close()
  }
} finally {
  await browser.close()
  await new Promise<void>((done) => server.httpServer.close(() => done()))
  if (process.env.FOYER_TRACE_NAMES) console.log(`kept the build in ${outDir}`)
  else await rm(outDir, { recursive: true, force: true })
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
console.log(
  `\n${full ? 'foyer-full' : 'foyer'} page, CPU ${rate}×, ${runs} runs (self time per run, mean)`,
)
console.log(
  `\nload + ${WINDOW_MS} ms: TBT median ${median(load.tbt).toFixed(0)} ms\nby file:\n${top(load.files, 12, runs)}\nby function:\n${top(load.functions, 20, runs)}`,
)
if (stackText) console.log(`\nload: stacks into "${stackText}"\n${top(stackTally, 15, runs)}`)
console.log(
  `\nclick → first view (click event → first frame with the dialog's button): median ${median(open.ms).toFixed(0)} ms\nby file:\n${top(open.files, 10, runs)}\nby function:\n${top(open.functions, 20, runs)}\nby kind of work (timeline, nested):\n${top(open.phases, 16, runs)}`,
)
if (process.env.FOYER_TRACE_NAMES)
  console.log(`the click's task, by function with its callees:\n${top(openInclusive, 60, runs)}`)
