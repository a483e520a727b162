import type { NoticeState } from '../core/modal/noticeState.ts'
import { describeErrorIn } from './describeErrorIn.ts'
import type { I18n } from './useI18n.ts'

/**
 * What a notice says, in the visitor's language: its catalog `key` with its values (an `amount`
 * written with the locale's separators, an `error` described as `describeErrorIn` does), else its
 * `message` as it is; undefined when it says nothing.
 * @example const text = noticeText(i18n, notice); {text && <p role="status">{text}</p>}
 */
export function noticeText(
  { t, amount }: Pick<I18n, 't' | 'amount'>,
  notice: NoticeState,
): string | undefined {
  if (!notice.key) return notice.message || undefined
  const { error, ...given } = notice.values ?? {}
  const values: Record<string, unknown> = { ...given }
  if (typeof values.amount === 'string') values.amount = amount(values.amount)
  if (error !== undefined) values.reason = describeErrorIn(t, error)
  return t(notice.key, values)
}
