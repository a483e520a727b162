import type { ConnectionInfo, ConnectionState, WalletOption } from './connectionState.ts'

/** What wagmi reports of the connection; Foyer copies it as it is. */
export type WagmiSnapshot = Pick<
  ConnectionState,
  'status' | 'address' | 'addresses' | 'chainId' | 'connector'
> & { connections: readonly ConnectionInfo[] }

/** Everything that changes the connection state (SPEC §4), as a discriminated union. */
export type ConnectionEvent =
  /** The wallet code is loading: wallets are being discovered. */
  | { type: 'engineLoading' }
  | { type: 'engineFailed'; message: string }
  /** The wallets announced on the page changed (EIP-6963). */
  | { type: 'walletsChanged'; wallets: readonly WalletOption[] }
  /** wagmi's connection changed (status, account, chain or connections). */
  | { type: 'wagmiChanged'; snapshot: WagmiSnapshot }
  | { type: 'connectStarted'; connectorId: string }
  | { type: 'connectSucceeded'; connectorId: string }
  | { type: 'connectFailed'; connectorId: string; message: string }
  /** The visitor stopped waiting for the wallet: nothing to report. */
  | { type: 'connectCancelled'; connectorId: string }
  /** SPEC §4: remembered on connect, on disconnect and on a switch of the current connection. */
  | { type: 'recentChanged'; connectorId: string }
  /** Restoring the last session started (at start-up) or ended. */
  | { type: 'restoring'; restoring: boolean }

/** True when account, chain, current connector and every connection are the same. */
export function sameConnections(a: ConnectionState, b: ConnectionState): boolean {
  if (a.address !== b.address || a.chainId !== b.chainId || a.connector?.id !== b.connector?.id)
    return false
  if (a.connections.length !== b.connections.length) return false
  return a.connections.every((c, i) => {
    const d = b.connections[i]
    return (
      d !== undefined &&
      c.connector.id === d.connector.id &&
      c.chainId === d.chainId &&
      c.addresses.join() === d.addresses.join()
    )
  })
}

/**
 * The connection transitions Foyer owns, as a pure function. wagmi owns status, accounts and
 * connections (on a failed connect it returns to `connected` when a current connection exists,
 * else `disconnected`, and it refuses to connect the current connector again); this adds the
 * pending connector, the last error, the recent connector and wallet discovery.
 * @example state = connectionReducer(state, { type: 'connectStarted', connectorId: 'io.metamask' })
 */
export function connectionReducer(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  switch (event.type) {
    case 'engineLoading':
      return { ...state, discovery: 'discovering', error: undefined }
    case 'engineFailed':
      return { ...state, discovery: 'error', error: event.message }
    case 'walletsChanged':
      return { ...state, wallets: event.wallets, discovery: 'done' }
    case 'wagmiChanged': {
      const next = { ...state, ...event.snapshot }
      return next.status === state.status && sameConnections(state, next) ? state : next
    }
    case 'connectStarted':
      return { ...state, pendingConnectorId: event.connectorId, error: undefined }
    // A connect that was given up on may settle after another started: it changes nothing then.
    case 'connectSucceeded':
      return state.pendingConnectorId !== undefined &&
        state.pendingConnectorId !== event.connectorId
        ? state
        : { ...state, pendingConnectorId: undefined, error: undefined }
    case 'connectFailed':
      return state.pendingConnectorId !== event.connectorId
        ? state
        : { ...state, pendingConnectorId: undefined, error: event.message }
    case 'connectCancelled':
      return state.pendingConnectorId !== event.connectorId
        ? state
        : { ...state, pendingConnectorId: undefined, error: undefined }
    case 'recentChanged':
      return { ...state, recentConnectorId: event.connectorId }
    case 'restoring':
      return state.restoring === event.restoring ? state : { ...state, restoring: event.restoring }
  }
}
