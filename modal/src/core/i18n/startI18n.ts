import type { Foyer } from '../foyer.ts'
import { instanceSlot } from '../instanceSlot.ts'
import { i18nStore } from './i18nState.ts'
import { loadMessages } from './loadMessages.ts'
import { directionOf, matchLocale } from './locales.ts'
import { localizeAmount } from './localizeAmount.ts'
import { en } from './messages/en.ts'

const started = instanceSlot<Promise<void>>('i18n.start')

/** The visitor's languages, most wanted first (none outside a browser). */
function preferredLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}

/**
 * Loads the language the views speak, once per instance: `locale` of foyer.config.ts, else the
 * best match for the browser's languages (`matchLocale`), with the host's overrides for it
 * (`messages`). Tells the Connect button its words. A locale chunk that fails to load leaves
 * English (the views must still work offline after a redeploy).
 */
export function startI18n(foyer: Foyer): Promise<void> {
  let run = started.get(foyer)
  if (run) return run
  const locale = foyer.config.locale ?? matchLocale(preferredLanguages())
  run = loadMessages(locale)
    .then((base) => ({ base, ready: locale }))
    .catch(() => ({ base: en, ready: 'en' as const }))
    .then(({ base, ready }) => {
      const messages = { ...base, ...foyer.config.messages?.[ready] }
      i18nStore(foyer).setState({
        status: 'ready',
        locale: ready,
        dir: directionOf(ready),
        messages,
      })
      foyer.modal.setState({
        labels: {
          connect: messages['button.connect'],
          connecting: messages['button.connecting'],
          amount: (text) => localizeAmount(ready, text),
        },
      })
    })
  started.set(foyer, run)
  return run
}
