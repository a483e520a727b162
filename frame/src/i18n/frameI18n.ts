import {
  directionOf,
  formatMessage,
  type Locale,
  localizeAmount,
  matchLocale,
} from '@foyer/modal/frame-protocol'
import { en, type FrameMessageKey, type FrameMessages } from './messages/en.ts'

/** The frame's language: English until the modal says the visitor's (SYNC_THEME's `locale`). */
let current: { locale: Locale; messages: FrameMessages } = { locale: 'en', messages: en }
let latest = 0

/**
 * The message `key` in the frame's language, its arguments filled in.
 * @example t('dialog.approve') // 'Approve'
 */
export function t(key: FrameMessageKey, values?: Readonly<Record<string, unknown>>): string {
  return formatMessage(current.locale, current.messages[key], values)
}

/** An amount from `formatAmount`/`formatBalance` in the locale's digits and separators. */
export function amount(text: string): string {
  return localizeAmount(current.locale, text)
}

/** The frame's locale now. */
export function frameLocale(): Locale {
  return current.locale
}

/**
 * Speaks the best locale for `languages` (the app's `locale`, or the visitor's browser
 * languages, as the modal sends them): loads its chunk, then sets `lang` and `dir` on the page.
 * The pseudo-locale `en-XA` brackets every message (⟦…⟧). A chunk that fails to load keeps the
 * language the frame had.
 */
export async function setFrameLocale(
  languages: readonly string[],
  root: HTMLElement = document.documentElement,
): Promise<Locale> {
  const locale = matchLocale(languages)
  const mine = ++latest
  let messages: FrameMessages
  if (locale === 'en-XA') {
    messages = Object.fromEntries(
      Object.entries(en).map(([key, text]) => [key, `⟦${text}⟧`]),
    ) as FrameMessages
  } else {
    const { loadFrameMessages } = await import('./loadFrameMessages.ts')
    messages = { ...en, ...(await loadFrameMessages(locale).catch(() => ({}))) }
  }
  if (mine !== latest) return current.locale
  current = { locale, messages }
  root.lang = locale
  root.dir = directionOf(locale)
  return locale
}
