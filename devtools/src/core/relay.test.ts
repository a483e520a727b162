import { type BusEvent, createBus } from '@foyer/modal/internal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  HELLO_EVENT,
  HISTORY_EVENT,
  type HotChannel,
  RELAY_EVENT,
  type RelayMessage,
} from '../exports/protocol.ts'
import { createEventStore } from './createEventStore.ts'
import { followRelay, relayBus } from './relay.ts'

/** A dev server in memory: pages send, it broadcasts and keeps the history, like the plugin. */
function fakeServer() {
  const history: RelayMessage[] = []
  const clients: Map<string, Set<(data: unknown) => void>>[] = []
  const client = (): HotChannel => {
    const listeners = new Map<string, Set<(data: unknown) => void>>()
    clients.push(listeners)
    const deliver = (to: typeof listeners, event: string, data: unknown) => {
      for (const l of to.get(event) ?? []) l(structuredClone(data))
    }
    return {
      send(event, data) {
        if (event === RELAY_EVENT) {
          history.push(data as RelayMessage)
          for (const c of clients) deliver(c, RELAY_EVENT, data)
        } else if (event === HELLO_EVENT) deliver(listeners, HISTORY_EVENT, history)
      },
      on(event, listener) {
        if (!listeners.has(event)) listeners.set(event, new Set())
        listeners.get(event)!.add(listener)
      },
      off(event, listener) {
        listeners.get(event)?.delete(listener)
      },
    }
  }
  return { client }
}

afterEach(() => vi.useRealTimers())

/** The receipt of send `n`, at time `n`: events told apart by their block number. */
const confirmed = (n: number): BusEvent => ({
  channel: 'tracking',
  time: n,
  payload: { event: 'SEND_CONFIRMED', properties: { hash: '0xabc', blockNumber: n } },
})

describe('relay over the dev server', () => {
  it('the standalone page gets the events from before it opened, then live ones', () => {
    const server = fakeServer()
    const bus = createBus()
    relayBus(bus, server.client(), { session: 's1', url: 'http://app/' })
    bus.emit('tracking', { event: 'MODAL_OPEN', properties: { connected: false } })
    bus.emit('rpc', {
      id: 'm1',
      method: 'eth_call',
      decision: 'safe',
      list: 'safe',
      outcome: 'passed',
      latencyMs: 3,
    })

    const store = createEventStore()
    followRelay(server.client(), store)
    bus.emit('frame', {
      direction: 'app-to-frame',
      type: 'RPC_REQUEST',
      id: 'f1',
      payload: { method: 'eth_sendTransaction', params: [{ value: 10n }] },
    })
    const events = store.getSnapshot().events
    expect(events.map((e) => [e.channel, e.session])).toEqual([
      ['tracking', 's1'],
      ['rpc', 's1'],
      ['frame', 's1'],
    ])
    expect(events[2]?.payload).toEqual({
      direction: 'app-to-frame',
      type: 'RPC_REQUEST',
      id: 'f1',
      payload: { method: 'eth_sendTransaction', params: [{ value: '10' }] },
    })
  })

  it('records live events that raced the history once, after it', () => {
    vi.useFakeTimers()
    const listeners = new Map<string, (data: unknown) => void>()
    const hot: HotChannel = { send: vi.fn(), on: (event, l) => listeners.set(event, l) }
    const store = createEventStore()
    followRelay(hot, store)
    expect(hot.send).toHaveBeenCalledWith(HELLO_EVENT, {})
    const message = (n: number): RelayMessage => ({ session: 's', n, url: '', event: confirmed(n) })
    listeners.get(RELAY_EVENT)?.(message(3))
    expect(store.getSnapshot().events).toHaveLength(0)
    listeners.get(HISTORY_EVENT)?.([message(1), message(2), message(3)])
    listeners.get(RELAY_EVENT)?.(message(4))
    expect(store.getSnapshot().events.map((e) => e.payload)).toMatchObject([
      { properties: { blockNumber: 1 } },
      { properties: { blockNumber: 2 } },
      { properties: { blockNumber: 3 } },
      { properties: { blockNumber: 4 } },
    ])
  })

  it('shows live events even when the server never sends a history', () => {
    vi.useFakeTimers()
    const listeners = new Map<string, (data: unknown) => void>()
    const store = createEventStore()
    followRelay({ send() {}, on: (event, l) => listeners.set(event, l) }, store)
    const message: RelayMessage = { session: 's', n: 1, url: '', event: confirmed(1) }
    listeners.get(RELAY_EVENT)?.(message)
    vi.advanceTimersByTime(2_000)
    expect(store.getSnapshot().events).toHaveLength(1)
  })

  it('records only what is a bus event, whatever else a page sends', () => {
    const listeners = new Map<string, (data: unknown) => void>()
    const store = createEventStore()
    followRelay({ send() {}, on: (event, l) => listeners.set(event, l) }, store)
    const unknown: RelayMessage = {
      session: 's',
      n: 1,
      url: '',
      event: { channel: 'tracking', time: 1, payload: { event: 'PAGE_VIEW', properties: {} } },
    }
    const known: RelayMessage = { session: 's', n: 2, url: '', event: confirmed(2) }
    listeners.get(HISTORY_EVENT)?.([unknown, known])
    expect(store.getSnapshot().events.map((e) => e.payload)).toEqual([confirmed(2).payload])
  })
})
