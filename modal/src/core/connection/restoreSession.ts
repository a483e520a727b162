import type { Foyer } from '../instantiateFoyer.ts'
import { ensureEngine } from './ensureEngine.ts'
import { hasStoredSession } from './hasStoredSession.ts'

/** Reconnects the last session without a prompt, if there was one. Loads no code otherwise. */
export async function restoreSession(foyer: Foyer): Promise<void> {
  if (!hasStoredSession(foyer.storage)) return
  await ensureEngine(foyer)
}
