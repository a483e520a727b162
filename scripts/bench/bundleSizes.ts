/**
 * What Foyer costs a host page, from production builds of `scripts/bench/page`: the page holding
 * only Foyer's ConnectButton (with the plugin) and the same page with a plain button (without).
 * Two builds, in memory, a few seconds each. `npm run bench:bundle` prints the figures and fails
 * over budget; `bundle.test.ts` holds `npm test` to the same budgets.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { foyer } from '@foyer/vite'
import react from '@vitejs/plugin-react'
import { build, type Plugin, type Rollup } from 'vite'

const page = path.join(path.dirname(fileURLToPath(import.meta.url)), 'page')

/** KiB of gzip (level 9). */
export const budgets = {
  /**
   * What the plugin adds to a host's first load (the entry chunk and its static imports), with
   * everything offered: email, seven social logins, WalletConnect (`foyer.full.config.ts`).
   */
  firstLoad: 10,
  /** The wallet frame's first load: what it fetches before the first email code is sent. */
  frameFirstStep: 50,
  /** All the JS Foyer brings (lazy chunks included), without react, wagmi and viem. */
  modal: 150,
}

/**
 * Packages the `modal` figure leaves out: the host's React (`scheduler` is react-dom's), and the
 * wallet stack an app pays for anyway, wagmi and viem with viem's own dependencies.
 */
export const excludedPackages = [
  'react',
  'react-dom',
  'scheduler',
  'wagmi',
  '@wagmi/core',
  'viem',
  'ox',
  'abitype',
  '@noble/*',
  '@scure/*',
]

/** The package a module id belongs to (its last `node_modules/` folder), if any. */
export function packageOf(id: string): string | undefined {
  const matches = [...id.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)\//g)]
  return matches.at(-1)?.[1]
}

export function isExcluded(id: string): boolean {
  const name = packageOf(id)
  if (!name) return false
  return excludedPackages.some((pattern) =>
    pattern.endsWith('/*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern,
  )
}

/** A build's JS chunks, which of them load first, and the gzip KiB of each. */
type Chunks = {
  chunks: Rollup.OutputChunk[]
  /** The entry chunks and everything they import statically. */
  initial: Set<Rollup.OutputChunk>
  gzip: (chunk: Rollup.OutputChunk) => number
  /** The views chunk and its static imports outside `initial`: the idle prefetch. */
  idle: Set<Rollup.OutputChunk>
  /** The chunks' gzip KiB, each times the share of its rendered code from modules `keep` accepts. */
  share: (list: Iterable<Rollup.OutputChunk>, keep?: (id: string) => boolean) => number
}

function readChunks(outputs: Rollup.RollupOutput[]): Chunks {
  const chunks = outputs
    .flatMap((o) => o.output)
    .filter((c): c is Rollup.OutputChunk => c.type === 'chunk')
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const initial = new Set<Rollup.OutputChunk>()
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || initial.has(chunk)) return
    initial.add(chunk)
    for (const file of chunk.imports) visit(byFile.get(file))
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk)
  const idle = new Set<Rollup.OutputChunk>()
  const visitIdle = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || initial.has(chunk) || idle.has(chunk)) return
    idle.add(chunk)
    for (const file of chunk.imports) visitIdle(byFile.get(file))
  }
  for (const chunk of chunks)
    if (/react\/views\/Views\.(tsx|js)$/.test(chunk.facadeModuleId ?? '')) visitIdle(chunk)
  const sizes = new Map(
    chunks.map((c) => [c, gzipSync(Buffer.from(c.code), { level: 9 }).length / 1024]),
  )
  const gzip = (chunk: Rollup.OutputChunk) => sizes.get(chunk) ?? 0
  const share = (list: Iterable<Rollup.OutputChunk>, keep?: (id: string) => boolean) => {
    let total = 0
    for (const chunk of list) {
      let kept = 0
      let all = 0
      for (const [id, module] of Object.entries(chunk.modules)) {
        all += module.renderedLength
        if (!keep || keep(id)) kept += module.renderedLength
      }
      total += all === 0 || !keep ? gzip(chunk) : gzip(chunk) * (kept / all)
    }
    return total
  }
  return { chunks, initial, idle, gzip, share }
}

/** Points the page's script at main-with.tsx or main-without.tsx. */
export function entry(name: string): Plugin {
  return {
    name: 'bench:entry',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('/main.tsx', `/${name}.tsx`),
    },
  }
}

