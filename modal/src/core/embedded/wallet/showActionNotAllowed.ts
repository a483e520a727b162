import type { Foyer } from '../../foyer.ts'
import { openModal } from '../../modal/openModal.ts'
import { EMBEDDED_CONNECTOR_ID } from '../constants.ts'

/**
 * SPEC §6: a disallowed call's UI text is 'Action not allowed'. The embedded wallet has no UI of
 * its own but the modal (its frame shows only approvals), so when a call to it is refused the
 * modal opens on Account and says so, as AppKit does for its email wallet. An external wallet's
 * refusals stay with the app, which has `uiMessage` on the error.
 */
export function showActionNotAllowed(foyer: Foyer): void {
  openModal(foyer)
  // `notice.actionNotAllowed` is RPC_NOT_ALLOWED_UI_MESSAGE in the visitor's language.
  foyer.notice.setState({ key: 'notice.actionNotAllowed', tone: 'error' }, true)
}

/**
 * Shows 'Action not allowed' for each call the allow-list refuses (the bus's `rpc` reports:
 * `requestRpc` refuses before any wallet hears of it) while the embedded wallet is the current
 * connection. Returns the unsubscribe function.
 */
export function watchNotAllowed(foyer: Foyer): () => void {
  return foyer.bus.subscribe((event) => {
    if (event.channel !== 'rpc') return
    const { decision, outcome } = event.payload
    if (decision !== 'disallowed' || outcome !== 'rejected') return
    if (foyer.connection.getState().connector?.id !== EMBEDDED_CONNECTOR_ID) return
    showActionNotAllowed(foyer)
  })
}
