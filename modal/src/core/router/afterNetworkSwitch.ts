import type { Foyer } from '../foyer.ts'
import { closeModal } from '../modal/closeModal.ts'
import { commitRoute } from './commitRoute.ts'

/**
 * After a network switch: back to the view that preceded Networks in the history, or close
 * when there is none (SPEC §2).
 */
export function afterNetworkSwitch(foyer: Foyer): void {
  const history = foyer.router.getState().history
  const index = history.findLastIndex((route) => route.view === 'Networks')
  if (index > 0) commitRoute(foyer, 'back', history.slice(0, index))
  else closeModal(foyer)
}
