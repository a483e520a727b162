// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FAKE_API, fakeFoyerApi } from '../../testing/fakeFoyerApi.ts'
import { setupWalletTests } from '../../testing/setupWalletTests.ts'
import { connectWallet } from '../connection/connectWallet.ts'
import { signInWithEthereum } from './signInWithEthereum.ts'
import { siweStore } from './siweState.ts'

const t = setupWalletTests()
afterEach(() => vi.unstubAllGlobals())

describe('signInWithEthereum', { timeout: 30_000 }, () => {
  it('refuses a wallet answer that is not a signature, and sends nothing to verify (SPEC §5)', async () => {
    t.wallet({ answer: (args) => (args.method === 'personal_sign' ? '0x1234' : undefined) })
    const api = fakeFoyerApi(t.rpcUrls(), {
      'GET /v1/siwe/nonce': () => ({ nonce: 'n0nce1234abcd' }),
    })
    const { foyer } = t.foyer({ api: FAKE_API })
    await connectWallet(foyer, { connectorId: 'dev.foyer.alice' })
    await expect(signInWithEthereum(foyer)).rejects.toMatchObject({
      name: 'InvalidSignatureError',
      details: 'signature must be 0x followed by 62 or more hex digits. Provided: "0x1234"',
    })
    expect(api.calls).toContain('GET /v1/siwe/nonce')
    expect(api.calls).not.toContain('POST /v1/siwe/verify')
    expect(siweStore(foyer).getState()).toMatchObject({ status: 'signedOut' })
  })
})
