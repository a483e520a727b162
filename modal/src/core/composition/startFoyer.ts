import { restoreSession } from '../connection/restoreSession.ts'
import { resumeSocialRedirect } from '../embedded/resumeSocialRedirect.ts'
import type { Foyer } from '../foyer.ts'

/**
 * Starts a mounted instance (`mountFoyer`): finishes a social login this tab came back from, then
 * restores the last session without a prompt. Loads no code when there is neither. This and
 * `createEngine.ts` are the composition root: the only files that list features for the kernel
 * and the connection (docs/ARCHITECTURE.md §Layers).
 */
export function startFoyer(foyer: Foyer): Promise<void> {
  resumeSocialRedirect(foyer)
  return restoreSession(foyer)
}
