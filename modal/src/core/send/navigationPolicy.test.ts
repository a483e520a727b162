import { describe, expect, it } from 'vitest'
import type { SendEventProperties } from '../bus/events.ts'
import { createFoyer } from '../createFoyer.ts'
import { openModal } from '../modal/openModal.ts'
import { pushRoute } from '../router/pushRoute.ts'
import { registerNavigationPolicy } from '../router/registerNavigationPolicy.ts'
import { sendNavigationPolicy } from './navigationPolicy.ts'

const properties: SendEventProperties = {
  token: 'ETH',
  amount: '0.1',
  network: 1,
  namespace: 'eip155',
}
const hash = `0x${'ab'.repeat(32)}` as const

function setup() {
  const foyer = createFoyer({ projectId: 'test', chains: [1] }, { storage: undefined })
  registerNavigationPolicy(foyer, sendNavigationPolicy)
  // Registering twice keeps one policy: one route change per event.
  registerNavigationPolicy(foyer, sendNavigationPolicy)
  openModal(foyer, { view: 'Account' })
  pushRoute(foyer, { view: 'Send' })
  return foyer
}

describe('send navigation policy (SPEC §2)', () => {
  it('a started send shows Account with no back; a failed one brings Send back on top', () => {
    const foyer = setup()
    foyer.bus.emit('tracking', { event: 'SEND_INITIATED', properties })
    expect(foyer.router.getState().history).toEqual([{ view: 'Account' }])
    foyer.bus.emit('tracking', {
      event: 'SEND_ERROR',
      properties: { ...properties, message: 'Something went wrong' },
    })
    expect(foyer.router.getState().history).toEqual([{ view: 'Account' }, { view: 'Send' }])
  })

  it('an error after the send succeeded (its receipt) moves nothing', () => {
    const foyer = setup()
    foyer.bus.emit('tracking', { event: 'SEND_INITIATED', properties })
    foyer.bus.emit('tracking', { event: 'SEND_SUCCESS', properties: { ...properties, hash } })
    foyer.bus.emit('tracking', {
      event: 'SEND_ERROR',
      properties: { ...properties, message: 'Something went wrong' },
    })
    expect(foyer.router.getState().history).toEqual([{ view: 'Account' }])
  })

  it('a send that fails while the modal is closed leaves it closed', () => {
    const foyer = setup()
    foyer.bus.emit('tracking', { event: 'SEND_INITIATED', properties })
    foyer.modal.setState({ open: false })
    foyer.bus.emit('tracking', {
      event: 'SEND_ERROR',
      properties: { ...properties, message: 'Something went wrong' },
    })
    expect(foyer.router.getState().history).toEqual([{ view: 'Account' }])
  })
})