export type PageSizes = {
  /** Gzip KiB of the entry chunk and its static imports. */
  initial: number
  /** Gzip KiB of every JS chunk, lazy ones included. */
  total: number
  /**
   * `total` without the modules of `excludedPackages`: each chunk's gzip size times the share of
   * its rendered code that comes from other modules.
   */
  withoutExcluded: number
  initialFiles: number
  files: number
  /**
   * Gzip KiB fetched before any click on top of the first load: the views chunk and what it
   * imports, prefetched in idle time (not with Save-Data or on 2G: then on hover or focus only).
   */
  idle: number
  idleFiles: number
  /**
   * Gzip KiB of the embedded wallet's modules (iframe, transport, connector, email login) in the
   * first load: each initial chunk's gzip size times those modules' share of its code.
   */
  embeddedInitial: number
  /** Gzip KiB of the embedded wallet's modules in every chunk (its lazy chunk). */
  embeddedTotal: number
  /** Gzip KiB of WalletConnect's modules (connector, provider, relay client, QR) in the first load. */
  walletConnectInitial: number
  /** Gzip KiB of WalletConnect's modules in every chunk (loaded when its view opens). */
  walletConnectTotal: number
  /** Gzip KiB of the Solana chunk's modules (Wallet Standard, transactions) in the first load. */
  solanaInitial: number
  /** Gzip KiB of the Solana chunk's modules in every chunk: none without a Solana network. */
  solanaTotal: number
  /** Gzip KiB of the modal's non-English catalogs in the first load (budget 0). */
  localeInitial: number
  /** Gzip KiB of the largest catalog's chunk (English's too): what a visitor fetches besides the views. */
  localeLargest: number
  /** Gzip KiB of all 16 catalogs (a visitor fetches one). */
  localeTotal: number
}

/** A non-English message catalog (modal or frame): each locale is a lazy chunk of its own. */
export function isLocaleModule(id: string): boolean {
  return /\/(src|dist)\/(core\/)?i18n\/messages\/(?!en[./])[a-zA-Z-]+(\.(ts|js)$|\/)/.test(id)
}

/** Any locale's catalog, English's too (the modal's English is a lazy chunk like the others). */
export function isCatalogModule(id: string): boolean {
  return /\/(src|dist)\/(core\/)?i18n\/messages\/[a-zA-Z-]+(\.(ts|js)$|\/)/.test(id)
}

/** The Solana chunk's modules: the modal's Solana code, the Wallet Standard, Solana's kit. */
export function isSolanaModule(id: string): boolean {
  return (
    /node_modules\/(@solana|@solana-program|@wallet-standard)\//.test(id) ||
    /modal\/(src|dist)\/(core|react\/views)\/solana\//.test(id)
  )
}

/** WalletConnect's modules: the connector, its provider and relay client, the QR code. */
export function isWalletConnectModule(id: string): boolean {
  return (
    /node_modules\/(@walletconnect|@reown|@wagmi\/connectors|uqr)\//.test(id) ||
    /modal\/(src|dist)\/core\/walletconnect\//.test(id)
  )
}

/** The embedded wallet's modules: lazy, never in a host's first load. */
export function isEmbeddedWalletModule(id: string): boolean {
  return /modal\/(src|dist)\/core\/embedded\/(wallet|login|transport)\//.test(id)
}

/**
 * The bench page without Foyer, with it, with it and WalletConnect offered, or with everything
 * offered (email, seven social logins, WalletConnect: `foyer.full.config.ts`).
 */
type PageKind = 'without' | 'with' | 'walletConnect' | 'full'

/** Stand-in OAuth clients, so that a build keeps every social button (socialsForBuild.ts). */
export const BENCH_OAUTH_ENV: Record<string, string> = Object.fromEntries([
  ...['GOOGLE', 'GITHUB', 'APPLE', 'FACEBOOK', 'X', 'DISCORD'].flatMap((p) => [
    [`FOYER_OAUTH_${p}_CLIENT_ID`, 'bench'],
    [`FOYER_OAUTH_${p}_CLIENT_SECRET`, 'bench'],
  ]),
  ['FOYER_OAUTH_APPLE_TEAM_ID', 'bench'],
  ['FOYER_OAUTH_APPLE_KEY_ID', 'bench'],
  ['FOYER_OAUTH_APPLE_PRIVATE_KEY', 'bench'],
])

/** Runs `fn` with `vars` set in process.env, then puts the environment back. */
export async function withEnv<T>(vars: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]))
  Object.assign(process.env, vars)
  try {
    return await fn()
  } finally {
    for (const [key, value] of Object.entries(before))
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
  }
}

const PAGE_CONFIGS: Record<Exclude<PageKind, 'without'>, string | undefined> = {
  with: undefined,
  walletConnect: 'foyer.walletconnect.config.ts',
  full: 'foyer.full.config.ts',
}

function buildPage(kind: PageKind) {
  return build({
    root: page,
    configFile: false,
    logLevel: 'error',
    plugins: [
      react(),
      entry(kind === 'without' ? 'main-without' : 'main-with'),
      ...(kind === 'without' ? [] : foyer({ configFile: PAGE_CONFIGS[kind] })),
    ],
    build: { write: false },
  })
}

