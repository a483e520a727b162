// @vitest-environment jsdom
import { redactFramePayload } from '@foyer/modal/frame-protocol'
import { createBus } from '@foyer/modal/internal'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { createEventStore } from '../../core/createEventStore.ts'
import type { Tab } from '../../core/panelPrefs.ts'
import { act, render, tableRows } from '../../testing/render.tsx'
import { DevtoolsPanel } from '../DevtoolsPanel.tsx'

// Until the embedded wallet exists, the Frame tab is fed bus events the way its transport
// will emit them: bodies through redactFramePayload first.

/** One message: a request from the app, or a message from the frame, maybe a reply. */
type Message =
  | [direction: 'app-to-frame', type: string, id: string, body: unknown]
  | [
      direction: 'frame-to-app',
      type: string,
      id: string,
      body: unknown,
      reply?: { replyTo: string; roundTripMs: number },
    ]

function setup() {
  const bus = createBus()
  const store = createEventStore()
  bus.subscribe((event) => store.push(event))
  function Harness() {
    const [tab, setTab] = useState<Tab>('frame')
    return <DevtoolsPanel store={store} tab={tab} onTabChange={setTab} />
  }
  const { container } = render(<Harness />)
  const send = (...[direction, type, id, body, reply]: Message) => {
    const payload = redactFramePayload(type, body)
    act(() =>
      bus.emit(
        'frame',
        direction === 'app-to-frame'
          ? { direction, type, id, payload }
          : { direction, type, id, ...reply, payload },
      ),
    )
  }
  return { container, send }
}

const signature = `0x${'1b'.repeat(65)}`

describe('Frame tab', () => {
  it('pairs each request with its reply and shows the round trip', () => {
    const { container, send } = setup()
    send('app-to-frame', 'GET_CHAIN_ID', 'r1', undefined)
    send(
      'frame-to-app',
      'GET_CHAIN_ID_SUCCESS',
      'r2',
      { chainId: 137 },
      { replyTo: 'r1', roundTripMs: 42 },
    )
    send('app-to-frame', 'SWITCH_NETWORK', 'r3', { chainId: 10 })
    expect(tableRows(container, 'Frame messages').map((r) => r.slice(1))).toEqual([
      ['app → frame', 'SWITCH_NETWORK', 'r3', 'no reply yet', '—', '{"chainId":10}'],
      [
        'frame → app',
        'GET_CHAIN_ID_SUCCESS',
        'r2',
        'request GET_CHAIN_ID #r1',
        '42 ms',
        '{"chainId":137}',
      ],
      ['app → frame', 'GET_CHAIN_ID', 'r1', 'reply GET_CHAIN_ID_SUCCESS #r2', '42 ms', ''],
    ])
  })

  it('never shows an OTP, a session token or a signature', () => {
    const { container, send } = setup()
    send('app-to-frame', 'CONNECT_OTP', 'a1', { otp: '482913' })
    send('frame-to-app', 'SESSION_UPDATE', 'a2', { token: 'sess_9f8e7d', address: '0xabc' })
    send('app-to-frame', 'IS_CONNECTED', 'a3', 'sess_9f8e7d')
    send('app-to-frame', 'RPC_REQUEST', 'a4', {
      method: 'personal_sign',
      params: ['0x68', '0xabc'],
    })
    send(
      'frame-to-app',
      'RPC_REQUEST_SUCCESS',
      'a5',
      { result: signature },
      { replyTo: 'a4', roundTripMs: 900 },
    )
    send('app-to-frame', 'CONNECT_SOCIAL', 'a6', {
      uri: 'https://x.example/cb?code=grant-123&provider=github',
    })
    const text = container.querySelector('table[aria-label="Frame messages"]')?.textContent ?? ''
    for (const secret of ['482913', 'sess_9f8e7d', signature, 'grant-123'])
      expect(text).not.toContain(secret)
    const payloads = tableRows(container, 'Frame messages').map((r) => [r[2], r[6]])
    expect(payloads).toContainEqual(['CONNECT_OTP', '{"otp":"[redacted]"}'])
    expect(payloads).toContainEqual(['SESSION_UPDATE', '{"token":"[redacted]","address":"0xabc"}'])
    expect(payloads).toContainEqual(['IS_CONNECTED', '"[redacted]"'])
    expect(payloads).toContainEqual(['RPC_REQUEST_SUCCESS', '{"result":"[redacted]"}'])
    expect(payloads.find((p) => p[0] === 'CONNECT_SOCIAL')?.[1]).toContain('provider=github')
  })
})
