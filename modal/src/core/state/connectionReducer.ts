import { ConnectorAlreadyConnectedError } from '../errors/ConnectorAlreadyConnectedError.ts'
import { ConnectorNotConnectedError } from '../errors/ConnectorNotConnectedError.ts'
import type { WalletConnection, WalletConnectionsState } from './walletConnectionsState.ts'

export type ConnectionAction =
  | { type: 'connectStarted'; connectionId: string }
  | { type: 'connectSucceeded'; connectionId: string; connection: WalletConnection }
  | { type: 'connectFailed' }
  | { type: 'reconnectStarted' }
  /** Without an id, the current connection is the one disconnected. */
  | { type: 'disconnected'; connectionId?: string | undefined }
  | { type: 'switched'; connectionId: string }

export type ConnectionReducerErrorType = ConnectorAlreadyConnectedError | ConnectorNotConnectedError

/**
 * The wallet connection transitions of SPEC §4, as a pure function. Breaking a rule throws and
 * leaves the state as it was: connecting the current connector (ConnectorAlreadyConnectedError),
 * disconnecting or switching to a connection that does not exist (ConnectorNotConnectedError).
 * @example
 * state = connectionReducer(state, { type: 'connectStarted', connectionId: 'io.metamask' })
 */
export function connectionReducer(
  state: WalletConnectionsState,
  action: ConnectionAction,
): WalletConnectionsState {
  switch (action.type) {
    case 'connectStarted':
      if (action.connectionId === state.current)
        throw new ConnectorAlreadyConnectedError({ connectorId: action.connectionId })
      return { ...state, status: 'connecting' }

    case 'reconnectStarted':
      return { ...state, status: 'reconnecting' }

    case 'connectSucceeded': {
      const connections = new Map(state.connections)
      connections.set(action.connectionId, action.connection)
      return { status: 'connected', current: action.connectionId, connections }
    }

    // An attempt that fails must not drop the visitor's existing connection.
    case 'connectFailed':
      return { ...state, status: state.current ? 'connected' : 'disconnected' }

    case 'disconnected': {
      const id = action.connectionId ?? state.current
      if (id === null || !state.connections.has(id))
        throw new ConnectorNotConnectedError({ connectorId: id ?? undefined })
      const connections = new Map(state.connections)
      connections.delete(id)
      const next = connections.keys().next()
      if (next.done) return { status: 'disconnected', current: null, connections }
      return { status: 'connected', current: next.value, connections }
    }

    case 'switched':
      if (!state.connections.has(action.connectionId))
        throw new ConnectorNotConnectedError({ connectorId: action.connectionId })
      return { ...state, status: 'connected', current: action.connectionId }
  }
}
