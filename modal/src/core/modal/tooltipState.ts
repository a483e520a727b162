export type TooltipVariant = 'shade' | 'fill'

/** The one tooltip of the modal (SPEC §3). */
export type TooltipState = {
  message: string
  open: boolean
  /** Where the element the tooltip points at is, in viewport pixels. */
  triggerRect: { width: number; height: number; top: number; left: number }
  variant: TooltipVariant
}

/** Closed, empty, with the default `shade` variant. */
export function initialTooltipState(): TooltipState {
  return {
    message: '',
    open: false,
    triggerRect: { width: 0, height: 0, top: 0, left: 0 },
    variant: 'shade',
  }
}
