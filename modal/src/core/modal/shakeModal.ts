import type { Foyer } from '../foyer.ts'
import { SHAKE_DURATION_MS } from './modalState.ts'

/** Shakes the modal for 500 ms (SPEC §2), e.g. when a wallet rejects a request. */
export function shakeModal(foyer: Foyer): void {
  foyer.modal.setState({ shake: true })
  setTimeout(() => foyer.modal.setState({ shake: false }), SHAKE_DURATION_MS)
}
