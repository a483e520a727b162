// @vitest-environment node
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { buildImportGraph, findCircles, type ImportEdge } from './testing/importGraph.ts'

/**
 * The never-rules of docs/ARCHITECTURE.md, checked over the import graph of modal/src and
 * server/src (type-only and lazy imports count). Every rule holds: a test fails with the list of
 * what breaks it (there is no allow-list left; it went from 56 listed violations to none).
 */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const graph = buildImportGraph(repoRoot, ['modal/src', 'server/src'])

const core = 'modal/src/core/'
const react = 'modal/src/react/'

/** The area of a core file: its folder under core/, or `kernel` for the files at core's top. */
function areaOf(file: string): string | undefined {
  if (!file.startsWith(core)) return undefined
  const rest = file.slice(core.length)
  return rest.includes('/') ? (rest.split('/')[0] as string) : 'kernel'
}

/** Layers of core (docs/ARCHITECTURE.md §Layers). Every other folder of core is a feature. */
const kernelAreas = new Set([
  'kernel',
  'bus',
  'errors',
  'storage',
  'config',
  'router',
  'modal',
  // The shared rules of modal, frame and server (chain id, code, providers, error body), every
  // HTTP route's contract and the one client of the server.
  'contracts',
  // The language and the look every part shares: the message catalogs and their ICU formatter,
  // the locales, the theme variables and their contrast rule.
  'i18n',
  'theme',
])
const connectionAreas = new Set(['connection', 'network', 'rpc'])
/**
 * The composition root: the one place that lists the features and plugs them into the kernel and
 * the connection (the engine's extensions, the start-up of a mounted instance).
 */
const compositionAreas = new Set(['composition'])
const isFeature = (area: string | undefined) =>
  area !== undefined &&
  !kernelAreas.has(area) &&
  !connectionAreas.has(area) &&
  !compositionAreas.has(area)
/**
 * The only imports of the composition root: the instance's default `loadEngine` (lazily, so the
 * features' engine code stays out of the first load) and the mount, which starts the instance.
 */
const mayImportComposition = (edge: ImportEdge) =>
  (edge.from === `${core}instantiateFoyer.ts` &&
    edge.to === `${core}composition/createEngine.ts` &&
    edge.kind === 'dynamic') ||
  (edge.from === `${react}mountFoyer.tsx` && edge.to === `${core}composition/startFoyer.ts`)
/** A feature's declared port: the one file other features may import (types, ids, events). */
const isPort = (file: string) => /\/port\.ts$/.test(file)
/** Files that route or shake: the router itself and the navigation policies. */
const mayRoute = (file: string) =>
  file.startsWith(`${core}router/`) ||
  file === `${core}modal/shakeModal.ts` ||
  /\/navigationPolicy\.ts$/.test(file)

const short = (file: string) => file.replace(/^modal\/src\//, '')
const edgeName = (edge: ImportEdge) => `${short(edge.from)} -> ${short(edge.to)}`
const internal = graph.edges.filter((edge) => !edge.external)
const unique = (items: string[]) => [...new Set(items)].sort()
const sourceOf = (file: string) => readFileSync(`${repoRoot}${file}`, 'utf8')

/** Lines of code that call one of `names`, per file, as `file: name`. */
function calls(files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    [...sourceOf(file).matchAll(pattern)].map((match) => `${short(file)}: ${match[1]}`),
  )
}

const rules: Record<string, () => string[]> = {
  /** The kernel (instance, bus, router, modal state, storage, config, errors) knows no feature. */
  'kernel imports no feature': () =>
    internal
      .filter((edge) => kernelAreas.has(areaOf(edge.from) ?? '') && isFeature(areaOf(edge.to)))
      .map(edgeName),
  /** connection/ (with network/ and rpc/) knows no feature; features plug into it. */
  'connection imports no feature': () =>
    internal
      .filter((edge) => connectionAreas.has(areaOf(edge.from) ?? '') && isFeature(areaOf(edge.to)))
      .map(edgeName),
  /** Only the instance's default `loadEngine` (lazily) and the mount import the composition root. */
  'nothing else imports the composition root': () =>
    internal
      .filter(
        (edge) =>
          compositionAreas.has(areaOf(edge.to) ?? '') &&
          !compositionAreas.has(areaOf(edge.from) ?? '') &&
          !mayImportComposition(edge),
      )
      .map(edgeName),
  /** A feature reaches another only through the bus or the other's declared port. */
  'features import no other feature': () =>
    internal
      .filter((edge) => {
        const from = areaOf(edge.from)
        const to = areaOf(edge.to)
        return isFeature(from) && isFeature(to) && from !== to && !isPort(edge.to)
      })
      .map(edgeName),
  /** Core runs without React: no react packages, nothing of modal/src/react, no .tsx. */
  'core imports no React': () =>
    graph.edges
      .filter(
        (edge) =>
          edge.from.startsWith(core) &&
          (/^(react|react-dom|wagmi|@tanstack\/react-query)(\/|$)/.test(edge.to) ||
            edge.to.startsWith(react) ||
            edge.to.endsWith('.tsx')),
      )
      .map(edgeName),
  /** Views read stores; only core's reducers write them. */
  'views import no store setters': () =>
    internal
      .filter(
        (edge) =>
          edge.from.startsWith(react) &&
          /(Reducer|updateConnection|instanceStore|Store)\.ts$/.test(edge.to),
      )
      .map(edgeName),
  'views call no setState on a store': () =>
    calls(
      graph.files.filter((file) => file.startsWith(react)),
      /\b(?!this\b)(\w+(?:\.\w+)*)\.setState\(/g,
    ),
  /** Core actions return results and emit events; navigation policies route. */
  'core does not route or shake outside navigation policies': () =>
    calls(
      graph.files.filter((file) => file.startsWith(core) && !mayRoute(file)),
      /\b(pushRoute|resetRoute|commitRoute|goBack|shakeModal)\(/g,
    ),
  'views do not route': () =>
    calls(
      graph.files.filter((file) => file.startsWith(react)),
      /\b(pushRoute|resetRoute|commitRoute|shakeModal)\(/g,
    ),
  /** State lives in stores on the instance, not in module-level registries keyed by it. */
  'no module-level WeakMap registries': () =>
    calls(
      graph.files.filter((file) => file.startsWith(core)),
      /\bnew (WeakMap)\b/g,
    ),
  /** No import circle between files, type-only and lazy imports included. */
  'no import circles in modal/src/core': () =>
    findCircles(
      graph.files.filter((file) => file.startsWith(core)),
      internal.filter((edge) => edge.from.startsWith(core)),
    ).map((circle) => circle.map(short).join(' ')),
  'no import circles in server/src': () =>
    findCircles(
      graph.files.filter((file) => file.startsWith('server/src/')),
      internal.filter((edge) => edge.from.startsWith('server/src/')),
    ).map((circle) => circle.join(' ')),
}

const found = Object.fromEntries(
  Object.entries(rules).map(([name, rule]) => [name, unique(rule())]),
)

describe('architecture (docs/ARCHITECTURE.md)', () => {
  it('reads the import graph of modal/src and server/src', () => {
    expect(graph.files.length).toBeGreaterThan(200)
    // A type-only import and a lazy import are edges too.
    expect(graph.edges.some((edge) => edge.kind === 'type')).toBe(true)
    expect(graph.edges.some((edge) => edge.kind === 'dynamic')).toBe(true)
  })

  for (const name of Object.keys(rules)) {
    it(`never: ${name}`, () => {
      // Each line names the file (and the import or call) that breaks the rule.
      expect(found[name]).toEqual([])
    })
  }
})
