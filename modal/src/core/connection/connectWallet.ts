import { describeError } from '../errors/describeError.ts'
import type { Foyer } from '../foyer.ts'
import { registerNavigationPolicy } from '../router/registerNavigationPolicy.ts'
import { instrumentRequest } from '../rpc/instrumentRequest.ts'
import { CONNECT_TIMEOUT_MS } from './constants.ts'
import { ensureEngine } from './ensureEngine.ts'
import {
  ConnectCancelledError,
  type ConnectCancelledErrorType,
  type ConnectorAlreadyConnectedErrorType,
  ConnectorNotFoundError,
  type ConnectorNotFoundErrorType,
  type ProviderNotFoundErrorType,
  WalletNotAnsweringError,
  type WalletNotAnsweringErrorType,
} from './errors.ts'
import { connectionNavigationPolicy } from './navigationPolicy.ts'
import { cancelConnect, registerPendingConnect } from './pendingConnect.ts'
import { toFoyerError } from './toFoyerError.ts'
import { updateConnection } from './updateConnection.ts'

export type ConnectWalletParameters = {
  /** The connector's id: the EIP-6963 rdns for browser wallets, e.g. `io.metamask`. */
  connectorId: string
  /** How long to wait for the wallet before saying it did not answer. @default 30_000 */
  timeout?: number | undefined
}

export type ConnectWalletReturnType = { accounts: readonly `0x${string}`[]; chainId: number }

/** Besides these, the wallet's own error (e.g. EIP-1193 4001 when the visitor refuses). */
export type ConnectWalletErrorType =
  | ConnectorNotFoundErrorType
  | ConnectorAlreadyConnectedErrorType
  | ProviderNotFoundErrorType
  | WalletNotAnsweringErrorType
  | ConnectCancelledErrorType

type Outcome =
  | { kind: 'answered'; result: ConnectWalletReturnType }
  | { kind: 'failed'; error: unknown }
  | { kind: 'timeout' }
  | { kind: 'cancelled' }

/**
 * Connects a wallet (SPEC §4): the status is `connecting` meanwhile, then `connected`; a failure
 * returns to `connected` when another connection is current, else `disconnected`, keeps the
 * reason for the Connect view and emits `connect_error` (its navigation policy shakes an open modal). Connecting the current wallet again is
 * refused ('Connector already connected.'). On success the wallet is remembered as the recent
 * one and `connect_success` is emitted (an open modal then shows Account, with no way back).
 *
 * A wallet that does not answer within `timeout` is reported ('<wallet> did not answer…') and
 * the other wallets can be picked; its approval still connects if it comes later. A connect can
 * be cancelled (`cancelConnect`, or closing the modal); starting another cancels it too.
 * @example await connectWallet(foyer, { connectorId: 'io.metamask' })
 */
export async function connectWallet(
  foyer: Foyer,
  { connectorId, timeout = CONNECT_TIMEOUT_MS }: ConnectWalletParameters,
): Promise<ConnectWalletReturnType> {
  const engine = await ensureEngine(foyer)
  registerNavigationPolicy(foyer, connectionNavigationPolicy)
  cancelConnect(foyer)
  updateConnection(foyer, { type: 'connectStarted', connectorId })
  const connector = engine.config.connectors.find((c) => c.id === connectorId)
  const name = connector?.name ?? connectorId
  const tracked = { method: connector?.type ?? 'unknown', name }

  const fail = (error: unknown) => {
    const foyerError = toFoyerError(error, { connectorId, connectorName: connector?.name })
    const message = describeError(foyerError)
    updateConnection(foyer, { type: 'connectFailed', connectorId, message })
    foyer.bus.emit('tracking', { event: 'CONNECT_ERROR', properties: { ...tracked, message } })
    return foyerError
  }
  if (!connector) throw fail(new ConnectorNotFoundError({ connectorId }))

  const finish = (result: ConnectWalletReturnType) => {
    updateConnection(foyer, { type: 'connectSucceeded', connectorId })
    foyer.bus.emit('connection', {
      type: 'connect_success',
      connectorId,
      address: result.accounts[0],
    })
    foyer.bus.emit('tracking', { event: 'CONNECT_SUCCESS', properties: tracked })
    return result
  }

  const attempt = instrumentRequest(foyer, { method: 'eth_requestAccounts', source: 'modal' }, () =>
    engine.wagmi.connect(engine.config, { connector }),
  )
  let timer: ReturnType<typeof setTimeout> | undefined
  let unregister = () => {}
  const outcome = await Promise.race<Outcome>([
    attempt.then(
      (result) => ({ kind: 'answered', result }),
      (error: unknown) => ({ kind: 'failed', error }),
    ),
    new Promise<Outcome>((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'timeout' }), timeout)
    }),
    new Promise<Outcome>((resolve) => {
      unregister = registerPendingConnect(foyer, () => resolve({ kind: 'cancelled' }))
    }),
  ])
  clearTimeout(timer)
  unregister()

  if (outcome.kind === 'answered') return finish(outcome.result)
  if (outcome.kind === 'failed') throw fail(outcome.error)

  // Given up on: wagmi still waits for the wallet; the visitor must not (unless another connect
  // already took over).
  const { pendingConnectorId } = foyer.connection.getState()
  if (pendingConnectorId === undefined || pendingConnectorId === connectorId)
    engine.config.setState((state) => ({
      ...state,
      status: state.current ? 'connected' : 'disconnected',
    }))
  void attempt.then(
    (result) => {
      if (outcome.kind === 'timeout') finish(result)
      else void engine.wagmi.disconnect(engine.config, { connector }).catch(() => {})
    },
    () => {},
  )
  if (outcome.kind === 'cancelled') {
    updateConnection(foyer, { type: 'connectCancelled', connectorId })
    throw new ConnectCancelledError({ connectorName: name })
  }
  throw fail(new WalletNotAnsweringError({ connectorName: name, timeoutMs: timeout }))
}
