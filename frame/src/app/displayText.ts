// Control, format (bidi overrides and isolates, zero-width characters) and line/paragraph
// separator characters: they reorder or hide what a person reads.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu
// Bidi controls (ALM, LRM, RLM, LRE…RLO, LRI…PDI) and C0/C1 controls (tab and newlines are kept).
const MISLEADING = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu
const KEPT = new Set(['\n', '\r', '\t'])

/**
 * Text that a page chose (an app name, an origin), made safe to show as one line: control and
 * format characters removed (so no bidi override can reorder it), whitespace collapsed, at most
 * `max` characters (an ellipsis ends a cut).
 * @example plainText('Foyer\u202Eomed', 40) // 'Foyeromed'
 */
export function plainText(text: string, max = Number.POSITIVE_INFINITY): string {
  const clean = text.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim()
  const chars = [...clean]
  return chars.length > max ? `${chars.slice(0, Math.max(0, max - 1)).join('')}…` : clean
}

/**
 * Text that is signed or sent (a message, a request), shown as it is but with its bidi and
 * control characters made visible (`⟨U+202E⟩`) instead of acting, so the text a person reads is
 * the text they sign.
 * @example showControls('pay\u202Eevil') // 'pay⟨U+202E⟩evil'
 */
export function showControls(text: string): string {
  return text.replace(MISLEADING, (c) =>
    KEPT.has(c) ? c : `⟨U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟩`,
  )
}
