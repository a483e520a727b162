import { describe, expect, it } from 'vitest'
import { parseSession, SessionFileError, serializeSession } from './sessionFile.ts'
import type { DevtoolsEvent } from './types.ts'

const events: DevtoolsEvent[] = [
  {
    seq: 7,
    channel: 'frame',
    time: 10,
    payload: {
      direction: 'app-to-frame',
      type: 'RPC_REQUEST',
      id: 'f1',
      payload: { method: 'eth_sendTransaction', params: [{ value: 5n }] },
    },
  },
  {
    seq: 8,
    session: 'abc',
    channel: 'rpc',
    time: 20,
    payload: {
      id: 'm1',
      method: 'eth_sendTransaction',
      decision: 'unsafe',
      list: 'unsafe',
      outcome: 'pending',
    },
  },
  {
    seq: 9,
    channel: 'rpc',
    time: 30,
    payload: {
      id: 'n2',
      method: 'eth_getBalance',
      source: 'node',
      url: '/__foyer/api/rpc?chainId=1&projectId=local-dev',
      decision: 'safe',
      list: 'safe',
      outcome: 'passed',
      latencyMs: 3,
    },
  },
]

describe('session files', () => {
  it('round-trips the events, renumbered, with bigints as decimal text', () => {
    const text = serializeSession({ startedAt: 5, events }, new Date('2025-01-02T03:04:05Z'))
    expect(JSON.parse(text)).toMatchObject({
      format: 'foyer-devtools-session',
      version: 1,
      exportedAt: '2025-01-02T03:04:05.000Z',
      startedAt: 5,
    })
    const file = parseSession(text)
    expect(file.events).toEqual([
      {
        seq: 1,
        channel: 'frame',
        time: 10,
        payload: {
          direction: 'app-to-frame',
          type: 'RPC_REQUEST',
          id: 'f1',
          payload: { method: 'eth_sendTransaction', params: [{ value: '5' }] },
        },
      },
      { ...events[1], seq: 2 },
      { ...events[2], seq: 3 },
    ])
  })

  it('reads a send an ERC-7715 grant let through (flow permission_used), a sponsored UserOperation (user_operation), and no unknown flow', () => {
    const used = {
      seq: 1,
      channel: 'flow',
      time: 40,
      payload: {
        type: 'permission_used',
        method: 'eth_sendTransaction',
        permission: 'foyer-permission:abc',
      },
    } as const
    const operation = {
      seq: 2,
      channel: 'flow',
      time: 41,
      payload: {
        type: 'user_operation',
        hash: `0x${'ab'.repeat(32)}`,
        chainId: 1,
        sponsor: 'Foyer demo',
      },
    } as const
    const file = parseSession(serializeSession({ startedAt: 0, events: [used, operation] }))
    expect(file.events).toEqual([used, operation])
    const unknown = JSON.stringify({
      format: 'foyer-devtools-session',
      version: 1,
      events: [{ channel: 'flow', time: 1, payload: { type: 'permission_guessed' } }],
    })
    expect(() => parseSession(unknown)).toThrow(
      new SessionFileError('Event 1: the payload does not fit the flow channel.'),
    )
  })

  it('round-trips the visitor actions and the page; a secret field keeps no value', () => {
    const actions = [
      { time: 1, kind: 'click', scope: 'page', role: 'button', name: 'Connect Wallet' },
      { time: 2, kind: 'fill', scope: 'modal', role: 'textbox', name: 'Amount', value: '0.01' },
      { time: 3, kind: 'click', scope: 'modal', role: 'button', name: 'Use', nth: 1 },
    ] as const
    const text = serializeSession({ startedAt: 0, events: [], actions, url: 'http://a.test/' })
    expect(parseSession(text)).toMatchObject({ url: 'http://a.test/', actions })
    const forged = JSON.stringify({
      format: 'foyer-devtools-session',
      version: 1,
      events: [],
      actions: [
        {
          time: 1,
          kind: 'fill',
          scope: 'modal',
          role: 'textbox',
          name: 'Code',
          value: '123456',
          secret: true,
          extra: 1,
        },
      ],
    })
    expect(parseSession(forged).actions).toEqual([
      {
        time: 1,
        kind: 'fill',
        scope: 'modal',
        role: 'textbox',
        name: 'Code',
        value: '',
        secret: true,
      },
    ])
  })

  it.each([
    [
      '{"format":"foyer-devtools-session","version":1,"events":[],"actions":{}}',
      'Not a Foyer devtools session: actions must be a list.',
    ],
    [
      '{"format":"foyer-devtools-session","version":1,"events":[],"actions":[{"time":1,"kind":"hover","scope":"page","role":"button","name":"x"}]}',
      'Action 1 must have a kind (click, fill, select, press or fault), a scope (page or modal), a role, a name and a time.',
    ],
    ['{oops', 'Not a Foyer devtools session: the file is not JSON.'],
    ['{"format":"har"}', 'Not a Foyer devtools session: format must be "foyer-devtools-session".'],
    [
      '{"format":"foyer-devtools-session","version":2}',
      'Unsupported session version. Provided: 2; this panel reads 1.',
    ],
    [
      '{"format":"foyer-devtools-session","version":1,"events":{}}',
      'Not a Foyer devtools session: events must be a list.',
    ],
    [
      '{"format":"foyer-devtools-session","version":1,"events":[{"channel":"dom","time":1,"payload":{}}]}',
      'Event 1 must have a known channel, a time and a payload.',
    ],
    [
      '{"format":"foyer-devtools-session","version":1,"events":[{"channel":"rpc","time":1,"payload":{"id":"1","method":"eth_call","decision":"safe","list":"safe","outcome":"maybe"}}]}',
      'Event 1: the payload does not fit the rpc channel.',
    ],
    [
      '{"format":"foyer-devtools-session","version":1,"events":[{"channel":"rpc","time":1,"payload":{"id":"n1","method":"eth_call","source":"node","decision":"safe","list":"safe","outcome":"passed","latencyMs":1}}]}',
      'Event 1: the payload does not fit the rpc channel.',
    ],
    [
      '{"format":"foyer-devtools-session","version":1,"events":[{"channel":"rpc","time":1,"payload":{"id":"1","method":"eth_call","decision":"safe","list":"safe","outcome":"passed","latencyMs":1,"params":{"to":"0x"}}}]}',
      'Event 1: the payload does not fit the rpc channel.',
    ],
    [
      '{"format":"foyer-devtools-session","version":1,"events":[{"channel":"router","time":1,"payload":{"action":"push","before":[]}}]}',
      'Event 1: the payload does not fit the router channel.',
    ],
  ])('refuses %s, saying why', (text, message) => {
    expect(() => parseSession(text)).toThrow(new SessionFileError(message))
  })
})
