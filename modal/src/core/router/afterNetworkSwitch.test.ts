import { describe, expect, it } from 'vitest'
import { createFoyer } from '../createFoyer.ts'
import { openModal } from '../modal/openModal.ts'
import { afterNetworkSwitch } from './afterNetworkSwitch.ts'
import { pushRoute } from './pushRoute.ts'

const make = (siwe = false) =>
  createFoyer({ projectId: 'test', chains: [1, 137], siwe }, { storage: undefined })

describe('afterNetworkSwitch (SPEC §2)', () => {
  it('returns to the view that preceded Networks', () => {
    const foyer = make()
    openModal(foyer, { view: 'Account' })
    pushRoute(foyer, { view: 'Networks' })
    afterNetworkSwitch(foyer)
    expect(foyer.router.getState().history).toEqual([{ view: 'Account' }])
    expect(foyer.modal.getState().open).toBe(true)
  })

  it('closes the modal when Networks was the first view', () => {
    const foyer = make()
    openModal(foyer, { view: 'Networks' })
    afterNetworkSwitch(foyer)
    expect(foyer.modal.getState().open).toBe(false)
  })
})
