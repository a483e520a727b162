import type { Foyer } from '../foyer.ts'

/**
 * At start-up: when this tab is back from a social login (redirect mode, `#foyer-social=` in the
 * address), loads the code that finishes it (`finishSocialRedirect`). Loads nothing otherwise, so
 * the host's first load carries only this check.
 */
export function resumeSocialRedirect(foyer: Foyer): void {
  if (!foyer.config.frameUrl || !globalThis.location?.hash.includes('foyer-social=')) return
  void import('./login/socialRedirect.ts')
    .then(({ finishSocialRedirect }) => finishSocialRedirect(foyer))
    .catch((error: unknown) => console.error('[foyer] could not finish the social login', error))
}
