import { connectWallet } from '../../connection/connectWallet.ts'
import { ensureEngine } from '../../connection/ensureEngine.ts'
import { describeError } from '../../errors/describeError.ts'
import type { Foyer } from '../../foyer.ts'
import { instanceStore } from '../../instanceStore.ts'
import { registerNavigationPolicy } from '../../router/registerNavigationPolicy.ts'
import { FrameError } from '../errors.ts'
import { embeddedNavigationPolicy } from '../navigationPolicy.ts'
import { loadEmbeddedWallet, registerEmbeddedConnector } from '../wallet/loadEmbeddedWallet.ts'

export type PasskeyLoginState = {
  status: 'idle' | 'pending'
  /** What went wrong, in the frame's words. */
  error: string | undefined
}

/** The passkey login state of an instance, for Connect. */
export const passkeyLoginStore = instanceStore<PasskeyLoginState>('passkeyLogin', () => ({
  status: 'idle',
  error: undefined,
}))

/**
 * True when Connect offers "Continue with a passkey": config `passkeys`, and a `frameUrl` on a
 * domain name (WebAuthn refuses an IP address such as 127.0.0.1 as the relying party).
 */
export function offersPasskeyLogin(foyer: Foyer): boolean {
  const { passkeys, frameUrl } = foyer.config
  if (passkeys !== true || !frameUrl) return false
  let host: string
  try {
    host = new URL(frameUrl).hostname
  } catch {
    return false
  }
  return host !== '' && !/^\d+\.\d+\.\d+\.\d+$|^\[/.test(host)
}

/**
 * The passkey login: CONNECT_PASSKEY with the frame revealed. The frame asks "Use my passkey" or
 * "Create a passkey" and runs the browser's ceremony on the wallet's own origin (the relying
 * party), so the host page never sees the passkey's answer; a new wallet's recovery share is then
 * kept under the passkey (PRF) or shown as a recovery key. Then the embedded wallet connects like
 * any other. Tracking: PASSKEY_LOGIN_STARTED, then PASSKEY_LOGIN_SUCCESS or PASSKEY_LOGIN_ERROR.
 */
export async function connectWithPasskey(foyer: Foyer): Promise<void> {
  const store = passkeyLoginStore(foyer)
  if (store.getState().status === 'pending') return
  registerNavigationPolicy(foyer, embeddedNavigationPolicy)
  store.setState({ status: 'pending', error: undefined })
  foyer.bus.emit('tracking', { event: 'PASSKEY_LOGIN_STARTED', properties: {} })
  try {
    const wallet = await loadEmbeddedWallet(foyer)
    const answer = (await wallet.request(
      'CONNECT_PASSKEY',
      {},
      { reveal: true, timeoutMs: Infinity },
    )) as { email?: unknown; passkey?: unknown } | undefined
    foyer.persisted.set('authProvider', 'passkey')
    foyer.persisted.remove('socialUsername')
    if (typeof answer?.email === 'string') foyer.persisted.set('email', answer.email)
    else foyer.persisted.remove('email')
    const engine = await ensureEngine(foyer)
    const connectorId = await registerEmbeddedConnector(foyer, engine.config)
    await connectWallet(foyer, { connectorId })
    store.setState({ status: 'idle', error: undefined })
    foyer.bus.emit('tracking', {
      event: 'PASSKEY_LOGIN_SUCCESS',
      properties: { passkey: answer?.passkey === 'created' ? 'created' : 'used' },
    })
  } catch (error) {
    const message = describeError(error)
    store.setState({ status: 'idle', error: message })
    foyer.bus.emit('tracking', {
      event: 'PASSKEY_LOGIN_ERROR',
      properties: { message, cancelled: error instanceof FrameError && error.code === 4001 },
    })
  }
}
