import type { Foyer } from '../foyer.ts'
import { instanceStore } from '../instanceStore.ts'
import type { Locale } from './locales.ts'
import { en, type Messages } from './messages/en.ts'

/** The language the views speak: its locale, direction and messages (with the host's overrides). */
export type I18nState = {
  /** `loading` while a locale's chunk is on its way; the views wait for `ready`. */
  status: 'loading' | 'ready'
  locale: Locale
  dir: 'ltr' | 'rtl'
  messages: Messages
}

/** The instance's language, English until `startI18n` has loaded the visitor's. */
export const i18nStore = instanceStore<I18nState>('i18n', () => ({
  status: 'loading',
  locale: 'en',
  dir: 'ltr',
  messages: en,
}))

export type { Foyer }
