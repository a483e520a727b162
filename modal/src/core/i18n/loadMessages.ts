import type { Locale } from './locales.ts'
import type { Messages } from './messages/en.ts'

/**
 * A locale's messages. Each locale, English too, is a chunk of its own, fetched only by a visitor
 * who reads it (one `import()` per locale, so the bundler splits them): a visitor downloads one
 * catalog. Every catalog has every key (the catalog test fails CI otherwise).
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  switch (locale) {
    case 'ar':
      return (await import('./messages/ar.ts')).default
    case 'de':
      return (await import('./messages/de.ts')).default
    case 'es':
      return (await import('./messages/es.ts')).default
    case 'fr':
      return (await import('./messages/fr.ts')).default
    case 'hi':
      return (await import('./messages/hi.ts')).default
    case 'id':
      return (await import('./messages/id.ts')).default
    case 'it':
      return (await import('./messages/it.ts')).default
    case 'ja':
      return (await import('./messages/ja.ts')).default
    case 'ko':
      return (await import('./messages/ko.ts')).default
    case 'pt-BR':
      return (await import('./messages/pt-BR.ts')).default
    case 'ru':
      return (await import('./messages/ru.ts')).default
    case 'tr':
      return (await import('./messages/tr.ts')).default
    case 'vi':
      return (await import('./messages/vi.ts')).default
    case 'zh-CN':
      return (await import('./messages/zh-CN.ts')).default
    case 'zh-TW':
      return (await import('./messages/zh-TW.ts')).default
    case 'en-XA':
      return pseudo((await import('./messages/en.ts')).en)
    default:
      return (await import('./messages/en.ts')).en
  }
}

/**
 * The pseudo-locale: each English message bracketed (⟦…⟧), so a string on screen without the
 * brackets is one that does not come from a catalog.
 */
export function pseudo(messages: Messages): Messages {
  const out = {} as Record<string, string>
  for (const [key, text] of Object.entries(messages)) out[key] = `⟦${text}⟧`
  return out as Messages
}
