import type { Foyer } from '../foyer.ts'
import { instanceSlot } from '../instanceSlot.ts'
import { instanceStore } from '../instanceStore.ts'
import { i18nStore } from './i18nState.ts'
import { loadMessages } from './loadMessages.ts'
import { directionOf, type Locale, matchLocale } from './locales.ts'
import { localizeAmount } from './localizeAmount.ts'
import type { Messages } from './messages/en.ts'
import type { LocaleState } from './setLocale.ts'

/** The host's run-time choice (`setLocale`); see setLocale.ts for why it is made here too. */
const localeStore = instanceStore<LocaleState>('locale', () => ({}))

const started = instanceSlot<Promise<void>>('i18n.start')

/** The visitor's languages, most wanted first (none outside a browser). */
function preferredLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}

/**
 * Loads the language the views speak, once per instance: the host's `setLocale`, else `locale`
 * of foyer.config.ts, else the best match for the browser's languages (`matchLocale`), with the
 * host's overrides for it (`messages`). Tells the Connect button its words. Follows `setLocale`
 * afterwards: the views keep the old words until the new locale's chunk is in. A locale chunk
 * that fails to load leaves English (the views must still work offline after a redeploy).
 */
export function startI18n(foyer: Foyer): Promise<void> {
  let run = started.get(foyer)
  if (run) return run
  const wanted = () =>
    localeStore(foyer).getState().locale ?? foyer.config.locale ?? matchLocale(preferredLanguages())
  let latest = 0
  const apply = (base: Messages, ready: Locale) => {
    const messages = { ...base, ...foyer.config.messages?.[ready] }
    i18nStore(foyer).setState({ status: 'ready', locale: ready, dir: directionOf(ready), messages })
    const labels = {
      connect: messages['button.connect'],
      connecting: messages['button.connecting'],
      back: messages['view.back'],
      close: messages['view.close'],
      amount: (text: string) => localizeAmount(ready, text),
    }
    // After the render that asked (the Connect button is another component).
    if (labels.connect) queueMicrotask(() => foyer.modal.setState({ labels }))
  }
  const load = (locale: Locale) => {
    const mine = ++latest
    // A locale's chunk that fails (offline, a redeploy) leaves English, else the keys themselves.
    return loadMessages(locale)
      .then(
        (base) => ({ base, ready: locale }),
        () => loadMessages('en').then((base) => ({ base, ready: 'en' as Locale })),
      )
      .catch(() => ({ base: {} as Messages, ready: 'en' as Locale }))
      .then(({ base, ready }) => {
        if (mine === latest) apply(base, ready)
      })
  }
  let target = wanted()
  run = load(target)
  localeStore(foyer).subscribe(() => {
    const next = wanted()
    if (next === target) return
    target = next
    void load(next)
  })
  started.set(foyer, run)
  return run
}
