import { cancelConnect } from '../connection/pendingConnect.ts'
import type { Foyer } from '../foyer.ts'
import { initialNoticeState } from './noticeState.ts'

/**
 * Closes the modal and emits MODAL_CLOSE with `connected`. A connect still waiting for its wallet
 * is cancelled, so the next open starts afresh. A notice whose flow is over (a success or an
 * error: "Transaction confirmed…", "Your email is now…") goes with it; one about something still
 * under way ("Transaction started") stays until its outcome. Closing a closed modal does nothing.
 */
export function closeModal(foyer: Foyer): void {
  if (!foyer.modal.getState().open) return
  cancelConnect(foyer)
  foyer.modal.setState({ open: false, loading: false })
  if (foyer.notice.getState().tone !== 'info') foyer.notice.setState(initialNoticeState, true)
  const connected = foyer.connection.getState().status === 'connected'
  foyer.bus.emit('tracking', { event: 'MODAL_CLOSE', properties: { connected } })
}