async function measurePage(kind: PageKind): Promise<PageSizes> {
  const result = await withEnv(kind === 'full' ? BENCH_OAUTH_ENV : {}, () => buildPage(kind))
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]
  const { chunks, initial, idle, share } = readChunks(outputs)
  // One visitor fetches one locale: the figure counts the largest, not all fifteen.
  const localeChunks = chunks.filter((c) => Object.keys(c.modules).some(isCatalogModule))
  const localeLargest = Math.max(0, ...localeChunks.map((c) => share([c], isCatalogModule)))
  const withoutExcluded =
    share(chunks, (id) => !isExcluded(id) && !isCatalogModule(id)) + localeLargest
  const embeddedInitial = share(initial, isEmbeddedWalletModule)
  const embeddedTotal = share(chunks, isEmbeddedWalletModule)
  const walletConnectInitial = share(initial, isWalletConnectModule)
  const walletConnectTotal = share(chunks, isWalletConnectModule)
  const solanaInitial = share(initial, isSolanaModule)
  const solanaTotal = share(chunks, isSolanaModule)
  return {
    solanaInitial,
    solanaTotal,
    localeInitial: share(initial, isLocaleModule),
    localeLargest,
    localeTotal: share(localeChunks, isCatalogModule),
    embeddedInitial,
    embeddedTotal,
    walletConnectInitial,
    walletConnectTotal,
    initial: share(initial),
    total: share(chunks),
    withoutExcluded,
    initialFiles: initial.size,
    idle: share(idle),
    idleFiles: idle.size,
    files: chunks.length,
  }
}

export type BundleReport = {
  without: PageSizes
  with: PageSizes
  /** The page with WalletConnect offered (`walletConnect` in its config). */
  walletConnect: PageSizes
  /** The page with email, seven social logins and WalletConnect offered. */
  full: PageSizes
  /** KiB gzip the plugin adds to the host's first load, with everything offered (`full`). */
  firstLoad: number
  frame: FrameSizes
  /** KiB gzip of all the modal's JS without react, wagmi and viem. */
  modal: number
}

export type FrameSizes = {
  /** Gzip KiB of the frame page's entry chunk, its static imports and its stylesheet. */
  initial: number
  /** Gzip KiB of every JS chunk and stylesheet of the frame. */
  total: number
  /** Gzip KiB of viem, ox, abitype, @noble and @scure modules in the first load. */
  viemInitial: number
  /** Gzip KiB of the frame's non-English catalogs in its first load (budget 0). */
  localeInitial: number
}

/** viem and the cryptography under it: the wallet's part, never the login's first step. */
export function isViemModule(id: string): boolean {
  const name = packageOf(id)
  return !!name && /^(viem|ox|abitype|@noble\/.*|@scure\/.*)$/.test(name)
}

/** Builds the wallet frame (frame/, served by @foyer/server at /frame) in memory. */
async function measureFrame(): Promise<FrameSizes> {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../frame')
  const result = (await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'error',
    build: { write: false },
  })) as Rollup.RollupOutput
  const { chunks, initial, share } = readChunks([result])
  const localeChunks = chunks.filter((c) => Object.keys(c.modules).some(isLocaleModule))
  const localeLargest = Math.max(0, ...localeChunks.map((c) => share([c], isLocaleModule)))
  const css = result.output
    .filter((a): a is Rollup.OutputAsset => a.type === 'asset' && a.fileName.endsWith('.css'))
    .reduce((n, a) => n + gzipSync(a.source, { level: 9 }).length / 1024, 0)
  return {
    initial: share(initial) + css,
    // One visitor fetches one locale: the total counts the largest, not all fifteen.
    total: share(chunks, (id) => !isLocaleModule(id)) + localeLargest + css,
    viemInitial: share(initial, isViemModule),
    localeInitial: share(initial, isLocaleModule),
  }
}

