/** A short message the modal shows over its current view ('Transaction started', …). */
export type NoticeState = {
  message?: string | undefined
  tone: 'info' | 'success' | 'error'
  /** Transaction the notice is about, if any. */
  hash?: string | undefined
}

export const initialNoticeState: NoticeState = { tone: 'info' }
