let views: Promise<typeof import('./views/Views.tsx')> | undefined

/** The modal's views are one lazy chunk, fetched on first open (or on hover of the button). */
export function loadViews() {
  views ??= import('./views/Views.tsx')
  return views
}
