import type { Foyer } from '../foyer.ts'
import { instanceStore } from '../instanceStore.ts'
import { MODAL_COLOR_PROPERTIES, type ThemeState } from './themeState.ts'

const themeStore = instanceStore<ThemeState>('theme', () => ({}))

/**
 * Applies the host's theme to the dialog, now and on each `setTheme`: the mode (`auto` follows
 * `prefers-color-scheme`, live), the colours as the CSS properties the modal's rules read, the
 * radius, the font, and the z-index of the modal's layer (its shadow host). The values were
 * checked by the config's schema or by `setTheme`. Returns the function that stops it.
 */
export function applyHostTheme(foyer: Foyer, dialog: HTMLElement): () => void {
  const scheme =
    typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined
  const host = (dialog.getRootNode() as ShadowRoot).host as HTMLElement | undefined
  const apply = () => {
    const { mode = foyer.config.themeMode, variables = foyer.config.themeVariables ?? {} } =
      themeStore(foyer).getState()
    dialog.dataset.theme = mode === 'auto' ? (scheme?.matches ? 'dark' : 'light') : mode
    for (const [name, property] of Object.entries(MODAL_COLOR_PROPERTIES)) {
      const value = variables[name as keyof typeof MODAL_COLOR_PROPERTIES]
      if (value === undefined) dialog.style.removeProperty(property)
      else dialog.style.setProperty(property, String(value))
    }
    const radius = variables.radius
    dialog.style.borderRadius = radius === undefined ? '' : `${Number.parseFloat(String(radius))}px`
    dialog.style.fontFamily = variables.fontFamily === undefined ? '' : String(variables.fontFamily)
    if (host) host.style.zIndex = variables.zIndex === undefined ? '' : String(variables.zIndex)
  }
  apply()
  const stop = themeStore(foyer).subscribe(apply)
  scheme?.addEventListener('change', apply)
  return () => {
    stop()
    scheme?.removeEventListener('change', apply)
  }
}
