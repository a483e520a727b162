import type { FoyerStorage } from '../storage/createFoyerStorage.ts'
import { clearLoginData } from './clearLoginData.ts'

export type CheckEmbeddedConnectionParameters = {
  /** Asks the embedded wallet (IS_CONNECTED) whether its session is alive. */
  isConnected: () => Promise<boolean>
  storage: FoyerStorage
}

/**
 * Checks the embedded-wallet session. When the check fails, or says there is no session, the
 * cached login data is cleared so the modal does not show a login that no longer exists
 * (SPEC §8). Never throws.
 */
export async function checkEmbeddedConnection({
  isConnected,
  storage,
}: CheckEmbeddedConnectionParameters): Promise<boolean> {
  try {
    if (await isConnected()) return true
  } catch {
    // Unknown is treated as not connected: a stale login is worse than asking again.
  }
  clearLoginData(storage)
  return false
}
