export type ModalState = {
  open: boolean
  /** A view is waiting for code or data it needs. */
  loading: boolean
  /** True for SHAKE_DURATION_MS after `shakeModal`. */
  shake: boolean
}

/** How long the modal shakes (SPEC §2). */
export const SHAKE_DURATION_MS = 500
