import type { Foyer } from '../foyer.ts'
import { registerNavigationPolicy } from '../router/registerNavigationPolicy.ts'
import { ensureEngine } from './ensureEngine.ts'
import { hasStoredSession } from './hasStoredSession.ts'
import { connectionNavigationPolicy } from './navigationPolicy.ts'
import { updateConnection } from './updateConnection.ts'

/**
 * Reconnects the last session without a prompt, if there was one. Loads no code otherwise, unless
 * the host brought its own wagmi config: then the modal follows it from the start, since the
 * host's hooks may already use it.
 */
export async function restoreSession(foyer: Foyer): Promise<void> {
  if (!foyer._internal.wagmiConfig && !hasStoredSession(foyer.storage)) return
  // The modal opened meanwhile says so, and shows Account once the session is back (`restored`:
  // the connection's navigation policy decides).
  registerNavigationPolicy(foyer, connectionNavigationPolicy)
  updateConnection(foyer, { type: 'restoring', restoring: true })
  try {
    await ensureEngine(foyer)
  } finally {
    updateConnection(foyer, { type: 'restoring', restoring: false })
    foyer.bus.emit('connection', { type: 'restored', status: foyer.connection.getState().status })
  }
}
