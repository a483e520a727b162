import type { ReactNode } from 'react'
import type { Foyer } from '../core/foyer.ts'
import { FoyerContext } from './FoyerContext.ts'

/** Gives a subtree its own instance. Not needed when the Vite plugin mounts Foyer. */
export function FoyerProvider({ foyer, children }: { foyer: Foyer; children: ReactNode }) {
  return <FoyerContext.Provider value={foyer}>{children}</FoyerContext.Provider>
}
