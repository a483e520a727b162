import { WAGMI_STORAGE_KEY } from './storageKeys.ts'

/**
 * True when the last visit ended connected, so the wallet code should load at start-up to
 * restore the session. Unreadable or corrupted storage counts as no session; it never throws.
 */
export function hasStoredSession(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    const raw = storage?.getItem(`${WAGMI_STORAGE_KEY}.store`)
    if (!raw) return false
    const parsed = JSON.parse(raw) as { state?: { current?: unknown } }
    return typeof parsed?.state?.current === 'string' && parsed.state.current.length > 0
  } catch {
    return false
  }
}
