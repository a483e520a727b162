import {
  directionOf,
  formatMessage,
  LOCALES,
  type Locale,
  matchLocale,
} from '@foyer/modal/frame-protocol'
import ar from './messages/ar.ts'
import de from './messages/de.ts'
import { en, type MailMessageKey, type MailTranslation } from './messages/en.ts'
import es from './messages/es.ts'
import fr from './messages/fr.ts'
import hi from './messages/hi.ts'
import id from './messages/id.ts'
import it from './messages/it.ts'
import ja from './messages/ja.ts'
import ko from './messages/ko.ts'
import ptBR from './messages/pt-BR.ts'
import ru from './messages/ru.ts'
import tr from './messages/tr.ts'
import vi from './messages/vi.ts'
import zhCN from './messages/zh-CN.ts'
import zhTW from './messages/zh-TW.ts'

/**
 * The locales a mail may be asked in: the modal's, and the pseudo-locale `en-XA` (every message
 * bracketed ⟦…⟧, to spot a string that is not from the catalog).
 */
export const MAIL_LOCALES = [...LOCALES, 'en-XA'] as const satisfies readonly Locale[]

/** Every locale's mail messages (the server sends them all: no chunk to load). */
const catalogs: Record<Locale, MailTranslation> = {
  en,
  ar,
  de,
  es,
  fr,
  hi,
  id,
  it,
  ja,
  ko,
  'pt-BR': ptBR,
  ru,
  tr,
  vi,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-XA': Object.fromEntries(
    Object.entries(en).map(([key, text]) => [key, `⟦${text}⟧`]),
  ) as MailTranslation,
}

/** The tag a locale's mail sets on its HTML (`lang`): the pseudo-locale is English. */
const langOf = (locale: Locale) => (locale === 'en-XA' ? 'en' : locale)

/** Escapes text for HTML (an element's content or a quoted attribute). */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  )

/** Data in HTML (a code, an email): left to right inside any sentence, never translated. */
export const ltrHtml = (value: string) => `<bdi dir="ltr" translate="no">${escapeHtml(value)}</bdi>`

/** One mail's language: its messages as text and as HTML, and its HTML wrapper. */
export type MailI18n = {
  locale: Locale
  dir: 'ltr' | 'rtl'
  /** The message `key` as plain text (a subject, a text body's line), its arguments filled in. */
  t(key: MailMessageKey, values?: Readonly<Record<string, unknown>>): string
  /**
   * The message `key` as escaped HTML; `html` values go in as given (markup such as `ltrHtml`),
   * every other value and the message's own text escaped.
   */
  html(
    key: MailMessageKey,
    values?: Readonly<Record<string, unknown>>,
    html?: Readonly<Record<string, string>>,
  ): string
  /** The mail's HTML body: `content` in an element with the locale's `lang` and `dir`. */
  body(content: string): string
  /**
   * A date and time in UTC for `changed.when`: ISO (`2026-11-23`, `10:04`) in English, as the
   * notice always said it; the locale's long date and its time otherwise.
   */
  dateTime(at: Date): { date: string; time: string }
}

/**
 * The mail messages of `locale` (`en` when absent), formatted with the modal's ICU subset.
 * @example mailI18n('ja').t('login.subject', { app: 'Foyer', code: '012345' })
 */
export function mailI18n(locale: Locale = 'en'): MailI18n {
  // A tag from outside the list (a caller's own) speaks the nearest locale.
  const resolved = Object.hasOwn(catalogs, locale) ? locale : matchLocale([locale])
  const messages = catalogs[resolved]
  const t: MailI18n['t'] = (key, values) => formatMessage(resolved, messages[key], values)
  return {
    locale: resolved,
    dir: directionOf(resolved),
    t,
    html(key, values = {}, html = {}) {
      // Markup values become placeholders the escaping leaves alone, then go in as given.
      const marks = Object.fromEntries(
        Object.keys(html).map((name) => [name, `\uE000${name}\uE001`]),
      )
      return escapeHtml(t(key, { ...values, ...marks })).replace(
        /\uE000([A-Za-z0-9_]+)\uE001/g,
        (mark, name: string) => html[name] ?? mark,
      )
    },
    body(content) {
      return `<div lang="${langOf(resolved)}" dir="${directionOf(resolved)}">${content}</div>`
    },
    dateTime(at) {
      const iso = at.toISOString()
      if (resolved === 'en' || resolved === 'en-XA')
        return { date: iso.slice(0, 10), time: iso.slice(11, 16) }
      const lang = langOf(resolved)
      return {
        date: new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(at),
        time: new Intl.DateTimeFormat(lang, {
          hour: '2-digit',
          minute: '2-digit',
          timeZone: 'UTC',
        }).format(at),
      }
    },
  }
}
