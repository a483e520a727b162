import { describe, expect, it } from 'vitest'
import { createFoyer } from '../createFoyer.ts'
import { openModal } from '../modal/openModal.ts'
import { registerNavigationPolicy } from '../router/registerNavigationPolicy.ts'
import { showView } from '../router/showView.ts'
import { namesNavigationPolicy } from './navigationPolicy.ts'

function setup() {
  const foyer = createFoyer({ projectId: 'test', chains: [1] }, { storage: undefined })
  openModal(foyer, { view: 'Account' })
  return { foyer, history: () => foyer.router.getState().history }
}

describe('names navigation policy (SPEC §4)', () => {
  it('a registration waits on its own view; a failure returns to the form in its place', () => {
    const { foyer, history } = setup()
    registerNavigationPolicy(foyer, namesNavigationPolicy)
    showView(foyer, { view: 'RegisterAccountName' })
    foyer.bus.emit('flow', { type: 'name_registering', name: 'ada.foyer.id' })
    expect(history()).toEqual([
      { view: 'Account' },
      { view: 'RegisterAccountName' },
      { view: 'RegisterAccountNameSuccess', params: { name: 'ada.foyer.id' } },
    ])
    foyer.bus.emit('flow', { type: 'name_failed', name: 'ada.foyer.id' })
    expect(history()).toEqual([{ view: 'Account' }, { view: 'RegisterAccountName' }])
  })

  it('a registration started without the form below fails back to the form', () => {
    const { foyer, history } = setup()
    registerNavigationPolicy(foyer, namesNavigationPolicy)
    foyer.bus.emit('flow', { type: 'name_registering', name: 'ada.foyer.id' })
    foyer.bus.emit('flow', { type: 'name_failed', name: 'ada.foyer.id' })
    expect(history()).toEqual([{ view: 'Account' }, { view: 'RegisterAccountName' }])
  })
})
