// @vitest-environment jsdom
import { closeModal, createFoyer, type Foyer, openModal, type Route } from '@foyer/modal'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createEventStore, type EventStore } from '../core/createEventStore.ts'
import { createEgressLog, type EgressLog } from '../core/egress.ts'
import type { Tab } from '../core/panelPrefs.ts'
import {
  act,
  button,
  click,
  render,
  tab,
  tableRows,
  timelineRows,
  type,
} from '../testing/render.tsx'
import { DevtoolsPanel } from './DevtoolsPanel.tsx'

function Harness({
  store,
  onExport,
  egress,
}: {
  store: EventStore
  onExport?: (n: string, t: string) => void
  egress?: EgressLog
}) {
  const [current, setCurrent] = useState<Tab>('timeline')
  return (
    <DevtoolsPanel
      store={store}
      tab={current}
      onTabChange={setCurrent}
      onExport={onExport}
      egress={egress}
    />
  )
}

/**
 * Moves through the modal's history the way its router reports it (push and back are not public
 * actions): a `router` event on the instance's bus, from the history the last one left.
 */
function followRouter(foyer: Foyer) {
  let history: readonly Route[] = []
  foyer.bus.subscribe((event) => {
    if (event.channel === 'router') history = event.payload.after
  })
  const move = (action: 'push' | 'back', after: readonly Route[]) =>
    foyer.bus.emit('router', { action, before: history, after })
  return {
    push: (route: Route) => move('push', [...history, route]),
    back: () => move('back', history.slice(0, -1)),
  }
}

function setup(onExport?: (name: string, text: string) => void) {
  const foyer: Foyer = createFoyer({ projectId: 'test', chains: [1] }, { storage: undefined })
  const store = createEventStore()
  foyer.bus.subscribe((event) => store.push(event))
  const router = followRouter(foyer)
  const { container } = render(<Harness store={store} onExport={onExport} />)
  return { foyer, router, store, container }
}

