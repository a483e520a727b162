import type { Foyer } from '../foyer.ts'
import { initialTooltipState } from './tooltipState.ts'

/** Closes the tooltip and forgets its message, position and variant. */
export function hideTooltip(foyer: Pick<Foyer, 'tooltip'>): void {
  foyer.tooltip.setState(initialTooltipState(), true)
}
