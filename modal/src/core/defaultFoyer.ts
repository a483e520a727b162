import type { Foyer } from './instantiateFoyer.ts'

// The page's instance created by the Vite plugin's mount script. It lives on globalThis (not in
// a module variable) so that two copies of this package on one page still find the same one.
const KEY = Symbol.for('foyer.defaultInstance')
type Holder = { [KEY]?: Foyer }

/** Registers the instance the plugin mounted, for `useFoyer()` outside a `FoyerProvider`. */
export function setDefaultFoyer(foyer: Foyer | undefined): void {
  ;(globalThis as Holder)[KEY] = foyer
}

export function getDefaultFoyer(): Foyer | undefined {
  return (globalThis as Holder)[KEY]
}
