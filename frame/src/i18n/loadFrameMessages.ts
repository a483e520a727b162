import type { Locale } from '@foyer/modal/frame-protocol'
import type { FrameMessages } from './messages/en.ts'

/** A locale's translations: a chunk of its own each, fetched only by a visitor who reads it. */
export async function loadFrameMessages(locale: Locale): Promise<Partial<FrameMessages>> {
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
    default:
      return {}
  }
}
