// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FAKE_API, fakeFoyerApi } from '../../testing/fakeFoyerApi.ts'
import { setupWalletTests } from '../../testing/setupWalletTests.ts'
import { connectWallet } from '../connection/connectWallet.ts'
import { registerAccountName } from './registerName.ts'

const t = setupWalletTests()
afterEach(() => vi.unstubAllGlobals())

describe('registerAccountName', { timeout: 30_000 }, () => {
  it('refuses a wallet answer that is not a signature, and registers nothing (SPEC §5)', async () => {
    t.wallet({ answer: (args) => (args.method === 'personal_sign' ? '0xnope' : undefined) })
    const api = fakeFoyerApi(t.rpcUrls(), {})
    const { foyer } = t.foyer({ api: FAKE_API })
    await connectWallet(foyer, { connectorId: 'dev.foyer.alice' })
    await expect(registerAccountName(foyer, 'adalove')).rejects.toMatchObject({
      name: 'InvalidSignatureError',
      details: 'signature must be 0x followed by 62 or more hex digits. Provided: "0xnope"',
    })
    expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual([])
    // SPEC §4: a failed registration returns to RegisterAccountName.
    expect(foyer.router.getState().history.at(-1)).toEqual({ view: 'RegisterAccountName' })
  })
})
