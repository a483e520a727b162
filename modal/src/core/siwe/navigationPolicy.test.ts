import { describe, expect, it } from 'vitest'
import { createFoyer } from '../createFoyer.ts'
import { openModal } from '../modal/openModal.ts'
import { registerNavigationPolicy } from '../router/registerNavigationPolicy.ts'
import { siweNavigationPolicy } from './navigationPolicy.ts'

function setup() {
  const foyer = createFoyer({ projectId: 'test', chains: [1] }, { storage: undefined })
  openModal(foyer, { view: 'Account' })
  return { foyer, history: () => foyer.router.getState().history }
}

describe('sign-in navigation policy (SPEC §4)', () => {
  it('a verified sign-in shows Account in an open modal, and leaves a closed one alone', () => {
    const { foyer, history } = setup()
    registerNavigationPolicy(foyer, siweNavigationPolicy)
    foyer.connection.setState({ status: 'connected' })
    openModal(foyer, { view: 'ConnectingSiwe' })
    foyer.bus.emit('flow', { type: 'siwe_signed_in' })
    expect(history()).toEqual([{ view: 'Account' }])
    openModal(foyer, { view: 'ConnectingSiwe' })
    foyer.modal.setState({ open: false })
    foyer.bus.emit('flow', { type: 'siwe_signed_in' })
    expect(history()).toEqual([{ view: 'ConnectingSiwe' }])
  })

  it('a sign-in verified while the connect still runs (one-click) leaves the view to the connect', () => {
    const { foyer, history } = setup()
    registerNavigationPolicy(foyer, siweNavigationPolicy)
    openModal(foyer, { view: 'WalletConnect' })
    foyer.connection.setState({ status: 'connecting' })
    foyer.bus.emit('flow', { type: 'siwe_signed_in' })
    expect(history()).toEqual([{ view: 'WalletConnect' }])
  })
})