describe('DevtoolsPanel', () => {
  it('shows every event live in the Timeline, newest first', () => {
    const { foyer, router, container } = setup()
    expect(container.textContent).toContain('No events yet.')
    act(() => openModal(foyer))
    act(() => router.push({ view: 'Networks' }))
    expect(timelineRows(container)).toEqual([
      'router push Connect → Connect › Networks',
      'tracking MODAL_OPEN {"connected":false}',
      'router reset (empty) → Connect',
    ])
    expect(container.querySelector('li .time')?.textContent).toMatch(/^\+\d+\.\d{3} s$/)
  })

  it('Router: the history now, current view highlighted, and each transition', () => {
    const { foyer, router, container } = setup()
    act(() => {
      openModal(foyer)
      router.push({ view: 'Networks' })
      router.push({ view: 'Send' })
      router.back()
    })
    click(tab(container, 'Router'))
    const history = [...container.querySelectorAll('ol[aria-label="Current history"] li')]
    expect(history.map((li) => li.textContent)).toEqual(['Connect', 'Networks'])
    expect(history[1]?.getAttribute('aria-current')).toBe('step')
    expect(tableRows(container, 'Router transitions').map((r) => r.slice(1))).toEqual([
      ['back', 'Connect › Networks › Send', 'Connect › Networks'],
      ['push', 'Connect › Networks', 'Connect › Networks › Send'],
      ['push', 'Connect', 'Connect › Networks'],
      ['reset', '(empty)', 'Connect'],
    ])
  })

  it('RPC: method, decision with its list, outcomes and latency, one row per request', () => {
    const { foyer, container } = setup()
    // What the RPC gate reports (it is not public API): a safe call that passed, a method on
    // neither list refused at once, an unsafe call pending, then approved by the visitor.
    act(() => {
      foyer.bus.emit('rpc', {
        id: '1',
        method: 'eth_blockNumber',
        decision: 'safe',
        list: 'safe',
        outcome: 'passed',
        latencyMs: 3.2,
      })
      foyer.bus.emit('rpc', {
        id: '2',
        method: 'eth_sign',
        decision: 'disallowed',
        list: null,
        outcome: 'rejected',
        latencyMs: 0.1,
      })
      foyer.bus.emit('rpc', {
        id: '3',
        method: 'eth_sendTransaction',
        decision: 'unsafe',
        list: 'unsafe',
        outcome: 'pending',
      })
      foyer.bus.emit('rpc', {
        id: '3',
        method: 'eth_sendTransaction',
        decision: 'unsafe',
        list: 'unsafe',
        outcome: 'approved',
        latencyMs: 840,
      })
    })
    click(tab(container, 'RPC'))
    const rows = tableRows(container, 'RPC requests').map((r) => r.slice(1, 5).concat(r[6]!))
    expect(rows).toEqual([
      ['eth_sendTransaction', 'unsafe', 'unsafe', 'pending → approved', 'gate'],
      ['eth_sign', 'disallowed', '—', 'rejected', 'gate'],
      ['eth_blockNumber', 'safe', 'safe', 'passed', 'gate'],
    ])
    expect(tableRows(container, 'RPC requests')[0]?.[5]).toMatch(/ms$/)
  })

  it("RPC: the modal's node requests, with the URL each went to", () => {
    const { foyer, container } = setup()
    const url = '/__foyer/api/rpc?chainId=1&projectId=test'
    act(() => {
      foyer.bus.emit('rpc', {
        id: 'n1',
        method: 'eth_getBalance',
        source: 'node',
        url,
        decision: 'safe',
        list: 'safe',
        outcome: 'passed',
        latencyMs: 4,
      })
      foyer.bus.emit('rpc', {
        id: 'm2',
        method: 'eth_requestAccounts',
        source: 'modal',
        decision: 'unsafe',
        list: 'unsafe',
        outcome: 'pending',
      })
    })
    click(tab(container, 'RPC'))
    expect(
      tableRows(container, 'RPC requests').map((r) => r.slice(1, 5).concat(r.slice(6))),
    ).toEqual([
      ['eth_requestAccounts', 'unsafe', 'unsafe', 'pending', "modal's own call", '—', 'm2'],
      ['eth_getBalance', 'safe', 'safe', 'passed', 'node', url, 'n1'],
    ])
    const cell = [...container.querySelectorAll('td')].find((td) => td.textContent === url)
    expect(cell?.getAttribute('title')).toBe(url)
    click(tab(container, 'Timeline'))
    expect(container.textContent).toContain(`safe (safe list) → passed · 4.0 ms · node ${url}`)
  })

  it('RPC: a method opens its request: what it asked, the answer or the error, the timing', () => {
    const { foyer, container } = setup()
    const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    act(() => {
      foyer.bus.emit('rpc', {
        id: 'n1',
        method: 'eth_call',
        params: `${usdc} balanceOf @ "latest"`,
        source: 'node',
        url: '/__foyer/api/rpc?chainId=1&projectId=test',
        decision: 'safe',
        list: 'safe',
        outcome: 'passed',
        latencyMs: 4,
        result: '"0x0f4240"',
      })
      foyer.bus.emit('rpc', {
        id: 'n2',
        method: 'eth_blockNumber',
        source: 'node',
        url: '/__foyer/api/rpc?chainId=1&projectId=test',
        decision: 'safe',
        list: 'safe',
        outcome: 'error',
        latencyMs: 9,
        error: 'The network did not answer.',
      })
    })
    click(tab(container, 'RPC'))
    expect(container.querySelector('#rpc-details')).toBeNull()
    const open = (method: string) =>
      [...container.querySelectorAll<HTMLButtonElement>('button.row-open')].find(
        (b) => b.textContent === method,
      )!
    // The call is told apart by its contract and function before it is even opened.
    expect(open('eth_call').title).toBe(`${usdc} balanceOf @ "latest"`)
    click(open('eth_call'))
    expect(open('eth_call').getAttribute('aria-expanded')).toBe('true')
    const details = () => container.querySelector('#rpc-details')?.textContent ?? ''
    expect(details()).toContain(`Params${usdc} balanceOf @ "latest"`)
    expect(details()).toContain('Result"0x0f4240"')
    expect(details()).toContain('Timing4.0 ms')
    click(open('eth_blockNumber'))
    expect(details()).toContain('ErrorThe network did not answer.')
    expect(open('eth_call').getAttribute('aria-expanded')).toBe('false')
    // Again: closed.
    click(open('eth_blockNumber'))
    expect(container.querySelector('#rpc-details')).toBeNull()
  })

  it('Tracking: event names and properties', () => {
    const { foyer, container } = setup()
    act(() => {
      openModal(foyer)
      closeModal(foyer)
    })
    click(tab(container, 'Tracking'))
    expect(tableRows(container, 'Tracking events').map((r) => r.slice(1))).toEqual([
      ['MODAL_CLOSE', '{"connected":false}'],
      ['MODAL_OPEN', '{"connected":false}'],
    ])
  })

  it('State: connection, chain, modal flags and persisted keys', () => {
    const { foyer, container } = setup()
    act(() => {
      openModal(foyer)
      foyer.bus.emit('connection', {
        type: 'change',
        status: 'connected',
        connectorId: 'dev.foyer.alice',
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        chainId: 137,
        connections: [
          {
            connectorId: 'dev.foyer.alice',
            addresses: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
            chainId: 137,
          },
        ],
      })
      foyer.persisted.set('recentConnectorId', 'dev.foyer.alice')
    })
    click(tab(container, 'State'))
    const text = container.querySelector('[role="tabpanel"]')?.textContent
    expect(text).toContain('Statusconnected')
    expect(text).toContain('Chain137')
    expect(text).toContain('Opentrue')
    expect(text).toContain('ViewConnect')
    expect(tableRows(container, 'Connections')).toEqual([
      ['dev.foyer.alice (current)', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '137'],
    ])
    expect(tableRows(container, 'Persisted keys')).toEqual([
      ['recentConnectorId', '@foyer/recent-connector-id', '"dev.foyer.alice"'],
    ])
  })

  it('filters by text and by channel', () => {
    const { foyer, router, container } = setup()
    act(() => {
      openModal(foyer)
      router.push({ view: 'Networks' })
    })
    type(container.querySelector('input[aria-label="Filter events"]')!, 'networks')
    expect(timelineRows(container)).toEqual(['router push Connect → Connect › Networks'])
    expect(container.querySelector('[role="status"]')?.textContent).toContain('1 shown')
    type(container.querySelector('input[aria-label="Filter events"]')!, '')
    click(button(container, 'router'))
    expect(button(container, 'router').getAttribute('aria-pressed')).toBe('false')
    expect(timelineRows(container)).toEqual(['tracking MODAL_OPEN {"connected":false}'])
  })

  it('pause stops recording, clear empties the rows', () => {
    const { foyer, router, container } = setup()
    act(() => openModal(foyer))
    click(button(container, 'Pause'))
    act(() => router.push({ view: 'Networks' }))
    expect(timelineRows(container)).toHaveLength(2)
    expect(container.querySelector('[role="status"]')?.textContent).toContain(
      '1 not recorded while paused',
    )
    click(button(container, 'Resume'))
    act(() => closeModal(foyer))
    expect(timelineRows(container)).toHaveLength(3)
    click(button(container, 'Clear'))
    expect(timelineRows(container)).toEqual([])
  })

  it('export then import reproduces the rows', async () => {
    const onExport = vi.fn()
    const first = setup(onExport)
    act(() => {
      openModal(first.foyer)
      first.router.push({ view: 'Networks' })
    })
    const rows = timelineRows(first.container)
    click(button(first.container, 'Export'))
    const [name, text] = onExport.mock.calls[0] as [string, string]
    expect(name).toMatch(/^foyer-devtools-.*\.json$/)

    const second = setup()
    const input = second.container.querySelector<HTMLInputElement>('input[type="file"]')!
    Object.defineProperty(input, 'files', { value: [new File([text], name)], configurable: true })
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }))
      await new Promise((r) => setTimeout(r, 0))
    })
    expect(timelineRows(second.container)).toEqual(rows)
    expect(second.container.querySelector('[role="status"]')?.textContent).toContain(
      'imported session',
    )
    // The imported rows stay as they were while this page goes on.
    act(() => openModal(second.foyer))
    expect(timelineRows(second.container)).toEqual(rows)
  })

  it('says which file it could not import and why', async () => {
    const { container } = setup()
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!
    Object.defineProperty(input, 'files', {
      value: [new File(['{"format":"har"}'], 'trace.har')],
      configurable: true,
    })
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }))
      await new Promise((r) => setTimeout(r, 0))
    })
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Could not import trace.har: Not a Foyer devtools session: format must be "foyer-devtools-session".',
    )
  })

  it('Egress: every request of the page and the frame, why it was made, other hosts marked', () => {
    const store = createEventStore()
    const egress = createEgressLog({ page: 'http://127.0.0.1:5173' })
    const { container } = render(<Harness store={store} egress={egress} />)
    act(() => click(tab(container, 'Egress')))
    expect(container.textContent).toContain('No request yet.')
    const at = store.getSnapshot().startedAt
    act(() => {
      egress.setServerOrigin('http://127.0.0.1:40001')
      egress.add({
        time: at + 10,
        from: 'page',
        method: 'POST',
        url: 'http://127.0.0.1:5173/__foyer/api/rpc?chainId=1',
        kind: 'fetch',
        size: 2048,
      })
      egress.add({
        time: at + 20,
        from: 'frame',
        method: 'POST',
        url: 'http://127.0.0.1:40001/v1/auth/email/start',
        kind: 'fetch',
        status: 200,
        size: 15,
      })
      egress.add({
        time: at + 30,
        from: 'page',
        method: 'GET',
        url: 'https://fonts.example/a.woff2?v=secret',
        kind: 'css',
      })
    })
    expect(tableRows(container, 'Egress requests')).toEqual([
      [
        '+0.010 s',
        'page',
        'POST',
        '127.0.0.1:5173/__foyer/api/rpc?chainId=1',
        '',
        '2.0 KiB',
        'chain reads and transactions, through the Foyer server',
      ],
      [
        '+0.020 s',
        'wallet frame',
        'POST',
        '127.0.0.1:40001/v1/auth/email/start',
        '200',
        '15 B',
        'email login and session',
      ],
      [
        '+0.030 s',
        'page',
        'GET',
        'external: fonts.example/a.woff2?v=…',
        '',
        '—',
        'fonts.example (css)',
      ],
    ])
    expect(container.querySelector('[aria-label="Hosts"]')?.textContent).toBe(
      '3 requests to 3 hosts: 127.0.0.1:5173 (1), 127.0.0.1:40001 (1), fonts.example (1) · 1 external: fonts.example',
    )
    // The panel's filter finds requests too; the hosts line still counts them all.
    type(container.querySelector('input[type="search"]')!, 'wallet frame email')
    expect(tableRows(container, 'Egress requests').map((cells) => cells[3])).toEqual([
      '127.0.0.1:40001/v1/auth/email/start',
    ])
    type(container.querySelector('input[type="search"]')!, 'external')
    expect(tableRows(container, 'Egress requests').map((cells) => cells[3])).toEqual([
      'external: fonts.example/a.woff2?v=…',
    ])
    type(container.querySelector('input[type="search"]')!, 'nothing-like-this')
    expect(container.textContent).toContain('No request matches the filter.')
    expect(container.querySelector('[aria-label="Hosts"]')?.textContent).toMatch(/^3 requests/)
  })

  it('Egress on the standalone page (no log): says where the requests are listed', () => {
    const { container } = setup()
    act(() => click(tab(container, 'Egress')))
    expect(container.textContent).toContain('The requests are listed in the page’s own panel')
  })
})
