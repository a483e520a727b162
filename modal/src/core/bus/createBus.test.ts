import { afterEach, describe, expect, it, vi } from 'vitest'
import { type BusEvent, createBus } from './createBus.ts'

describe('createBus', () => {
  afterEach(() => vi.restoreAllMocks())

  it('delivers each event with its channel until the listener unsubscribes', () => {
    const bus = createBus()
    const seen: BusEvent[] = []
    const unsubscribe = bus.subscribe((event) => seen.push(event))
    bus.emit('tracking', { event: 'MODAL_OPEN', properties: { connected: false } })
    unsubscribe()
    bus.emit('tracking', { event: 'MODAL_CLOSE', properties: { connected: false } })
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ channel: 'tracking', payload: { event: 'MODAL_OPEN' } })
    expect(typeof seen[0]?.time).toBe('number')
  })

  it('a listener that throws does not stop the others', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const bus = createBus()
    const seen: string[] = []
    bus.subscribe(() => {
      throw new Error('broken analytics')
    })
    bus.subscribe((event) => seen.push(event.channel))
    bus.emit('router', { action: 'reset', before: [], after: [{ view: 'Account' }] })
    expect(seen).toEqual(['router'])
    expect(logged).toHaveBeenCalledWith('[foyer] bus listener failed', expect.any(Error))
  })
})
