import type { BusEvent } from '@foyer/modal/internal'
import { describe, expect, it } from 'vitest'
import { initialDevtoolsState, reduceState } from './reduceState.ts'

/** A bus event without its time: one member per channel, like BusEvent. */
type Untimed = BusEvent extends infer E ? (E extends BusEvent ? Omit<E, 'time'> : never) : never

const fold = (events: BusEvent[]) => events.reduce(reduceState, initialDevtoolsState)
const at = (event: Untimed, time = 1): BusEvent => ({ ...event, time })

describe('reduceState: the State tab from bus events', () => {
  it('follows the connection, its chain and every open connection', () => {
    const state = fold([
      at({
        channel: 'connection',
        payload: { type: 'connect_error', connectorId: 'x', message: 'Nope' },
      }),
      at({
        channel: 'connection',
        payload: {
          type: 'change',
          status: 'connected',
          connectorId: 'a',
          address: '0xA',
          chainId: 137,
          connections: [{ connectorId: 'a', addresses: ['0xA'], chainId: 137 }],
        },
      }),
    ])
    expect(state.connection).toEqual({
      status: 'connected',
      connectorId: 'a',
      address: '0xA',
      chainId: 137,
      connections: [{ connectorId: 'a', addresses: ['0xA'], chainId: 137 }],
      error: undefined,
    })
  })

  it('keeps the modal open flag, the history and the last write of each persisted key', () => {
    const state = fold([
      at({
        channel: 'tracking',
        payload: { event: 'MODAL_OPEN', properties: { connected: false } },
      }),
      at({
        channel: 'router',
        payload: { action: 'push', before: [], after: [{ view: 'Connect' }, { view: 'Networks' }] },
      }),
      at(
        {
          channel: 'storage',
          payload: {
            action: 'set',
            key: 'recentConnectorId',
            storageKey: '@foyer/recent-connector-id',
            value: 'a',
          },
        },
        5,
      ),
      at(
        {
          channel: 'storage',
          payload: { action: 'remove', key: 'email', storageKey: '@foyer/email', error: 'quota' },
        },
        6,
      ),
      at({
        channel: 'tracking',
        payload: { event: 'MODAL_CLOSE', properties: { connected: false } },
      }),
    ])
    expect(state.modal).toEqual({
      open: false,
      history: [{ view: 'Connect' }, { view: 'Networks' }],
    })
    expect(state.storage).toEqual({
      recentConnectorId: {
        action: 'set',
        storageKey: '@foyer/recent-connector-id',
        value: 'a',
        time: 5,
      },
      email: { action: 'remove', storageKey: '@foyer/email', error: 'quota', time: 6 },
    })
  })

  it('returns the same state for events the tab does not show', () => {
    const event = at({
      channel: 'tracking',
      payload: {
        event: 'SEND_SUCCESS',
        properties: {
          token: 'ETH',
          amount: '0.01',
          network: 1,
          namespace: 'eip155',
          hash: `0x${'ab'.repeat(32)}`,
        },
      },
    })
    expect(reduceState(initialDevtoolsState, event)).toBe(initialDevtoolsState)
  })
})
