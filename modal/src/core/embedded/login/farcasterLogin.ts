import { describeError } from '../../errors/describeError.ts'
import type { Foyer } from '../../foyer.ts'
import { instanceSlot } from '../../instanceSlot.ts'
import { instanceStore } from '../../instanceStore.ts'
import { loadEmbeddedWallet } from '../wallet/loadEmbeddedWallet.ts'
import { connectEmbeddedUser, showLogin, watchLeaving } from './socialLogin.ts'

export type FarcasterLoginState = {
  /** loading: asking the wallet for the link; waiting: for the Farcaster app; connecting: after. */
  status: 'idle' | 'loading' | 'waiting' | 'connecting' | 'error'
  /** The link to open in the Farcaster app (`farcaster://connect?…` or https), shown as a QR code. */
  uri: string | undefined
  /** In development: the local test client's page, which stands in for the Farcaster app. */
  clientUrl: string | undefined
  /** What went wrong, in words a person can act on. */
  error: string | undefined
}

/** The Farcaster login state of an instance, for the ConnectingFarcaster view. */
export const farcasterLoginStore = instanceStore<FarcasterLoginState>('farcasterLogin', () => ({
  status: 'idle',
  uri: undefined,
  clientUrl: undefined,
  error: undefined,
}))

// The login in progress of each instance: a new one aborts it.
const runs = instanceSlot<AbortController>('farcasterLogin.run')

/**
 * Starts the Farcaster login: shows ConnectingFarcaster, asks the wallet for the link
 * (GET_FARCASTER_URI) that the view shows as a QR code, then waits until the visitor signed in in
 * their Farcaster app (CONNECT_FARCASTER, frame hidden: it answers with the login's result), has
 * the wallet finish it (CONNECT_SOCIAL, frame shown: a first login shows the recovery key there),
 * and connects the embedded wallet. Leaving the view (Back) aborts the wait. Failures stay in the
 * state, with Try again.
 */
export async function startFarcasterLogin(foyer: Foyer): Promise<void> {
  runs.get(foyer)?.abort()
  const run = new AbortController()
  runs.set(foyer, run)
  const store = farcasterLoginStore(foyer)
  store.setState({ status: 'loading', uri: undefined, clientUrl: undefined, error: undefined })
  showLogin(foyer, { view: 'ConnectingFarcaster' })
  const stopWatching = watchLeaving(foyer, 'ConnectingFarcaster', () => run.abort())
  try {
    const [
      { parseFarcasterAnswer, parseConnectedUser, parseRedirectAnswer, parseResultUri },
      wallet,
    ] = await Promise.all([import('./socialSchemas.ts'), loadEmbeddedWallet(foyer)])
    if (run.signal.aborted) return
    const { uri, clientUrl } = parseFarcasterAnswer(await wallet.request('GET_FARCASTER_URI', {}))
    if (run.signal.aborted) return
    store.setState({ status: 'waiting', uri, clientUrl })
    // The frame stays hidden while it waits: the QR code, the link and Back stay usable.
    const answer = await wallet.request(
      'CONNECT_FARCASTER',
      {},
      { timeoutMs: Infinity, signal: run.signal },
    )
    if (run.signal.aborted) return
    // From here the wallet signs in: leaving the view no longer stops it.
    stopWatching()
    store.setState({ status: 'connecting' })
    // The signed message answered the login; the wallet finishes it like any social login,
    // shown (a first login shows the recovery key there).
    const result = parseResultUri(
      parseRedirectAnswer(answer),
      new URL(foyer.config.frameUrl ?? location.href).origin,
    )
    const user = await wallet.request(
      'CONNECT_SOCIAL',
      { uri: result },
      { reveal: true, timeoutMs: Infinity },
    )
    await connectEmbeddedUser(foyer, parseConnectedUser(user), 'farcaster')
    store.setState({ status: 'idle', uri: undefined, clientUrl: undefined })
  } catch (error) {
    if (run.signal.aborted || (error as Error)?.name === 'RequestAbortedError') return
    store.setState({ status: 'error', error: describeError(error) })
  } finally {
    stopWatching()
    if (runs.get(foyer) === run) runs.delete(foyer)
  }
}
