import { createContext } from 'react'
import type { Foyer } from '../core/instantiateFoyer.ts'

export const FoyerContext = createContext<Foyer | undefined>(undefined)
