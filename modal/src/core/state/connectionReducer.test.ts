import { describe, expect, it } from 'vitest'
import { ConnectorAlreadyConnectedError } from '../errors/ConnectorAlreadyConnectedError.ts'
import { ConnectorNotConnectedError } from '../errors/ConnectorNotConnectedError.ts'
import { type ConnectionAction, connectionReducer } from './connectionReducer.ts'
import { recentConnectorIdEffect } from './recentConnectorIdEffect.ts'
import {
  initialWalletConnectionsState,
  type WalletConnection,
  type WalletConnectionsState,
} from './walletConnectionsState.ts'

const conn = (connectorId: string, chainId = 1): WalletConnection => ({
  accounts: [`0x${connectorId}`],
  chainId,
  connectorId,
})

function state(
  status: WalletConnectionsState['status'],
  current: string | null,
  ids: string[] = [],
): WalletConnectionsState {
  return { status, current, connections: new Map(ids.map((id) => [id, conn(id)])) }
}

// A readable form for the table: status, current, connection ids in order.
const show = (s: WalletConnectionsState) =>
  `${s.status} current=${s.current} [${[...s.connections.keys()].join(',')}]`

type Row = [name: string, before: WalletConnectionsState, action: ConnectionAction, after: string]

const rows: Row[] = [
  [
    'connect start → connecting',
    state('disconnected', null),
    { type: 'connectStarted', connectionId: 'a' },
    'connecting current=null []',
  ],
  [
    'connect start beside an existing connection → connecting',
    state('connected', 'a', ['a']),
    { type: 'connectStarted', connectionId: 'b' },
    'connecting current=a [a]',
  ],
  [
    'success → connected, the new connection current',
    state('connecting', null),
    { type: 'connectSucceeded', connectionId: 'a', connection: conn('a') },
    'connected current=a [a]',
  ],
  [
    'success beside an existing connection → both kept, the new one current',
    state('connecting', 'a', ['a']),
    { type: 'connectSucceeded', connectionId: 'b', connection: conn('b') },
    'connected current=b [a,b]',
  ],
  [
    'failure with a current connection → connected',
    state('connecting', 'a', ['a']),
    { type: 'connectFailed' },
    'connected current=a [a]',
  ],
  [
    'failure without a current connection → disconnected',
    state('connecting', null),
    { type: 'connectFailed' },
    'disconnected current=null []',
  ],
  [
    'reconnect start → reconnecting',
    state('disconnected', null),
    { type: 'reconnectStarted' },
    'reconnecting current=null []',
  ],
  [
    'disconnect the only connection → disconnected, current empty',
    state('connected', 'a', ['a']),
    { type: 'disconnected' },
    'disconnected current=null []',
  ],
  [
    'disconnect the current one → the first remaining becomes current',
    state('connected', 'b', ['a', 'b', 'c']),
    { type: 'disconnected' },
    'connected current=a [a,c]',
  ],
  [
    'disconnect a named one → removed, the first remaining current',
    state('connected', 'c', ['a', 'b', 'c']),
    { type: 'disconnected', connectionId: 'a' },
    'connected current=b [b,c]',
  ],
  [
    'switch → the chosen connection is current',
    state('connected', 'a', ['a', 'b']),
    { type: 'switched', connectionId: 'b' },
    'connected current=b [a,b]',
  ],
]

describe('connectionReducer (SPEC §4)', () => {
  it.each(rows)('%s', (_, before, action, after) => {
    const snapshot = show(before)
    expect(show(connectionReducer(before, action))).toBe(after)
    expect(show(before)).toBe(snapshot) // pure: the old state is untouched
  })

  it('refuses to connect the connector that is already current', () => {
    const before = state('connected', 'a', ['a'])
    expect(() =>
      connectionReducer(before, { type: 'connectStarted', connectionId: 'a' }),
    ).toThrowError(ConnectorAlreadyConnectedError)
    expect(() => connectionReducer(before, { type: 'connectStarted', connectionId: 'a' })).toThrow(
      'Connector already connected.',
    )
  })

  it('refuses to disconnect or switch to a connection that does not exist', () => {
    expect(() =>
      connectionReducer(initialWalletConnectionsState(), { type: 'disconnected' }),
    ).toThrowError(ConnectorNotConnectedError)
    expect(() =>
      connectionReducer(state('connected', 'a', ['a']), { type: 'switched', connectionId: 'z' }),
    ).toThrow('Connector not connected.')
  })

  it('keeps the connection data it was given', () => {
    const next = connectionReducer(initialWalletConnectionsState(), {
      type: 'connectSucceeded',
      connectionId: 'uid-1',
      connection: { accounts: ['0x1', '0x2'], chainId: 137, connectorId: 'io.metamask' },
    })
    expect(next.connections.get('uid-1')).toEqual({
      accounts: ['0x1', '0x2'],
      chainId: 137,
      connectorId: 'io.metamask',
    })
  })
})

describe('recentConnectorIdEffect (SPEC §4)', () => {
  const run = (before: WalletConnectionsState, action: ConnectionAction) =>
    recentConnectorIdEffect(action, connectionReducer(before, action))

  it.each<[string, WalletConnectionsState, ConnectionAction, string | undefined]>([
    [
      'connect stores the new connector',
      state('connecting', null),
      { type: 'connectSucceeded', connectionId: 'a', connection: conn('a') },
      'a',
    ],
    [
      'switch stores the chosen connector',
      state('connected', 'a', ['a', 'b']),
      { type: 'switched', connectionId: 'b' },
      'b',
    ],
    [
      'disconnect stores the connector that becomes current',
      state('connected', 'b', ['a', 'b']),
      { type: 'disconnected' },
      'a',
    ],
    [
      'disconnecting the last connection stores nothing',
      state('connected', 'a', ['a']),
      { type: 'disconnected' },
      undefined,
    ],
    [
      'a connect start stores nothing',
      state('disconnected', null),
      { type: 'connectStarted', connectionId: 'a' },
      undefined,
    ],
    [
      'a failed connect stores nothing',
      state('connecting', 'a', ['a']),
      { type: 'connectFailed' },
      undefined,
    ],
    [
      'a reconnect start stores nothing',
      state('disconnected', null),
      { type: 'reconnectStarted' },
      undefined,
    ],
  ])('%s', (_, before, action, expected) => {
    expect(run(before, action)).toBe(expected)
  })
})
