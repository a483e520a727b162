import type { Foyer } from './foyer.ts'
import { FOYER_INSTANCE_KEY } from './instanceKey.ts'

const KEY = Symbol.for(FOYER_INSTANCE_KEY)
type Holder = { [KEY]?: Foyer }

/** Registers the instance the plugin mounted, for `useFoyer()` outside a `FoyerProvider`. */
export function setDefaultFoyer(foyer: Foyer | undefined): void {
  ;(globalThis as Holder)[KEY] = foyer
}

/** The instance the plugin mounted on this page, if any. */
export function getDefaultFoyer(): Foyer | undefined {
  return (globalThis as Holder)[KEY]
}
