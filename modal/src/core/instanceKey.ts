/**
 * `Symbol.for(FOYER_INSTANCE_KEY)` on `globalThis` holds the instance the Vite plugin mounted.
 * A global symbol, not a module variable, so that two copies of this package on one page, the
 * devtools panel and test drivers all find the same instance. No imports: Node-side packages
 * read it too.
 */
export const FOYER_INSTANCE_KEY = 'foyer.defaultInstance'
