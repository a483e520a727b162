import { describe, expect, it } from 'vitest'
import { createStore } from 'zustand/vanilla'
import {
  createStoreHistory,
  type ListedStore,
  MAX_STORE_HISTORY,
  safeValue,
} from './storeHistory.ts'

describe('safeValue', () => {
  it('redacts secrets by key and a pairing key by value; keeps the rest readable', () => {
    class Connector {}
    expect(
      safeValue({
        email: 'ada@example.com',
        code: '123456',
        sessionToken: 'st_abc',
        token: { symbol: 'USDC' },
        uri: 'wc:abc@2?relay-protocol=irn&symKey=deadbeef',
        amount: 10n,
        onDone: () => {},
        connector: new Connector(),
        error: new Error('boom'),
        seen: new Set(['a']),
        byId: new Map([[1, 'one']]),
      }),
    ).toEqual({
      email: 'ada@example.com',
      code: '[redacted]',
      sessionToken: '[redacted]',
      token: { symbol: 'USDC' },
      uri: '[redacted]',
      amount: '10n',
      onDone: 'ƒ',
      connector: '[Connector]',
      error: 'Error: boom',
      seen: ['a'],
      byId: { 1: 'one' },
    })
  })

  it('stops at cycles, depth, long lists and long text', () => {
    const loop: Record<string, unknown> = {}
    loop.self = loop
    expect(safeValue(loop)).toEqual({ self: '[cycle]' })
    expect(safeValue({ a: { b: { c: { d: { e: 1 } } } } })).toEqual({
      a: { b: { c: { d: '{…}' } } },
    })
    expect(safeValue(Array.from({ length: 25 }, (_, i) => i))).toHaveLength(21)
    expect(String(safeValue('x'.repeat(500)))).toHaveLength(200)
  })
})

describe('createStoreHistory', () => {
  it('lists every store with its changes by key, picks up stores made later, and stops', () => {
    let clock = 100
    const connection = createStore(() => ({
      status: 'disconnected',
      address: undefined as string | undefined,
    }))
    const stores: Record<string, ListedStore> = { connection: connection as ListedStore }
    const history = createStoreHistory({ listStores: () => stores }, { now: () => clock++ })
    connection.setState({ status: 'connecting' })
    connection.setState({ status: 'connecting' })
    connection.setState({ status: 'connected', address: '0xabc' })
    const siwe = createStore(() => ({ status: 'unknown' }))
    stores.siwe = siwe as ListedStore
    history.refresh()
    siwe.setState({ status: 'signedIn' })
    expect(history.getSnapshot()).toEqual([
      {
        name: 'connection',
        state: { status: 'connected', address: '0xabc' },
        dropped: 0,
        history: [
          { time: 100, changed: [{ key: 'status', before: 'disconnected', after: 'connecting' }] },
          {
            time: 101,
            changed: [
              { key: 'status', before: 'connecting', after: 'connected' },
              { key: 'address', before: undefined, after: '0xabc' },
            ],
          },
        ],
      },
      {
        name: 'siwe',
        state: { status: 'signedIn' },
        dropped: 0,
        history: [
          { time: 102, changed: [{ key: 'status', before: 'unknown', after: 'signedIn' }] },
        ],
      },
    ])
    for (let i = 0; i < MAX_STORE_HISTORY + 5; i++) siwe.setState({ status: `s${i}` })
    expect(history.getSnapshot()[1]).toMatchObject({ dropped: 6 })
    expect(history.getSnapshot()[1]?.history).toHaveLength(MAX_STORE_HISTORY)
    history.detach()
    connection.setState({ status: 'disconnected' })
    expect(history.getSnapshot()[0]?.state).toMatchObject({ status: 'connected' })
  })
})
