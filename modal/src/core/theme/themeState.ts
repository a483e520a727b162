import type { ThemeVariables } from './themeVariables.ts'

/**
 * The theme `setTheme` set at run time (empty until then: the config's `themeMode` and
 * `themeVariables` apply). Each reader makes the store with `instanceStore('theme', () => ({}))`
 * itself, so no module is shared between the views and the wallet chunks (a shared module would
 * become a chunk of its own, preloaded by the host's first load).
 */
export type ThemeState = {
  mode?: 'light' | 'dark' | 'auto'
  variables?: ThemeVariables
}

/** The CSS custom property of the modal each colour variable sets (the shell's and views' CSS). */
export const MODAL_COLOR_PROPERTIES = {
  accent: '--accent',
  accentForeground: '--on-accent',
  background: '--bg',
  foreground: '--fg',
  muted: '--muted',
  border: '--line',
  danger: '--danger',
} as const
