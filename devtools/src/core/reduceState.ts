import type { BusEvent, ConnectionSummary, RouterChannel } from '@foyer/modal/internal'

type Route = RouterChannel['after'][number]

export type PersistedEntry = {
  storageKey: string
  action: 'set' | 'remove'
  value?: unknown
  error?: string | undefined
  time: number
}

/** What the State tab shows, rebuilt from bus events only. */
export type DevtoolsState = {
  connection: {
    status?: string | undefined
    connectorId?: string | undefined
    address?: string | undefined
    chainId?: number | undefined
    connections: readonly ConnectionSummary[]
    /** The last connect failure, until a connection succeeds. */
    error?: string | undefined
  }
  modal: {
    /** Unknown until the first MODAL_OPEN or MODAL_CLOSE. */
    open?: boolean | undefined
    history: readonly Route[]
  }
  /** Each persisted key written since the panel started, with its last write. */
  storage: Readonly<Record<string, PersistedEntry>>
}

export const initialDevtoolsState: DevtoolsState = {
  connection: { connections: [] },
  modal: { history: [] },
  storage: {},
}

/**
 * Folds one bus event into the State tab's state. Pure: returns the same object when the event
 * changes nothing the tab shows.
 */
export function reduceState(state: DevtoolsState, event: BusEvent): DevtoolsState {
  switch (event.channel) {
    case 'connection': {
      const p = event.payload
      if (p.type === 'change')
        return {
          ...state,
          connection: {
            ...state.connection,
            status: p.status,
            connectorId: p.connectorId,
            address: p.address,
            chainId: p.chainId,
            connections: p.connections,
            error: p.status === 'connected' ? undefined : state.connection.error,
          },
        }
      if (p.type === 'status')
        return {
          ...state,
          connection: { ...state.connection, status: p.status, connectorId: p.connectorId },
        }
      if (p.type === 'connect_error')
        return { ...state, connection: { ...state.connection, error: p.message } }
      return state
    }
    case 'tracking': {
      const { event: name } = event.payload
      if (name !== 'MODAL_OPEN' && name !== 'MODAL_CLOSE') return state
      return { ...state, modal: { ...state.modal, open: name === 'MODAL_OPEN' } }
    }
    case 'router':
      return { ...state, modal: { ...state.modal, history: event.payload.after } }
    case 'storage': {
      const p = event.payload
      const entry: PersistedEntry = { storageKey: p.storageKey, action: p.action, time: event.time }
      if (p.action === 'set') entry.value = p.value
      if (p.error !== undefined) entry.error = p.error
      return { ...state, storage: { ...state.storage, [p.key]: entry } }
    }
    default:
      return state
  }
}
