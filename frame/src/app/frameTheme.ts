/** What a theme variable may hold: an opaque colour, or a corner radius in px. */
type ThemeValueKind = 'color' | 'radius'

/**
 * The theme variables SYNC_THEME may set, and what each may hold. They style the frame's
 * non-security chrome only (`styles.css`: the page shown where no app may embed the frame, and
 * whatever chrome comes later); the security dialogs (approval, email change, recovery key,
 * restore, private key export) have their own stylesheet (`secure.css`) with literal colours,
 * which no variable reaches. Anything else a host sends is ignored.
 * - colours: `#rgb`, `#rrggbb`, `rgb(r g b)` / `rgb(r, g, b)` (0–255), `hsl(h s% l%)` /
 *   `hsl(h, s%, l%)`: opaque only (no alpha, no `transparent`, no keyword);
 * - `--foyer-frame-radius`: a length in px (a number or `"12px"`) from 0 to 24.
 */
export const THEME_VARIABLES: Readonly<Record<string, ThemeValueKind>> = {
  '--foyer-frame-bg': 'color',
  '--foyer-frame-fg': 'color',
  '--foyer-frame-muted': 'color',
  '--foyer-frame-line': 'color',
  '--foyer-frame-accent': 'color',
  '--foyer-frame-error': 'color',
  '--foyer-frame-radius': 'radius',
}

/** The corner radius range of `--foyer-frame-radius`, in px. */
export const THEME_RADIUS_PX = { min: 0, max: 24 } as const

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i
const NUMBER = '(\\d{1,3}(?:\\.\\d+)?)'
const RGB = new RegExp(
  `^rgb\\(\\s*${NUMBER}\\s*(?:,\\s*|\\s+)${NUMBER}\\s*(?:,\\s*|\\s+)${NUMBER}\\s*\\)$`,
  'i',
)
const HSL = new RegExp(
  `^hsl\\(\\s*${NUMBER}(?:deg)?\\s*(?:,\\s*|\\s+)${NUMBER}%\\s*(?:,\\s*|\\s+)${NUMBER}%\\s*\\)$`,
  'i',
)

/** The value as the frame sets it, or undefined when it is not a valid value of that kind. */
export function themeValue(kind: ThemeValueKind, value: unknown): string | undefined {
  if (kind === 'radius') {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : ''
    const match = /^(\d{1,2}(?:\.\d+)?)(?:px)?$/.exec(text.trim())
    const px = match ? Number(match[1]) : Number.NaN
    return px >= THEME_RADIUS_PX.min && px <= THEME_RADIUS_PX.max ? `${px}px` : undefined
  }
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (HEX.test(text)) return text.toLowerCase()
  const rgb = RGB.exec(text)
  if (rgb) {
    const channels = rgb.slice(1).map(Number)
    return channels.every((c) => c <= 255) ? `rgb(${channels.join(' ')})` : undefined
  }
  const hsl = HSL.exec(text)
  if (hsl) {
    const [h, s, l] = hsl.slice(1).map(Number) as [number, number, number]
    return h <= 360 && s <= 100 && l <= 100 ? `hsl(${h} ${s}% ${l}%)` : undefined
  }
  return undefined
}

/**
 * Applies SYNC_THEME to `root` (the frame's `<html>`): `data-theme` only for light or dark, and
 * only the listed variables with valid values (the previous ones are cleared first). Returns the
 * variables it set.
 * @example applyTheme(document.documentElement, 'dark', { '--foyer-frame-accent': '#1f55d6' })
 */
export function applyTheme(
  root: HTMLElement,
  mode: unknown,
  variables: Record<string, unknown> = {},
): Record<string, string> {
  if (mode === 'light' || mode === 'dark') root.dataset.theme = mode
  for (const name of Object.keys(THEME_VARIABLES)) root.style.removeProperty(name)
  const applied: Record<string, string> = {}
  for (const [name, value] of Object.entries(variables)) {
    const kind = Object.hasOwn(THEME_VARIABLES, name) ? THEME_VARIABLES[name] : undefined
    const valid = kind && themeValue(kind, value)
    if (!valid) continue
    root.style.setProperty(name, valid)
    applied[name] = valid
  }
  return applied
}
