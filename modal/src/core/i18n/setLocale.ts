import { BaseError } from '../errors/base.ts'
import type { Foyer } from '../foyer.ts'
import { instanceStore } from '../instanceStore.ts'
import { LOCALES, type Locale } from './locales.ts'

/**
 * The locale the host chose at run time (`setLocale`; none: the config's `locale`, else the
 * browser's). Each reader (the views' `startI18n`, the wallet frame's sync) makes the store with
 * `instanceStore('locale', () => ({}))` itself, so no module is shared between their chunks.
 */
export type LocaleState = { locale?: Locale }

const localeStore = instanceStore<LocaleState>('locale', () => ({}))

const KNOWN: readonly string[] = [...LOCALES, 'en-XA']

/** A locale Foyer has no catalog for. */
export class LocaleError extends BaseError {
  override name = 'LocaleError' as const
  constructor(locale: unknown) {
    super(
      `locale ${JSON.stringify(locale)} must be one of ${KNOWN.map((l) => `"${l}"`).join(', ')}`,
    )
  }
}

/**
 * Changes the language of the modal and of the wallet frame's dialogs at run time, for a host
 * with a language picker. The open modal keeps its words until the locale's chunk has loaded,
 * then speaks (and lays out, right to left for `ar`) the new one. `undefined` goes back to the
 * config's `locale`, else the browser's languages.
 * @throws {LocaleError} for a locale Foyer has no catalog for; nothing changes then.
 * @example setLocale(getFoyer(), 'pt-BR')
 */
export function setLocale(foyer: Foyer, locale: Locale | undefined): void {
  if (locale !== undefined && !KNOWN.includes(locale)) throw new LocaleError(locale)
  localeStore(foyer).setState({ locale }, true)
}
