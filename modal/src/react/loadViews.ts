type ViewsModule = typeof import('./views/Views.tsx')

let views: Promise<ViewsModule> | undefined
let loaded: ViewsModule | undefined

/** The modal's views are one lazy chunk, fetched on first open (or on hover of the button). */
export function loadViews(): Promise<ViewsModule> {
  views ??= import('./views/Views.tsx').then(
    (module) => {
      loaded = module
      return module
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
export function loadedViews(): ViewsModule['default'] | undefined {
  return loaded?.default
}

/**
 * Fetches the views when the browser is idle after the page loaded, so the first click finds
 * them ready. Only on idle time: the page's own first load is never slowed.
 */
export function prefetchViewsWhenIdle(): void {
  const idle = (globalThis as { requestIdleCallback?: (fn: () => void) => void })
    .requestIdleCallback
  const start = () => (idle ? idle(() => void loadViews().catch(() => {})) : undefined)
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
