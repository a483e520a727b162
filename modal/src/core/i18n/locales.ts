/**
 * The languages the modal speaks. English is the source; every other locale is a lazy chunk
 * (`loadMessages`), fetched only by a visitor who needs it. `en-XA` is the pseudo-locale: every
 * string accented and bracketed (⟦…⟧), for developers to spot a string that is not from a catalog.
 */
export const LOCALES = [
  'en',
  'ar',
  'de',
  'es',
  'fr',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'pt-BR',
  'ru',
  'tr',
  'vi',
  'zh-CN',
  'zh-TW',
] as const

export type Locale = (typeof LOCALES)[number] | 'en-XA'

/** The locales written right to left: the modal lays out mirrored for them. */
const RTL = new Set<string>(['ar'])

/** `rtl` for a right-to-left locale, else `ltr`. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  return RTL.has(locale) ? 'rtl' : 'ltr'
}

/** Chinese tags that mean traditional script (Taiwan, Hong Kong, Macau, `zh-Hant`). */
const TRADITIONAL = /^zh-(hant|tw|hk|mo)\b/i

/**
 * The best locale Foyer has for the visitor's preferences (`navigator.languages`, in order): an
 * exact tag first, else the same language (`pt-PT` → `pt-BR`, `de-AT` → `de`, `zh-HK` → `zh-TW`,
 * `zh` → `zh-CN`), else English.
 * @example matchLocale(['fr-CA', 'en']) // 'fr'
 */
export function matchLocale(preferences: readonly string[]): Locale {
  for (const tag of preferences) {
    if (tag === 'en-XA') return tag
    const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase())
    if (exact) return exact
    if (TRADITIONAL.test(tag)) return 'zh-TW'
    const language = tag.split('-')[0]?.toLowerCase()
    const same = LOCALES.find((l) => l.split('-')[0] === language)
    if (same) return same
  }
  return 'en'
}
