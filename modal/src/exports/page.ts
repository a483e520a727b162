/**
 * `import '@foyer/modal/page'` puts the modal on the page from a module, for apps whose HTML is
 * not an index.html that Vite transforms: React Router in framework mode, TanStack Start, Astro,
 * Vike. With foyer() from @foyer/vite in the Vite config, the browser gets the plugin's mount
 * script in place of this module (once, however many modules import it). What stays is this
 * file, which does nothing: on the server (SSR renders no per-user state; the session is
 * restored in the browser, after hydration) and in a browser without the plugin, where `vite dev`
 * warns (a build drops it: the package has no side effects).
 * @example
 * // app/root.tsx (React Router), src/routes/__root.tsx (TanStack Start)
 * import '@foyer/modal/page'
 */
if (typeof window !== 'undefined' && typeof document !== 'undefined')
  console.warn(
    '[foyer] @foyer/modal/page was imported without the Vite plugin: add foyer() from @foyer/vite to the plugins of your Vite config (astro.config: vite.plugins) to mount the modal.',
  )

export {}