/** Builds the page without Foyer, then with it (sequentially: two cores, other tests running). */
export async function measureBundle(): Promise<BundleReport> {
  // Vite builds for production only when NODE_ENV is unset or 'production': under vitest (`test`)
  // it would compile JSX for development and bundle development React.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  let without: PageSizes
  let withFoyer: PageSizes
  let walletConnect: PageSizes
  let full: PageSizes
  let frame: FrameSizes
  try {
    without = await measurePage('without')
    withFoyer = await measurePage('with')
    walletConnect = await measurePage('walletConnect')
    full = await measurePage('full')
    frame = await measureFrame()
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  return {
    without,
    with: withFoyer,
    walletConnect,
    full,
    frame,
    firstLoad: full.initial - without.initial,
    modal: withFoyer.withoutExcluded,
  }
}

const kib = (n: number) => n.toFixed(1)

/** One message per budget exceeded, with the figure and the budget; empty when within both. */
export function overBudget(report: BundleReport): string[] {
  const messages: string[] = []
  if (report.firstLoad > budgets.firstLoad)
    messages.push(
      `Foyer adds ${kib(report.firstLoad)} KiB gzip to a host's first load (email, socials and WalletConnect offered): over the budget of ${budgets.firstLoad} KiB`,
    )
  if (report.frame.initial > budgets.frameFirstStep)
    messages.push(
      `The wallet frame's first load is ${kib(report.frame.initial)} KiB gzip: over the budget of ${budgets.frameFirstStep} KiB`,
    )
  if (report.frame.viemInitial > 0)
    messages.push(
      `The wallet frame's first load holds ${kib(report.frame.viemInitial)} KiB gzip of viem and its cryptography: the login's first step must not (0 KiB)`,
    )
  if (report.full.localeInitial > 0 || report.frame.localeInitial > 0)
    messages.push(
      `The first load holds ${kib(report.full.localeInitial)} KiB gzip of translations (the frame's ${kib(report.frame.localeInitial)}): each locale must be a lazy chunk (0 KiB)`,
    )
  if (report.modal > budgets.modal)
    messages.push(
      `All modal JS without react, wagmi and viem is ${kib(report.modal)} KiB gzip: over the budget of ${budgets.modal} KiB`,
    )
  if (report.with.embeddedInitial > 0)
    messages.push(
      `The embedded wallet adds ${kib(report.with.embeddedInitial)} KiB gzip to a host's first load: it must load on interaction only (0 KiB)`,
    )
  if (report.walletConnect.walletConnectInitial > 0)
    messages.push(
      `WalletConnect adds ${kib(report.walletConnect.walletConnectInitial)} KiB gzip to a host's first load: it must load when its view opens only (0 KiB)`,
    )
  if (report.full.solanaInitial > 0)
    messages.push(
      `Solana adds ${kib(report.full.solanaInitial)} KiB gzip to a host's first load: it must load when the modal opens only (0 KiB)`,
    )
  return messages
}

/** The figures as the Performance table of the README. */
export function formatReport(report: BundleReport): string {
  const { without, with: withFoyer, full, frame } = report
  return [
    '| | initial JS | all JS |',
    '|---|---:|---:|',
    `| page without Foyer (React 19 + a button) | ${kib(without.initial)} | ${kib(without.total)} |`,
    `| with Foyer (wallets only) | ${kib(withFoyer.initial)} | ${kib(withFoyer.total)} |`,
    `| with Foyer, email + 7 social logins + WalletConnect offered | ${kib(full.initial)} | ${kib(full.total)} |`,
    `| **added by Foyer** (everything offered) | **${kib(report.firstLoad)}** (budget ≤ ${budgets.firstLoad}); wallets only ${kib(withFoyer.initial - without.initial)} | ${kib(full.total - without.total)}, wagmi + viem included |`,
    `| **all modal JS without react, wagmi, viem** (wallets only) | | **${kib(report.modal)}** (budget ≤ ${budgets.modal}), one locale's catalog counted |`,
    `| embedded wallet (iframe, transport, connector, email login) in the first load | **${kib(withFoyer.embeddedInitial)}** (budget 0) | ${kib(withFoyer.embeddedTotal)}, on interaction |`,
    `| WalletConnect (with \`walletConnect\` configured) in the first load | **${kib(report.walletConnect.walletConnectInitial)}** (budget 0) | ${kib(report.walletConnect.walletConnectTotal)}, when its view opens; first load then ${kib(report.walletConnect.initial - without.initial)} |`,
    `| WalletConnect without \`walletConnect\` configured | ${kib(withFoyer.walletConnectInitial)} | ${kib(withFoyer.walletConnectTotal)}: not bundled |`,
    `| Solana (a Solana network configured, the full page) in the first load | **${kib(full.solanaInitial)}** (budget 0) | ${kib(full.solanaTotal)}, when the modal opens; without a Solana network ${kib(withFoyer.solanaTotal)}: not bundled |`,
    `| a language's catalog (one lazy chunk per locale, English too; a visitor fetches one, with the views) in the first load | **${kib(full.localeInitial)}** (budget 0) | ${kib(withFoyer.localeLargest)} the largest; ${kib(withFoyer.localeTotal)} all 16 |`,
    `| fetched before any click, in idle time after the load (views; none with Save-Data or on 2G) | ${kib(withFoyer.idle)} in ${withFoyer.idleFiles} files | |`,
    `| **wallet frame**: its first load, before the first email code is sent (JS + CSS) | **${kib(frame.initial)}** (budget ≤ ${budgets.frameFirstStep}); viem in it ${kib(frame.viemInitial)} (budget 0) | ${kib(frame.total)}, the rest after the code is sent |`,
  ].join('\n')
}
