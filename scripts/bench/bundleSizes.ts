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
  /** What the plugin adds to a host's first load: the entry chunk and its static imports. */
  firstLoad: 30,
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

/** The bench page without Foyer, with it, or with it and WalletConnect offered. */
type PageKind = 'without' | 'with' | 'walletConnect'

async function measurePage(kind: PageKind): Promise<PageSizes> {
  const result = await build({
    root: page,
    configFile: false,
    logLevel: 'error',
    plugins: [
      react(),
      entry(kind === 'without' ? 'main-without' : 'main-with'),
      ...(kind === 'with' ? foyer() : []),
      ...(kind === 'walletConnect' ? foyer({ configFile: 'foyer.walletconnect.config.ts' }) : []),
    ],
    build: { write: false },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]
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

  const gzip = new Map(
    chunks.map((c) => [c, gzipSync(Buffer.from(c.code), { level: 9 }).length / 1024]),
  )
  const sum = (list: Iterable<Rollup.OutputChunk>) =>
    [...list].reduce((n, c) => n + (gzip.get(c) ?? 0), 0)
  /** The chunk's gzip KiB times the share of its rendered code from modules `keep` accepts. */
  const share = (chunk: Rollup.OutputChunk, keep: (id: string) => boolean) => {
    let kept = 0
    let all = 0
    for (const [id, module] of Object.entries(chunk.modules)) {
      all += module.renderedLength
      if (keep(id)) kept += module.renderedLength
    }
    return all === 0 ? (gzip.get(chunk) ?? 0) : (gzip.get(chunk) ?? 0) * (kept / all)
  }
  let withoutExcluded = 0
  for (const chunk of chunks) withoutExcluded += share(chunk, (id) => !isExcluded(id))
  let embeddedInitial = 0
  for (const chunk of initial) embeddedInitial += share(chunk, isEmbeddedWalletModule)
  let embeddedTotal = 0
  for (const chunk of chunks) embeddedTotal += share(chunk, isEmbeddedWalletModule)
  let walletConnectInitial = 0
  for (const chunk of initial) walletConnectInitial += share(chunk, isWalletConnectModule)
  let walletConnectTotal = 0
  for (const chunk of chunks) walletConnectTotal += share(chunk, isWalletConnectModule)
  return {
    embeddedInitial,
    embeddedTotal,
    walletConnectInitial,
    walletConnectTotal,
    initial: sum(initial),
    total: sum(chunks),
    withoutExcluded,
    initialFiles: initial.size,
    files: chunks.length,
  }
}

export type BundleReport = {
  without: PageSizes
  with: PageSizes
  /** The page with WalletConnect offered (`walletConnect` in its config). */
  walletConnect: PageSizes
  /** KiB gzip the plugin adds to the host's first load. */
  firstLoad: number
  /** KiB gzip of all the modal's JS without react, wagmi and viem. */
  modal: number
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
  try {
    without = await measurePage('without')
    withFoyer = await measurePage('with')
    walletConnect = await measurePage('walletConnect')
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  return {
    without,
    with: withFoyer,
    walletConnect,
    firstLoad: withFoyer.initial - without.initial,
    modal: withFoyer.withoutExcluded,
  }
}

const kib = (n: number) => n.toFixed(1)

/** One message per budget exceeded, with the figure and the budget; empty when within both. */
export function overBudget(report: BundleReport): string[] {
  const messages: string[] = []
  if (report.firstLoad > budgets.firstLoad)
    messages.push(
      `Foyer adds ${kib(report.firstLoad)} KiB gzip to a host's first load: over the budget of ${budgets.firstLoad} KiB`,
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
  return messages
}

/** The figures as the Performance table of the README. */
export function formatReport(report: BundleReport): string {
  const { without, with: withFoyer } = report
  return [
    '| | initial JS | all JS |',
    '|---|---:|---:|',
    `| page without Foyer (React 19 + a button) | ${kib(without.initial)} | ${kib(without.total)} |`,
    `| with Foyer | ${kib(withFoyer.initial)} | ${kib(withFoyer.total)} |`,
    `| **added by Foyer** | **${kib(report.firstLoad)}** (budget ≤ ${budgets.firstLoad}) | ${kib(withFoyer.total - without.total)}, wagmi + viem included |`,
    `| **all modal JS without react, wagmi, viem** | | **${kib(report.modal)}** (budget ≤ ${budgets.modal}) |`,
    `| embedded wallet (iframe, transport, connector, email login) in the first load | **${kib(withFoyer.embeddedInitial)}** (budget 0) | ${kib(withFoyer.embeddedTotal)}, on interaction |`,
    `| WalletConnect (with \`walletConnect\` configured) in the first load | **${kib(report.walletConnect.walletConnectInitial)}** (budget 0) | ${kib(report.walletConnect.walletConnectTotal)}, when its view opens; first load then ${kib(report.walletConnect.initial - without.initial)} |`,
    `| WalletConnect without \`walletConnect\` configured | ${kib(withFoyer.walletConnectInitial)} | ${kib(withFoyer.walletConnectTotal)}: not bundled |`,
  ].join('\n')
}
