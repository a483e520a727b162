import type { Foyer } from '../foyer.ts'
import { instanceStore } from '../instanceStore.ts'
import type { Locale } from './locales.ts'
import type { Messages } from './messages/en.ts'

/** The language the views speak: its locale, direction and messages (with the host's overrides). */
export type I18nState = {
  /** `loading` while the locale's chunk is on its way; the views wait for `ready`. */
  status: 'loading' | 'ready'
  locale: Locale
  dir: 'ltr' | 'rtl'
  messages: Messages
}

/**
 * What a new instance's language starts as: nothing loaded (`startI18n` loads the catalog, even
 * English's, as a chunk of its own). The modal's unit tests start it as English, loaded
 * (`testing/setup.ts`), to render a view alone.
 */
export const initialI18n: { state: I18nState } = {
  state: { status: 'loading', locale: 'en', dir: 'ltr', messages: {} as Messages },
}

/** The instance's language. */
export const i18nStore = instanceStore<I18nState>('i18n', () => initialI18n.state)

export type { Foyer }
