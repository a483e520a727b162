/** The modal (SPEC §4): open or closed, with loading and shake flags. */
export type ModalState = {
  open: boolean
  /** The modal's views are loading: the dialog shows "Loading…" meanwhile. */
  loading: boolean
  /** True for SHAKE_DURATION_MS after `shakeModal`. */
  shake: boolean
  /**
   * The Connect button's words in the visitor's language, once the views loaded it (English
   * until then: the first load carries no catalog), and how it writes an amount.
   */
  labels?: {
    connect: string
    connecting: string
    back: string
    close: string
    amount: (text: string) => string
  }
}

export const initialModalState: ModalState = { open: false, loading: false, shake: false }

/** How long the modal shakes (SPEC §2). */
export const SHAKE_DURATION_MS = 500
