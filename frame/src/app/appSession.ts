import type { FrameRequestContext } from '@foyer/modal/frame-protocol'
import { t } from '../i18n/frameI18n.ts'
import type { FrameSession } from './createSessionStore.ts'
import { ProviderError } from './providerError.ts'

/** EIP-1193 "unauthorized": the request does not come from the app this session belongs to. */
export const UNAUTHORIZED = 4100

/** Compares two tokens in time that depends on their length only. */
export function sameToken(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

/**
 * The frame's session, for an app event that acts on the account (GET_USER, SIGN_OUT,
 * SWITCH_NETWORK, RPC_REQUEST but eth_chainId, SET_PREFERRED_ACCOUNT, INIT_SMART_ACCOUNT, the
 * email change): only when the event carries the app token the frame gave with SESSION_UPDATE
 * (`context.token`) and comes from the origin it gave it to (`context.origin`, the message
 * event's). Anything else throws with EIP-1193 code 4100 before the handler does anything.
 * @example const session = requireAppSession(sessions.read(), context)
 */
export function requireAppSession(
  session: FrameSession | undefined,
  context: FrameRequestContext | undefined,
): FrameSession {
  if (!session) throw new ProviderError(t('error.notSignedIn'), UNAUTHORIZED)
  if (!context?.token || !sameToken(context.token, session.appToken))
    throw new ProviderError(t('error.noAppSession'), UNAUTHORIZED)
  if (!session.appOrigin || context.origin !== session.appOrigin)
    throw new ProviderError(t('error.otherAppSession'), UNAUTHORIZED)
  return session
}
