// @vitest-environment jsdom
import { anvilAccounts } from '@foyer/testing/anvil'
import { recoverMessageAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FAKE_API, fakeFoyerApi } from '../../testing/fakeFoyerApi.ts'
import { setupWalletTests } from '../../testing/setupWalletTests.ts'
import { connectWallet } from '../connection/connectWallet.ts'
import { ensureEngine } from '../connection/ensureEngine.ts'
import { siweStore } from './siweState.ts'

// ERC-7846 one-click sign-in of a browser wallet, through the real connect (discoverWallets'
// connector wrap and the sign-in port) with the real test wallet; only the Foyer server is faked.

const t = setupWalletTests()
afterEach(() => vi.unstubAllGlobals())

const alice = anvilAccounts[0]!.address
/** The Foyer server, faked: a nonce, and a session for whatever it is asked to verify. */
function api() {
  return fakeFoyerApi(t.rpcUrls(), {
    'GET /v1/siwe/nonce': () => ({ nonce: 'n0nce1234abcd' }),
    'POST /v1/siwe/verify': () => ({
      address: alice,
      chainId: 1,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    }),
  })
}

/** The wallet's requests, in order, as the dapp sent them. */
function recorded(answer?: (args: { method: string; params?: unknown }) => unknown) {
  const methods: string[] = []
  const wallet = t.wallet({
    walletConnect: true,
    answer: (args) => {
      methods.push(args.method)
      return answer?.(args)
    },
  })
  return { wallet, methods }
}

describe('connect and sign in with one approval (ERC-7846)', { timeout: 30_000 }, () => {
  it('a wallet with wallet_connect signs the server nonce while connecting; nothing else is asked', async () => {
    const calls = api()
    const { methods } = recorded()
    const { foyer } = t.foyer({ api: FAKE_API, siwe: true })
    await ensureEngine(foyer)
    await connectWallet(foyer, { connectorId: 'dev.foyer.alice' })

    expect(foyer.connection.getState()).toMatchObject({ status: 'connected', address: alice })
    expect(siweStore(foyer).getState()).toMatchObject({
      status: 'signedIn',
      session: { address: alice },
    })
    expect(calls.calls).toEqual(
      expect.arrayContaining(['GET /v1/siwe/nonce', 'POST /v1/siwe/verify']),
    )
    // One prompt: wallet_connect. wagmi then only reads the accounts.
    expect(methods.filter((m) => !/^eth_(accounts|chainId)$/.test(m))).toEqual(['wallet_connect'])
  })

  it('what the wallet signed is an EIP-4361 message of this page with the nonce and the current chain', async () => {
    api()
    let signed: { message: string; signature: `0x${string}` } | undefined
    const wallet = t.wallet({
      walletConnect: true,
      // Synchronous undefined passes a request through to the wallet.
      answer: (args) =>
        args.method !== 'wallet_connect'
          ? undefined
          : (async () => {
              const answer = (await wallet.provider.request(args as never)) as {
                accounts: { capabilities: { signInWithEthereum?: typeof signed } }[]
              }
              signed = answer.accounts[0]?.capabilities.signInWithEthereum
              return answer
            })(),
    })
    const { foyer } = t.foyer({ api: FAKE_API, siwe: true })
    await ensureEngine(foyer)
    await connectWallet(foyer, { connectorId: 'dev.foyer.alice' })

    expect(signed).toBeDefined()
    expect(parseSiweMessage(signed!.message)).toMatchObject({
      domain: location.host,
      uri: location.origin,
      address: alice,
      chainId: 1,
      nonce: 'n0nce1234abcd',
    })
    expect(await recoverMessageAddress(signed!)).toBe(alice)
  })

  it('refused in the wallet: the connect fails, nothing is verified, sign-in is left signed out', async () => {
    const calls = api()
    recorded((args) =>
      args.method === 'wallet_connect'
        ? Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
        : undefined,
    )
    const { foyer } = t.foyer({ api: FAKE_API, siwe: true })
    await ensureEngine(foyer)
    await expect(connectWallet(foyer, { connectorId: 'dev.foyer.alice' })).rejects.toMatchObject({
      code: 4001,
    })
    expect(foyer.connection.getState().status).toBe('disconnected')
    expect(calls.calls).not.toContain('POST /v1/siwe/verify')
    expect(siweStore(foyer).getState().status).toBe('signedOut')
  })

  it('connected without the capability answered: connected, and the visitor signs after', async () => {
    const calls = api()
    // A wallet that connects through wallet_connect but ignores the capability.
    const wallet = t.wallet({
      answer: (args) =>
        args.method === 'wallet_connect'
          ? wallet.provider
              .request({ method: 'eth_requestAccounts' } as never)
              .then((accounts) => ({
                accounts: (accounts as string[]).map((address) => ({ address, capabilities: {} })),
              }))
          : undefined,
    })
    const { foyer } = t.foyer({ api: FAKE_API, siwe: true })
    await ensureEngine(foyer)
    await connectWallet(foyer, { connectorId: 'dev.foyer.alice' })
    expect(foyer.connection.getState().status).toBe('connected')
    expect(calls.calls).not.toContain('POST /v1/siwe/verify')
    expect(siweStore(foyer).getState().status).toBe('signedOut')
  })
})
