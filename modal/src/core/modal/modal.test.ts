import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BusEvent } from '../bus/createBus.ts'
import { createFoyer } from '../createFoyer.ts'
import { closeModal } from './closeModal.ts'
import { SHAKE_DURATION_MS } from './modalState.ts'
import { openModal } from './openModal.ts'
import { shakeModal } from './shakeModal.ts'

const config = { projectId: 'test', chains: [31337] }

function setup() {
  const foyer = createFoyer(config, { storage: undefined })
  const events: BusEvent[] = []
  foyer.bus.subscribe((e) => events.push(e))
  const tracking = () => events.filter((e) => e.channel === 'tracking').map((e) => e.payload)
  return { foyer, events, tracking }
}

describe('openModal / closeModal (SPEC §2, §4)', () => {
  it('shows Connect when not connected and Account when connected', () => {
    const { foyer } = setup()
    openModal(foyer)
    expect(foyer.modal.getState().open).toBe(true)
    expect(foyer.router.getState().history).toEqual([{ view: 'Connect' }])
    closeModal(foyer)
    foyer.connection.setState({ status: 'connected' })
    openModal(foyer)
    expect(foyer.router.getState().history).toEqual([{ view: 'Account' }])
  })

  it('shows the requested view when one is given', () => {
    const { foyer } = setup()
    openModal(foyer, { view: 'Networks' })
    expect(foyer.router.getState().history).toEqual([{ view: 'Networks' }])
  })

  it('emits MODAL_OPEN and MODAL_CLOSE with the connected flag', () => {
    const { foyer, tracking } = setup()
    openModal(foyer)
    closeModal(foyer)
    foyer.connection.setState({ status: 'connected' })
    openModal(foyer)
    closeModal(foyer)
    closeModal(foyer) // already closed: no second event
    expect(tracking()).toEqual([
      { event: 'MODAL_OPEN', properties: { connected: false } },
      { event: 'MODAL_CLOSE', properties: { connected: false } },
      { event: 'MODAL_OPEN', properties: { connected: true } },
      { event: 'MODAL_CLOSE', properties: { connected: true } },
    ])
  })

  it('a notice whose flow is over goes when the modal closes; one still under way stays', () => {
    const { foyer } = setup()
    openModal(foyer)
    foyer.notice.setState({ message: 'Transaction started', tone: 'info', hash: '0x01' }, true)
    closeModal(foyer)
    expect(foyer.notice.getState().message).toBe('Transaction started')
    openModal(foyer)
    foyer.notice.setState({ message: 'Transaction confirmed in block 3', tone: 'success' }, true)
    closeModal(foyer)
    expect(foyer.notice.getState()).toEqual({ tone: 'info' })
  })
})

describe('shakeModal', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shakes for exactly 500 ms', () => {
    const { foyer } = setup()
    expect(SHAKE_DURATION_MS).toBe(500)
    shakeModal(foyer)
    expect(foyer.modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(foyer.modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(foyer.modal.getState().shake).toBe(false)
  })
})
