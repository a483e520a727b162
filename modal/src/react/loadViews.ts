type ViewsModule = typeof import('./views/Views.tsx')

let views: Promise<ViewsModule> | undefined
let loaded: ViewsModule | undefined

/** The modal's views are one lazy chunk, fetched on first open (or on hover of the button). */
export function loadViews(): Promise<ViewsModule> {
  views ??= import('./views/Views.tsx').then((module) => {
    loaded = module
    return module
  })
  return views
}

/** The views component once its chunk has loaded, so a reopen renders at once. */
export function loadedViews(): ViewsModule['default'] | undefined {
  return loaded?.default
}
