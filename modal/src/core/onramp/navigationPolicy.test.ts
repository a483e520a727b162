import { describe, expect, it } from 'vitest'
import { createFoyer } from '../createFoyer.ts'
import { openModal } from '../modal/openModal.ts'
import { registerNavigationPolicy } from '../router/registerNavigationPolicy.ts'
import { showView } from '../router/showView.ts'
import { onrampNavigationPolicy } from './navigationPolicy.ts'

function setup() {
  const foyer = createFoyer({ projectId: 'test', chains: [1] }, { storage: undefined })
  openModal(foyer, { view: 'Account' })
  return { foyer, history: () => foyer.router.getState().history }
}

describe('on-ramp navigation policy (SPEC §7)', () => {
  it('a started purchase shows Account with no way back to Buy', () => {
    const { foyer, history } = setup()
    registerNavigationPolicy(foyer, onrampNavigationPolicy)
    showView(foyer, { view: 'OnrampBuy' })
    foyer.bus.emit('flow', { type: 'onramp_purchase_started' })
    expect(history()).toEqual([{ view: 'Account' }])
  })
})
