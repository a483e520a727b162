import { describe, expect, it } from 'vitest'
import { connectAs } from '../../testing/connectAs.ts'
import { createFoyer } from '../createFoyer.ts'
import { openModal } from '../modal/openModal.ts'
import { registerNavigationPolicy } from '../router/registerNavigationPolicy.ts'
import { showView } from '../router/showView.ts'
import { connectionNavigationPolicy } from './navigationPolicy.ts'

const ALICE = '0x00000000000000000000000000000000000000a1'
const BOB = '0x00000000000000000000000000000000000000b2'

/** An instance whose plugged-in sign-in asks `mustSignIn` (as siwe/ plugs in its own). */
function setup(mustSignIn: (address: string | undefined) => boolean = () => false) {
  const foyer = createFoyer({ projectId: 'test', chains: [1] }, { storage: undefined })
  foyer._internal.signIn = {
    needsSignIn: (address) =>
      mustSignIn(address ?? foyer.connection.getState().address?.toLowerCase()),
    signOut: async () => {},
  }
  registerNavigationPolicy(foyer, connectionNavigationPolicy)
  const views = () => foyer.router.getState().history.map((route) => route.view)
  return { foyer, views }
}

describe('connection navigation policy: the view of a connected account (SPEC §2, §4)', () => {
  it('after a connect: Account, or ConnectingSiwe when the new account must sign in', () => {
    const { foyer, views } = setup((address) => address === BOB)
    openModal(foyer)
    foyer.bus.emit('connection', { type: 'connect_success', connectorId: 'x', address: ALICE })
    expect(views()).toEqual(['Account'])
    showView(foyer, { view: 'Connect' })
    foyer.bus.emit('connection', { type: 'connect_success', connectorId: 'y', address: BOB })
    expect(views()).toEqual(['ConnectingSiwe'])
  })

  it('after a restore: Account when only Connect showed, nothing over another view', () => {
    const { foyer, views } = setup()
    openModal(foyer)
    foyer.bus.emit('connection', { type: 'restored', status: 'disconnected' })
    expect(views()).toEqual(['Connect'])
    foyer.bus.emit('connection', { type: 'restored', status: 'connected' })
    expect(views()).toEqual(['Account'])
    showView(foyer, { view: 'Connect' })
    foyer.bus.emit('connection', { type: 'restored', status: 'connected' })
    expect(views()).toEqual(['Account', 'Connect'])
  })

  it('another account on Account signs in first when it has no session of its own', () => {
    const { foyer, views } = setup((address) => address === BOB)
    connectAs(foyer, ALICE)
    openModal(foyer)
    expect(views()).toEqual(['Account'])
    connectAs(foyer, BOB)
    expect(views()).toEqual(['ConnectingSiwe'])
    // Not on Account (Send, Networks…): the switch moves nothing; the modal opens on sign-in.
    openModal(foyer, { view: 'Networks' })
    connectAs(foyer, ALICE)
    connectAs(foyer, BOB)
    expect(views()).toEqual(['Networks'])
    openModal(foyer)
    expect(views()).toEqual(['ConnectingSiwe'])
  })

  it('without a sign-in plugged in, Account shows', () => {
    const foyer = createFoyer({ projectId: 'test', chains: [1] }, { storage: undefined })
    registerNavigationPolicy(foyer, connectionNavigationPolicy)
    connectAs(foyer, ALICE)
    openModal(foyer)
    connectAs(foyer, BOB)
    expect(foyer.router.getState().history).toEqual([{ view: 'Account' }])
  })
})
