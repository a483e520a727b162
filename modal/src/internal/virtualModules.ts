/** The validated `foyer.config.ts`, as a module the mount script imports. */
export const VIRTUAL_CONFIG_ID = 'virtual:foyer/config'

/** The mount script: creates the page's instance and renders the modal. */
export const VIRTUAL_MOUNT_ID = 'virtual:foyer/mount'

/**
 * The module an app without an index.html of its own imports to get the modal (React Router's
 * root, TanStack Start's root route, an Astro layout's script); in the browser the plugin serves
 * the mount script for it.
 */
export const PAGE_MODULE = '@foyer/modal/page'

/** URL of the mount script in index.html; resolved to the virtual module in dev and build. */
export const MOUNT_URL = '/@foyer/mount.js'

/** Where `vite dev` serves the Foyer server on the app's own origin (the plugin proxies it). */
export const API_PATH = '/__foyer/api'

/** The devtools panel injected into the page in dev, and its standalone page. */
export const VIRTUAL_DEVTOOLS_ID = 'virtual:foyer/devtools'
export const VIRTUAL_DEVTOOLS_STANDALONE_ID = 'virtual:foyer/devtools-standalone'

/**
 * A virtual module's id as the dev server serves it to the browser, e.g. to fetch the resolved
 * config from a running dev server.
 * @example new URL(devServerPath(VIRTUAL_CONFIG_ID), 'http://localhost:5173')
 */
export function devServerPath(id: string): string {
  return `/@id/__x00__${id}`
}
