import type { Foyer } from '../instantiateFoyer.ts'
import { closeModal } from '../modal/closeModal.ts'
import type { Route } from './routes.ts'

/**
 * After a network switch: back to the view that preceded Networks in the history, or close
 * when there is none (SPEC §2).
 */
export function afterNetworkSwitch(foyer: Foyer): void {
  const before = foyer.router.getState().history
  const index = before.findLastIndex((route) => route.view === 'Networks')
  const after: Route[] = index > 0 ? before.slice(0, index) : []
  if (after.length === 0) {
    closeModal(foyer)
    return
  }
  foyer.router.setState({ history: after })
  foyer.bus.emit('router', { action: 'back', before, after })
}
