import { describe, expect, it } from 'vitest'
import type { BusEvent } from '../bus/createBus.ts'
import { createFoyer } from '../createFoyer.ts'
import { openModal } from '../modal/openModal.ts'
import { goBack } from './goBack.ts'
import { pushRoute } from './pushRoute.ts'
import { resetRoute } from './resetRoute.ts'

function setup() {
  const foyer = createFoyer({ projectId: 'test', chains: [1] }, { storage: undefined })
  const events: BusEvent[] = []
  foyer.bus.subscribe((e) => events.push(e))
  return { foyer, events }
}

describe('router (SPEC §2)', () => {
  it('push and reset change the history and emit each transition', () => {
    const { foyer, events } = setup()
    resetRoute(foyer, { view: 'Account' })
    pushRoute(foyer, { view: 'Networks' })
    pushRoute(foyer, { view: 'RegisterAccountName' })
    expect(foyer.router.getState().history).toEqual([
      { view: 'Account' },
      { view: 'Networks' },
      { view: 'RegisterAccountName' },
    ])
    expect(events.map((e) => e.channel === 'router' && e.payload.action)).toEqual([
      'reset',
      'push',
      'push',
    ])
    expect(events[1]).toMatchObject({
      channel: 'router',
      payload: {
        before: [{ view: 'Account' }],
        after: [{ view: 'Account' }, { view: 'Networks' }],
      },
    })
  })

  it('goBack returns to the previous view when there is one', () => {
    const { foyer } = setup()
    openModal(foyer, { view: 'Account' })
    pushRoute(foyer, { view: 'Networks' })
    goBack(foyer)
    expect(foyer.router.getState().history).toEqual([{ view: 'Account' }])
    expect(foyer.modal.getState().open).toBe(true)
  })

  it('goBack closes the modal when the history has one entry', () => {
    const { foyer } = setup()
    openModal(foyer, { view: 'Account' })
    goBack(foyer)
    expect(foyer.modal.getState().open).toBe(false)
  })

  it('typed routes carry their params', () => {
    const { foyer } = setup()
    pushRoute(foyer, { view: 'RegisterAccountNameSuccess', params: { name: 'alice' } })
    expect(foyer.router.getState().history.at(-1)).toEqual({
      view: 'RegisterAccountNameSuccess',
      params: { name: 'alice' },
    })
  })
})
