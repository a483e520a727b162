import type { Foyer } from '../foyer.ts'
import { SAFE_INFO_TIMEOUT, SAFE_ORIGINS } from './constants.ts'

/** The instance's Safe options with their defaults, or undefined when `safe: false`. */
export function safeOptions(foyer: Foyer): { origins: string[]; infoTimeout: number } | undefined {
  const { safe } = foyer.config
  if (safe === false) return undefined
  return {
    origins: safe?.origins ?? [...SAFE_ORIGINS],
    infoTimeout: safe?.infoTimeout ?? SAFE_INFO_TIMEOUT,
  }
}

/**
 * Whether the page may be a Safe App now: it is framed and Safe is on, and the browser names
 * (`location.ancestorOrigins`, Chromium and Safari) a parent on one of the Safe origins. Where it
 * names none (Firefox), any frame may be: the SDK still answers only those origins.
 */
export function framedBySafe(foyer: Foyer): boolean {
  if (typeof window === 'undefined' || window.parent === window) return false
  const options = safeOptions(foyer)
  if (!options) return false
  const parent = window.location.ancestorOrigins?.[0]
  return parent === undefined || options.origins.includes(parent)
}
