import { createContext } from 'react'
import type { Foyer } from '../core/foyer.ts'

export const FoyerContext = createContext<Foyer | undefined>(undefined)
