import type { Foyer } from '../foyer.ts'
import { closeModal } from '../modal/closeModal.ts'
import { commitRoute } from './commitRoute.ts'

/** Returns to the previous view, or closes the modal when there is none (SPEC §2). */
export function goBack(foyer: Foyer): void {
  const history = foyer.router.getState().history
  if (history.length <= 1) closeModal(foyer)
  else commitRoute(foyer, 'back', history.slice(0, -1))
}
