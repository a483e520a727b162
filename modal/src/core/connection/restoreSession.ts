import type { Foyer } from '../instantiateFoyer.ts'
import { ensureEngine } from './ensureEngine.ts'
import { hasStoredSession } from './hasStoredSession.ts'

/**
 * Reconnects the last session without a prompt, if there was one. Loads no code otherwise, unless
 * the host brought its own wagmi config: then the modal follows it from the start, since the
 * host's hooks may already use it.
 */
export async function restoreSession(foyer: Foyer): Promise<void> {
  if (!foyer._internal.wagmiConfig && !hasStoredSession(foyer.storage)) return
  await ensureEngine(foyer)
}
