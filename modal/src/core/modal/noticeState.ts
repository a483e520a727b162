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

/** A short message the modal shows over its current view ('Transaction started', …). */
export type NoticeState = {
  message?: string | undefined
  tone: 'info' | 'success' | 'error'
  /** Transaction the notice is about, if any. */
  hash?: string | undefined
  /** For a send: the amount, receiver and network, shown under the message. */
  transfer?: NoticeTransfer | undefined
}

export const initialNoticeState: NoticeState = { tone: 'info' }
