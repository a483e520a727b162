import type { MessageKey } from '../i18n/messages/en.ts'

/** The transfer a send's notice is about: what went where, in words a person checks. */
export type NoticeTransfer = {
  /** As the visitor typed it, e.g. "0.01". */
  amount: string
  symbol: string
  /** The receiver's address. */
  to: string
  chainId: number
  /** The chain's block explorer (no trailing slash); none on a local chain. */
  explorerUrl?: string | undefined
}

/**
 * A short message the modal shows over its current view ('Transaction started', …). Foyer's own
 * words are a catalog `key` with its `values`, which the view translates (core holds no catalog:
 * it stays out of the host's first load); `message` is text that is not Foyer's (a wallet's own
 * words), shown as it is.
 * @example foyer.notice.setState({ key: 'notice.emailUpdated', values: { email }, tone: 'success' }, true)
 */
export type NoticeState = {
  /** Foyer's message: the view shows it in the visitor's language. */
  key?: MessageKey | undefined
  /**
   * The key's arguments. `amount` is an amount from `formatAmount` (the view writes it with the
   * locale's separators); `error` is a thrown value the view describes (`describeErrorIn`).
   */
  values?: Readonly<Record<string, unknown>> | undefined
  /** Text that is not Foyer's, shown as it is (when there is no `key`). */
  message?: string | undefined
  tone: 'info' | 'success' | 'error'
  /** Transaction the notice is about, if any. */
  hash?: string | undefined
  /** For a send: the amount, receiver and network, shown under the message. */
  transfer?: NoticeTransfer | undefined
}

export const initialNoticeState: NoticeState = { tone: 'info' }
