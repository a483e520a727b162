import type { Foyer } from '../instantiateFoyer.ts'

/** Closes the modal and emits MODAL_CLOSE with `connected`. Closing a closed modal does nothing. */
export function closeModal(foyer: Foyer): void {
  if (!foyer.modal.getState().open) return
  foyer.modal.setState({ open: false, loading: false })
  const connected = foyer.connection.getState().status === 'connected'
  foyer.bus.emit('tracking', { event: 'MODAL_CLOSE', properties: { connected } })
}
