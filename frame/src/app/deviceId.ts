import { createSessionStore } from './createSessionStore.ts'

/**
 * The header every call with a session token carries: the id of the device the session was
 * opened on (`foyer-frame:device-id`). The server opens nothing for a token sent with another
 * device's id, or none: a token that leaked from this browser is useless elsewhere.
 */
export const DEVICE_HEADER = 'x-foyer-device'

/**
 * This browser's device id, from the frame origin's storage (`createSessionStore`), or
 * undefined where there is no storage (Node, tests).
 */
export function storedDeviceId(): string | undefined {
  if (typeof localStorage === 'undefined') return undefined
  try {
    return createSessionStore(localStorage).deviceId()
  } catch {
    return undefined
  }
}
