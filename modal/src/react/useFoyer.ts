import { useContext } from 'react'
import { getDefaultFoyer } from '../core/defaultFoyer.ts'
import type { Foyer } from '../core/foyer.ts'
import { FoyerContext } from './FoyerContext.ts'

export const NO_FOYER_MESSAGE =
  'No Foyer instance: add foyer() from @foyer/vite to the plugins in vite.config, or wrap this tree in <FoyerProvider foyer={createFoyer(config)}>.'

/** The instance from the nearest `FoyerProvider`, else the one the Vite plugin mounted. */
export function useFoyer(): Foyer {
  const foyer = useContext(FoyerContext) ?? getDefaultFoyer()
  if (!foyer) throw new Error(NO_FOYER_MESSAGE)
  return foyer
}
