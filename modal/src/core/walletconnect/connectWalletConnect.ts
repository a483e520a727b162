import { connectWallet } from '../connection/connectWallet.ts'
import { ensureEngine } from '../connection/ensureEngine.ts'
import { cancelConnect } from '../connection/pendingConnect.ts'
import { describeError } from '../errors/describeError.ts'
import type { Foyer } from '../foyer.ts'
import { prepareOneClickSignIn } from '../siwe/port.ts'
import { PAIRING_TIMEOUT_MS, RELAY_TIMEOUT_MS } from './constants.ts'
import { registerWalletConnectConnector } from './loadWalletConnect.ts'
import { walletConnectStore } from './walletConnectState.ts'

const RELAY_DOWN = 'The WalletConnect relay did not answer. Check your connection, then try again.'

/**
 * Connects a wallet over WalletConnect: loads its code, shows the pairing URI (QR code, link)
 * as soon as the relay gives it, and waits for the wallet to approve. On success the modal goes
 * on like any connect (Account, or sign-in); a refusal, an expired offer or a relay that does not
 * answer leaves the reason in the WalletConnect state, for the view to show with Retry.
 *
 * With sign-in on, the pairing asks for it too (WalletConnect's one-click authenticate: the nonce,
 * the methods and the chains, the current chain first): a wallet that can signs the message in
 * the same approval, and the server verifies it before the connect completes; a wallet that
 * cannot answers with a plain session, and the visitor signs after connecting.
 */
export async function connectWalletConnect(foyer: Foyer): Promise<void> {
  const store = walletConnectStore(foyer)
  store.setState({ status: 'loading', uri: undefined, error: undefined })
  let stop = () => {}
  let relayDown = false
  try {
    const engine = await ensureEngine(foyer)
    const connector = await registerWalletConnectConnector(foyer, engine.config)
    store.setState({ signIn: await prepareOneClickSignIn(foyer) })
    const onMessage = ({ type, data }: { type: string; data?: unknown }) => {
      if (type === 'display_uri' && typeof data === 'string')
        store.setState({ status: 'pairing', uri: data })
    }
    connector.emitter.on('message', onMessage)
    stop = () => connector.emitter.off('message', onMessage)
    // A relay that does not answer would hold the code back for over a minute: give up sooner.
    const timer = setTimeout(() => {
      if (store.getState().status !== 'loading') return
      relayDown = true
      cancelConnect(foyer)
    }, RELAY_TIMEOUT_MS)
    const stopTimer = stop
    stop = () => {
      clearTimeout(timer)
      stopTimer()
    }
    await connectWallet(foyer, { connectorId: connector.id, timeout: PAIRING_TIMEOUT_MS })
    store.setState({ status: 'idle', uri: undefined, error: undefined })
  } catch (error) {
    const { signIn } = store.getState()
    signIn?.abandon()
    const refused = signIn?.failure()
    const message = relayDown
      ? RELAY_DOWN
      : refused
        ? `Sign-in failed, so the wallet was disconnected: ${refused}`
        : describeError(error)
    store.setState({ status: 'error', uri: undefined, error: message })
    throw error
  } finally {
    store.setState({ signIn: undefined })
    stop()
  }
}
