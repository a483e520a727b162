import type { Foyer } from '../foyer.ts'
import type { TooltipState } from './tooltipState.ts'

export type ShowTooltipParameters = {
  message: string
  triggerRect: TooltipState['triggerRect']
  /** @default 'shade' */
  variant?: TooltipState['variant'] | undefined
}

/**
 * Opens the tooltip next to an element.
 * @example showTooltip(foyer, { message: 'Copied', triggerRect: button.getBoundingClientRect() })
 */
export function showTooltip(
  foyer: Pick<Foyer, 'tooltip'>,
  parameters: ShowTooltipParameters,
): void {
  const { width, height, top, left } = parameters.triggerRect
  foyer.tooltip.setState({
    open: true,
    message: parameters.message,
    // Copied field by field: a DOMRect would otherwise be kept alive, and it is not plain data.
    triggerRect: { width, height, top, left },
    variant: parameters.variant ?? 'shade',
  })
}
