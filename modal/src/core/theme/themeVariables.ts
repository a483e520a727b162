/**
 * The theme variables a host may set (`themeVariables` in foyer.config.ts, or `setTheme` at run
 * time), what each holds, and the WCAG AA contrast their colours must keep. They style the modal
 * and the wallet frame's chrome; the frame's approval and security dialogs keep their own colours.
 */
export const THEME_VARIABLES = {
  /** Links, badges, focus rings and primary buttons. */
  accent: 'color',
  /** Text on an accent-coloured button. */
  accentForeground: 'color',
  /** The dialog's background. */
  background: 'color',
  /** The dialog's text. */
  foreground: 'color',
  /** Secondary text (hints, labels). */
  muted: 'color',
  /** Lines between parts and around fields. */
  border: 'color',
  /** Errors and destructive buttons. */
  danger: 'color',
  /** The dialog's corner radius, in px (0 to 24). */
  radius: 'radius',
  /** The dialog's font family, e.g. `"Inter", system-ui, sans-serif`. */
  fontFamily: 'font',
  /** The z-index of the modal's layer over the page (0 to 2147483647). */
  zIndex: 'zIndex',
} as const

export type ThemeVariableName = keyof typeof THEME_VARIABLES
export type ThemeVariables = Partial<Record<ThemeVariableName, string | number>>
type ColorName = {
  [K in ThemeVariableName]: (typeof THEME_VARIABLES)[K] extends 'color' ? K : never
}[ThemeVariableName]

/** The colours of the built-in light and dark themes (the modal's CSS defaults). */
export const DEFAULT_THEME_COLORS: Record<'light' | 'dark', Record<ColorName, string>> = {
  light: {
    accent: '#1d4ed8',
    accentForeground: '#ffffff',
    background: '#ffffff',
    foreground: '#101828',
    muted: '#5d6b82',
    border: '#eaecf0',
    danger: '#b42318',
  },
  dark: {
    accent: '#84adff',
    accentForeground: '#0b1020',
    background: '#161b26',
    foreground: '#f2f4f7',
    muted: '#a4adbd',
    border: '#333a48',
    danger: '#fda29b',
  },
}

/** Text colour on surface colour: each pair must reach WCAG AA for text (4.5:1). */
const TEXT_PAIRS: ReadonlyArray<readonly [ColorName, ColorName]> = [
  ['foreground', 'background'],
  ['muted', 'background'],
  ['accent', 'background'],
  ['danger', 'background'],
  ['accentForeground', 'accent'],
]

/** WCAG 2 AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5

const NUMBER = '(\\d{1,3}(?:\\.\\d+)?)'
const SEP = '\\s*(?:,\\s*|\\s+)'
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i
const RGB = new RegExp(`^rgb\\(\\s*${NUMBER}${SEP}${NUMBER}${SEP}${NUMBER}\\s*\\)$`, 'i')
const HSL = new RegExp(`^hsl\\(\\s*${NUMBER}(?:deg)?${SEP}${NUMBER}%${SEP}${NUMBER}%\\s*\\)$`, 'i')
const FONT = /^[\p{L}\p{N} ,"'._-]{1,200}$/u

/**
 * An opaque colour (`#rgb`, `#rrggbb`, `rgb(r g b)`, `hsl(h s% l%)`, commas allowed) as its
 * 0–255 channels, or undefined when it is none (an alpha, a keyword, `transparent`, a `var()`).
 * @example parseColor('#1d4ed8') // [29, 78, 216]
 */
