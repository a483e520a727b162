import type { Foyer } from './foyer.ts'
import { FOYER_INSTANCE_KEY } from './instanceKey.ts'

const KEY = Symbol.for(FOYER_INSTANCE_KEY)
type Holder = { [KEY]?: Foyer }

const listeners = new Set<() => void>()

/** Registers the instance the plugin mounted, for `useFoyer()` outside a `FoyerProvider`. */
export function setDefaultFoyer(foyer: Foyer | undefined): void {
  ;(globalThis as Holder)[KEY] = foyer
  for (const listener of listeners) listener()
}

/**
 * Calls `listener` when the page's instance is set or removed (a button rendered before the
 * mount script ran, as an Astro island can be, waits for it). Returns the function that stops it.
 */
export function subscribeDefaultFoyer(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The instance the plugin mounted on this page, if any. */
export function getDefaultFoyer(): Foyer | undefined {
  return (globalThis as Holder)[KEY]
}
