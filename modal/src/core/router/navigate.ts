import type { Foyer } from '../instantiateFoyer.ts'
import { closeModal } from '../modal/closeModal.ts'
import type { Route } from './routes.ts'

function commit(foyer: Foyer, action: 'push' | 'replace' | 'reset', after: Route[]) {
  const before = foyer.router.getState().history
  foyer.router.setState({ history: after })
  foyer.bus.emit('router', { action, before, after })
}

/** Shows `route` on top of the history. */
export function pushRoute(foyer: Foyer, route: Route): void {
  commit(foyer, 'push', [...foyer.router.getState().history, route])
}

/** Replaces the current view, keeping what came before it. */
export function replaceRoute(foyer: Foyer, route: Route): void {
  commit(foyer, 'replace', [...foyer.router.getState().history.slice(0, -1), route])
}

/** Makes `route` the only entry: no back navigation. */
export function resetRoute(foyer: Foyer, route: Route): void {
  commit(foyer, 'reset', [route])
}

/** Returns to the previous view, or closes the modal when there is none (SPEC §2). */
export function goBack(foyer: Foyer): void {
  const before = foyer.router.getState().history
  if (before.length <= 1) {
    closeModal(foyer)
    return
  }
  const after = before.slice(0, -1)
  foyer.router.setState({ history: after })
  foyer.bus.emit('router', { action: 'back', before, after })
}