export function parseColor(value: unknown): [number, number, number] | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (HEX.test(text)) {
    const hex = text.length === 4 ? [...text.slice(1)].map((c) => c + c).join('') : text.slice(1)
    return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ]
  }
  const rgb = RGB.exec(text)
  if (rgb) {
    const channels = rgb.slice(1).map(Number) as [number, number, number]
    return channels.every((c) => c <= 255) ? channels : undefined
  }
  const hsl = HSL.exec(text)
  if (hsl) {
    const [h, s, l] = hsl.slice(1).map(Number) as [number, number, number]
    if (h > 360 || s > 100 || l > 100) return undefined
    const a = (s / 100) * Math.min(l / 100, 1 - l / 100)
    const f = (n: number) => {
      const k = (n + h / 30) % 12
      return Math.round(255 * (l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
    }
    return [f(0), f(8), f(4)]
  }
  return undefined
}

/** The relative luminance (WCAG 2) of a colour's channels. */
function luminance([r, g, b]: readonly [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** The WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(
  a: readonly [number, number, number],
  b: readonly [number, number, number],
): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** The value as CSS, or undefined when it is not valid for its variable. */
export function themeValue(name: ThemeVariableName, value: unknown): string | undefined {
  const kind = THEME_VARIABLES[name]
  if (kind === 'color') return parseColor(value) ? String(value).trim() : undefined
  if (kind === 'radius') {
    const match = /^(\d{1,2}(?:\.\d+)?)(?:px)?$/.exec(String(value).trim())
    const px = match ? Number(match[1]) : Number.NaN
    return typeof value !== 'boolean' && px >= 0 && px <= 24 ? `${px}px` : undefined
  }
  if (kind === 'font')
    return typeof value === 'string' && FONT.test(value.trim()) ? value.trim() : undefined
  const z = typeof value === 'number' ? value : Number.NaN
  return Number.isInteger(z) && z >= 0 && z <= 2147483647 ? String(z) : undefined
}

const RULES: Record<(typeof THEME_VARIABLES)[ThemeVariableName], string> = {
  color: 'must be an opaque colour: #rgb, #rrggbb, rgb(r g b) or hsl(h s% l%)',
  radius: 'must be a radius in px from 0 to 24',
  font: 'must be a font family list (letters, digits, spaces, commas, quotes, "-", "_", ".")',
  zIndex: 'must be a whole number from 0 to 2147483647',
}

/** What is wrong with one variable: its name and the rule it breaks. */
export type ThemeProblem = { variable: string; problem: string }

/**
 * Why `variables` cannot be used in `modes`, one problem per variable (empty when they can): an
 * unknown name, a value of the wrong kind, or a text colour whose contrast on its surface (the
 * variable's own, else the mode's default) is below WCAG AA's 4.5:1 in one of the modes.
 * @example themeProblems({ foreground: '#999' }, ['light'])
 * // [{ variable: 'foreground', problem: '"#999" on background "#ffffff" has a contrast of 2.84:1; WCAG AA needs 4.5:1 for text' }]
 */
export function themeProblems(
  variables: Readonly<Record<string, unknown>>,
  modes: readonly ('light' | 'dark')[],
): ThemeProblem[] {
  const problems: ThemeProblem[] = []
  for (const [name, value] of Object.entries(variables)) {
    if (!Object.hasOwn(THEME_VARIABLES, name))
      problems.push({
        variable: name,
        problem: `is not a theme variable (${Object.keys(THEME_VARIABLES).join(', ')})`,
      })
    else if (themeValue(name as ThemeVariableName, value) === undefined)
      problems.push({
        variable: name,
        problem: `${RULES[THEME_VARIABLES[name as ThemeVariableName]]}. Provided: ${JSON.stringify(value)}`,
      })
  }
  if (problems.length > 0) return problems
  for (const mode of modes) {
    const colour = (name: ColorName) =>
      (variables[name] as string | undefined) ?? DEFAULT_THEME_COLORS[mode][name]
    for (const [text, surface] of TEXT_PAIRS) {
      if (!(text in variables) && !(surface in variables)) continue
      const ratio = contrastRatio(
        parseColor(colour(text)) as [number, number, number],
        parseColor(colour(surface)) as [number, number, number],
      )
      if (ratio < MIN_TEXT_CONTRAST && !problems.some((p) => p.variable === text))
        problems.push({
          variable: text,
          problem: `"${colour(text)}" on ${surface} "${colour(surface)}" has a contrast of ${(Math.floor(ratio * 100) / 100).toFixed(2)}:1${modes.length > 1 ? ` in the ${mode} theme` : ''}; WCAG AA needs ${MIN_TEXT_CONTRAST}:1 for text`,
        })
    }
  }
  return problems
}

/** The problems as one message, a line each: `themeVariables.<name> <problem>`. */
export function describeThemeProblems(problems: readonly ThemeProblem[]): string {
  return problems.map((p) => `themeVariables.${p.variable} ${p.problem}`).join('\n')
}

/** The frame's chrome variables (frameTheme.ts) for the host's theme variables. */
export function frameThemeVariables(variables: ThemeVariables): Record<string, string | number> {
  const map: Partial<Record<ThemeVariableName, string>> = {
    background: '--foyer-frame-bg',
    foreground: '--foyer-frame-fg',
    muted: '--foyer-frame-muted',
    border: '--foyer-frame-line',
    accent: '--foyer-frame-accent',
    danger: '--foyer-frame-error',
    radius: '--foyer-frame-radius',
  }
  const out: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(variables)) {
    const variable = map[name as ThemeVariableName]
    if (variable && value !== undefined) out[variable] = value
  }
  return out
}
