import { createElement, Fragment, type ReactNode, useMemo } from 'react'
import type { Foyer } from '../core/foyer.ts'
import { formatMessage } from '../core/i18n/formatMessage.ts'
import { i18nStore } from '../core/i18n/i18nState.ts'
import { localizeAmount } from '../core/i18n/localizeAmount.ts'
import type { MessageKey, Messages } from '../core/i18n/messages/en.ts'
import { useFoyerState } from './useFoyerState.ts'

type Values = Readonly<Record<string, unknown>>

/** What a view speaks with: `t` for a message, `rich` for one with elements in it, `amount`. */
export type I18n = {
  locale: string
  dir: 'ltr' | 'rtl'
  /** The message `key` in the visitor's language, its arguments filled in. */
  t: (key: MessageKey, values?: Values) => string
  /**
   * The message with elements for some arguments (a bold amount, an address kept left to
   * right): `rich('send.confirm', { to: <bdi dir="ltr">{address}</bdi> })`.
   */
  rich: (key: MessageKey, values: Readonly<Record<string, ReactNode>>) => ReactNode
  /** An amount from `formatAmount`/`formatBalance` in the locale's digits and separators. */
  amount: (text: string) => string
}

/** A mark that cannot occur in a message, around the index of an element argument. */
const MARK = '\u0000'

/** Builds the `I18n` of a locale and its messages (also for tests, without a store). */
export function makeI18n(locale: string, dir: 'ltr' | 'rtl', messages: Messages): I18n {
  const t = (key: MessageKey, values?: Values) =>
    formatMessage(locale, messages[key] ?? key, values)
  return {
    locale,
    dir,
    t,
    rich: (key, values) => {
      const nodes: ReactNode[] = []
      const marked: Record<string, unknown> = {}
      for (const [name, value] of Object.entries(values)) {
        if (value !== null && typeof value === 'object') {
          marked[name] = `${MARK}${nodes.length}${MARK}`
          nodes.push(value)
        } else marked[name] = value
      }
      const text = t(key, marked)
      return text
        .split(MARK)
        .map((part, i) =>
          createElement(Fragment, { key: i }, i % 2 === 1 ? nodes[Number(part)] : part),
        )
    },
    amount: (text) => localizeAmount(locale, text),
  }
}

/**
 * The visitor's language for a view (`startI18n` has loaded it before the views render).
 * @example const { t } = useI18n(foyer); <h2>{t('connect.title')}</h2>
 */
export function useI18n(foyer: Foyer): I18n {
  const state = useFoyerState(i18nStore(foyer), (s) => s)
  return useMemo(
    () => makeI18n(state.locale, state.dir, state.messages),
    [state.locale, state.dir, state.messages],
  )
}
