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
/** The locale asked for last: the language of what the frame sends now (a mail), loaded or not. */
let wanted: Locale = 'en'

/**
 * The message `key` in the frame's language, its arguments filled in.
 * @example t('dialog.approve') // 'Approve'
 */
export function t(key: FrameMessageKey, values?: Readonly<Record<string, unknown>>): string {
  return formatMessage(current.locale, current.messages[key], values)
}

/**
 * The message `key` as DOM children, with elements in it: each value that is a Node takes its
 * argument's place (an address in a `<bdi dir="ltr" translate="no">`), the rest is text.
 * @example p.append(...rich('restore.intro', { address: ltr(address) }))
 */
export function rich(
  key: FrameMessageKey,
  values: Readonly<Record<string, unknown>>,
): (string | Node)[] {
  const nodes: Node[] = []
  const marked: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(values)) {
    const isNode = typeof value === 'object' && value !== null && 'nodeType' in value
    marked[name] = isNode ? `\uE000${nodes.push(value as Node) - 1}\uE001` : value
  }
  return t(key, marked)
    .split(/\uE000(\d+)\uE001/)
    .map((part, i) => (i % 2 === 1 ? (nodes[Number(part)] as Node) : part))
    .filter((part) => part !== '')
}

/** An amount from `formatAmount`/`formatBalance` in the locale's digits and separators. */
export function amount(text: string): string {
  return localizeAmount(current.locale, text)
}

/**
 * The frame's locale: the one the modal asked for last, even while its catalog is on its way, so
 * a login mail asked for right after SYNC_THEME is in the visitor's language.
 */
export function frameLocale(): Locale {
  return wanted
}

/**
 * Speaks the best locale for `languages` (the app's `locale`, or the visitor's browser
 * languages, as the modal sends them): loads its chunk, then sets `lang` and `dir` on the page.
 * The pseudo-locale `en-XA` brackets every message (⟦…⟧). A chunk that fails to load keeps the
 * language the frame had.
 */
export function setFrameLocale(
  languages: readonly string[],
  root: HTMLElement = document.documentElement,
): Promise<Locale> {
  const done = speak(matchLocale(languages), root)
  loaded = done.catch(() => undefined)
  return done
}

/** The locale asked for last, loaded (or failed to load): nothing to wait for when none is. */
let loaded: Promise<unknown> = Promise.resolve()

/**
 * Resolves once the language asked for last is in (or after LOCALE_WAIT_MS): a dialog waits for it before it writes a
 * word, so a request that follows SYNC_THEME at once (the frame's first, on a cold start) is not
 * shown in English and left so.
 */
export function frameLocaleLoaded(): Promise<unknown> {
  // A catalog that never arrives (a stalled network) holds no request up for long: English then.
  return Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, LOCALE_WAIT_MS))])
}

/** The longest a request waits for the language's catalog. */
const LOCALE_WAIT_MS = 3000

async function speak(locale: Locale, root: HTMLElement): Promise<Locale> {
  wanted = locale
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
