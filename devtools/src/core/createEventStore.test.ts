import { createBus, type TrackingChannel } from '@foyer/modal/internal'
import { describe, expect, it } from 'vitest'
import { createEventStore } from './createEventStore.ts'
import { parseSession, serializeSession } from './sessionFile.ts'

const open: TrackingChannel = { event: 'MODAL_OPEN', properties: { connected: false } }
/** The receipt of send `n`: events told apart by their block number. */
const confirmed = (n: number): TrackingChannel => ({
  event: 'SEND_CONFIRMED',
  properties: { hash: '0xabc', blockNumber: n },
})

function setup(maxEvents?: number) {
  let clock = 1_000
  const store = createEventStore({ maxEvents, now: () => clock })
  const bus = createBus()
  bus.subscribe((event) => store.push(event))
  return { store, bus, tick: (ms: number) => (clock += ms) }
}

describe('createEventStore', () => {
  it('keeps 1,000 events by default, dropping the oldest', () => {
    const { store, bus } = setup()
    for (let i = 0; i < 1_200; i++) bus.emit('tracking', confirmed(i))
    const { events, capacity, dropped } = store.getSnapshot()
    expect(capacity).toBe(1_000)
    expect(events).toHaveLength(1_000)
    expect(dropped).toBe(200)
    expect(events[0]).toMatchObject({ seq: 201, payload: { properties: { blockNumber: 200 } } })
  })

  it('takes another capacity', () => {
    const { store, bus } = setup(3)
    for (let i = 0; i < 5; i++) bus.emit('tracking', confirmed(i))
    expect(store.getSnapshot().events.map((e) => e.seq)).toEqual([3, 4, 5])
  })

  it('while paused counts events without recording them, and keeps the state current', () => {
    const { store, bus } = setup()
    bus.emit('tracking', open)
    store.setPaused(true)
    bus.emit('router', { action: 'push', before: [], after: [{ view: 'Networks' }] })
    expect(store.getSnapshot()).toMatchObject({ paused: true, skipped: 1 })
    expect(store.getSnapshot().events).toHaveLength(1)
    expect(store.getSnapshot().state.modal.history).toEqual([{ view: 'Networks' }])
    store.setPaused(false)
    bus.emit('tracking', open)
    expect(store.getSnapshot()).toMatchObject({ paused: false, skipped: 0 })
    expect(store.getSnapshot().events).toHaveLength(2)
  })

  it('clear forgets the rows, restarts the clock and keeps the state', () => {
    const { store, bus, tick } = setup()
    bus.emit('tracking', open)
    tick(500)
    store.clear()
    expect(store.getSnapshot().events).toEqual([])
    expect(store.getSnapshot().startedAt).toBe(1_500)
    expect(store.getSnapshot().state.modal.open).toBe(true)
  })

  it('shows an imported session paused, then returns to live on resume', () => {
    const a = setup()
    a.bus.emit('tracking', open)
    a.bus.emit('router', { action: 'reset', before: [], after: [{ view: 'Connect' }] })
    const file = parseSession(serializeSession(a.store.getSnapshot()))

    const b = setup()
    b.bus.emit('tracking', { event: 'MODAL_CLOSE', properties: { connected: true } })
    b.store.load(file)
    let snapshot = b.store.getSnapshot()
    expect(snapshot).toMatchObject({ source: 'imported', paused: true, startedAt: 1_000 })
    expect(snapshot.events.map((e) => e.channel)).toEqual(['tracking', 'router'])
    expect(snapshot.state.modal).toEqual({ open: true, history: [{ view: 'Connect' }] })
    b.bus.emit('tracking', open)
    expect(b.store.getSnapshot().skipped).toBe(1)
    b.store.resume()
    snapshot = b.store.getSnapshot()
    expect(snapshot).toMatchObject({ source: 'live', paused: false, events: [] })
    // The live state went on while the import was shown.
    expect(snapshot.state.modal.open).toBe(true)
  })

  it('can time rows from the first event, for a page opened after them', () => {
    const store = createEventStore({ startAtFirstEvent: true, now: () => 9_999 })
    store.push({ channel: 'tracking', time: 500, payload: open })
    store.push({ channel: 'tracking', time: 700, payload: open })
    expect(store.getSnapshot().startedAt).toBe(500)
  })

  it('tells subscribers about each change until they unsubscribe', () => {
    const { store, bus } = setup()
    let calls = 0
    const unsubscribe = store.subscribe(() => calls++)
    bus.emit('tracking', open)
    store.clear()
    unsubscribe()
    bus.emit('tracking', open)
    expect(calls).toBe(2)
  })

  it('keeps the visitor actions: typing replaces the last, none while paused, clear forgets, an import brings its own', () => {
    const store = createEventStore({ url: 'http://app.test/' })
    const fill = (value: string) =>
      ({ time: 1, kind: 'fill', scope: 'modal', role: 'textbox', name: 'Amount', value }) as const
    store.pushAction(fill('0.0'))
    store.pushAction(fill('0.01'), true)
    store.setPaused(true)
    store.pushAction(fill('9'))
    store.setPaused(false)
    expect(store.getSnapshot()).toMatchObject({ url: 'http://app.test/', actions: [fill('0.01')] })
    const file = parseSession(serializeSession(store.getSnapshot()))
    store.clear()
    expect(store.getSnapshot().actions).toEqual([])
    store.load({ ...file, url: 'http://other.test/' })
    expect(store.getSnapshot()).toMatchObject({
      url: 'http://other.test/',
      actions: [fill('0.01')],
    })
    store.resume()
    expect(store.getSnapshot()).toMatchObject({ url: 'http://app.test/', actions: [] })
  })
})
