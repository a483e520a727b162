import { describe, expect, it } from 'vitest'
import { createFoyer } from '../createFoyer.ts'
import { needsSignIn, siweEnabled, siweStore } from './siweState.ts'

const ALICE = '0x000000000000000000000000000000000000a11c'
const BOB = '0x0000000000000000000000000000000000000b0b'

function make(config: { siwe?: boolean; api?: string } = {}) {
  const foyer = createFoyer(
    { projectId: 'test', chains: [1], siwe: true, api: '/__foyer/api', ...config },
    { storage: undefined },
  )
  foyer.connection.setState({ status: 'connected', address: ALICE })
  return foyer
}

describe('sign-in with Ethereum state (SPEC §4)', () => {
  it('runs only when enabled and a Foyer server can verify it', () => {
    expect(siweEnabled(make())).toBe(true)
    expect(siweEnabled(make({ siwe: false }))).toBe(false)
    expect(siweEnabled(make({ api: undefined }))).toBe(false)
  })

  it('asks a fresh connect, never a page still reading its session, and asks again for another account', () => {
    const foyer = make()
    // Unknown: the session has not been read yet.
    expect(needsSignIn(foyer)).toBe(false)
    expect(needsSignIn(foyer, ALICE)).toBe(true)
    siweStore(foyer).setState({
      status: 'signedIn',
      session: { address: ALICE, chainId: 1, expiresAt: '2030-01-01T00:00:00.000Z' },
    })
    expect(needsSignIn(foyer)).toBe(false)
    foyer.connection.setState({ address: BOB })
    expect(needsSignIn(foyer)).toBe(true)
    siweStore(foyer).setState({ status: 'signing' })
    expect(needsSignIn(foyer)).toBe(false)
    expect(needsSignIn(make({ siwe: false }), ALICE)).toBe(false)
  })
})
