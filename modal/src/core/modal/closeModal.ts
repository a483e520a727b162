import { cancelConnect } from '../connection/pendingConnect.ts'
import type { Foyer } from '../foyer.ts'

/**
 * Closes the modal and emits MODAL_CLOSE with `connected`. A connect still waiting for its wallet
 * is cancelled, so the next open starts afresh. Closing a closed modal does nothing.
 */
export function closeModal(foyer: Foyer): void {
  if (!foyer.modal.getState().open) return
  cancelConnect(foyer)
  foyer.modal.setState({ open: false, loading: false })
  const connected = foyer.connection.getState().status === 'connected'
  foyer.bus.emit('tracking', { event: 'MODAL_CLOSE', properties: { connected } })
}
