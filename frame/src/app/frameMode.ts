import { t } from '../i18n/frameI18n.ts'

/** What the frame page does once loaded. */
export type FrameMode =
  /** Serve the app that embeds it. */
  | { kind: 'embedded' }
  /** Opened on its own: the wallet's own page. */
  | { kind: 'manage' }
  /** Refuse: say `reason`, run nothing. */
  | { kind: 'refused'; reason: string }

/**
 * Decides what the loaded frame page may do. It runs only on its server's own origin (the
 * publicUrl's, `frameOrigin`): anywhere else, e.g. an app's origin through a proxy, the keys it
 * keeps would sit in storage every script of that origin can read, so it refuses. Embedded, it
 * serves only when some app may embed it.
 * @example decideFrameMode({ origin: location.origin, frameOrigin, embedded: parent !== window, appOrigins })
 */
export function decideFrameMode({
  origin,
  frameOrigin,
  embedded,
  appOrigins,
}: {
  origin: string
  frameOrigin: string
  embedded: boolean
  appOrigins: readonly string[]
}): FrameMode {
  if (!frameOrigin || origin !== frameOrigin)
    return {
      kind: 'refused',
      reason: frameOrigin
        ? t('error.refusedHere', { frameOrigin, origin })
        : t('error.refusedNoServer', { origin }),
    }
  if (!embedded) return { kind: 'manage' }
  if (appOrigins.length === 0)
    return {
      kind: 'refused',
      reason: t('error.noAppOrigins'),
    }
  return { kind: 'embedded' }
}
