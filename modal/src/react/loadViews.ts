type ViewsComponent = typeof import('./views/Views.tsx')['default']

let views: Promise<ViewsComponent> | undefined
let loaded: ViewsComponent | undefined
const listeners = new Set<(views: ViewsComponent) => void>()

/**
 * Calls `listener` once the views chunk has loaded (the idle prefetch, a hover, an open), so the
 * modal mounts its stylesheet before the first click; returns the function that stops listening.
 */
export function onViewsLoaded(listener: (views: ViewsComponent) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The modal's views are one lazy chunk, fetched on first open (or on hover of the button). */
export function loadViews(): Promise<ViewsComponent> {
  // Only the chunk's default export is read (`{ default: Views }`): the bundler then knows it
  // needs no other, and keeps the first load's modules that the views share in the first load.
  views ??= import('./views/Views.tsx').then(
    ({ default: Views }) => {
      loaded = Views
      for (const listener of listeners) listener(Views)
      return Views
    },
    (error: unknown) => {
      // A failed fetch (offline, a redeploy) can be tried again.
      views = undefined
      throw error
    },
  )
  return views
}

/** The views component once its chunk has loaded, so a reopen renders at once. */
export function loadedViews(): ViewsComponent | undefined {
  return loaded
}

/** What Chromium and others say of the connection (the Network Information API), where they do. */
type Connection = { saveData?: boolean; effectiveType?: string }

/**
 * True when the visitor asked to save data (Save-Data, a browser's lite mode) or is on a 2G-class
 * connection (`slow-2g`, `2g`): nothing is fetched for them before they show intent.
 */
export function savesData(connection: Connection | undefined = readConnection()): boolean {
  if (!connection) return false
  return connection.saveData === true || /^(slow-)?2g$/.test(connection.effectiveType ?? '')
}

function readConnection(): Connection | undefined {
  return typeof navigator === 'undefined'
    ? undefined
    : (navigator as { connection?: Connection }).connection
}

/**
 * Fetches the views when the browser is idle after the page loaded, so the first click finds
 * them ready. Only on idle time: the page's own first load is never slowed. Not for a visitor
 * saving data (`savesData`): their views come when the pointer or focus reaches the button.
 */
export function prefetchViewsWhenIdle(): void {
  if (savesData()) return
  const idle = (globalThis as { requestIdleCallback?: (fn: () => void) => void })
    .requestIdleCallback
  if (!idle) return
  // Two steps, each in an idle period of its own: the server's contracts (zod and a few hundred
  // schemas, built as their module evaluates), then the views. In one task they blocked a
  // 4×-throttled phone for a quarter of a second; split, a tap waits behind half of it at most.
  const start = () =>
    idle(() =>
      import('../core/contracts/foyerRoutes.ts').then(
        () => idle(() => void loadViews().catch(() => {})),
        () => {}, // a failed fetch is tried again on hover or open
      ),
    )
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
