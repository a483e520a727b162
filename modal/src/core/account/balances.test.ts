// @vitest-environment jsdom
import { parseEther } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { balanceOf } from '../../testing/balanceOf.ts'
import { setupWalletTests } from '../../testing/setupWalletTests.ts'
import { refreshBalance } from '../account/refreshBalance.ts'
import { connectWallet } from '../connection/connectWallet.ts'
import { requestAccounts } from '../connection/requestAccounts.ts'
import { getChainId } from '../network/getChainId.ts'
import { switchNetwork } from '../network/switchNetwork.ts'

// What the modal shows of the wallet follows the wallet and the chain, not the other way round.
const t = setupWalletTests()
const [alice0, alice1] = t.accounts
const ALICE = 'dev.foyer.alice'
const USDC_1 = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const NETWORK_DOWN =
  'The network did not answer. Check that the chain’s RPC is running, then retry.'

async function connected(foyerArgs: Parameters<typeof t.foyer> = []) {
  const wallet = t.wallet()
  const { foyer } = t.foyer(...foyerArgs)
  await connectWallet(foyer, { connectorId: ALICE })
  await vi.waitFor(() => expect(foyer.tokens.getState().status).toBe('success'))
  return { ...wallet, foyer }
}

describe('mirrorState: balances of the current account (SPEC §7)', { timeout: 30_000 }, () => {
  it('refreshBalance reads a balance that changed on-chain', async () => {
    const { foyer } = await connected()
    await t.testClient(1).setBalance({ address: alice0!.address, value: parseEther('1.5') })
    expect(balanceOf(foyer)).not.toMatchObject({ value: parseEther('1.5') })
    await refreshBalance(foyer)
    expect(balanceOf(foyer)).toEqual({
      status: 'success',
      chainId: 1,
      value: parseEther('1.5'),
      decimals: 18,
      symbol: 'ETH',
    })
    expect(foyer.tokens.getState().items[0]?.value).toBe(parseEther('1.5'))
  })

  it('follows the account selected in the wallet', async () => {
    const { foyer, control } = await connected()
    await t.testClient(1).setBalance({ address: alice1!.address, value: parseEther('7') })
    control.selectAccount(alice1!.address)
    await vi.waitFor(() => expect(foyer.connection.getState().address).toBe(alice1!.address))
    await vi.waitFor(() =>
      expect(balanceOf(foyer)).toMatchObject({ status: 'success', value: parseEther('7') }),
    )
    expect(await requestAccounts(foyer)).toEqual([alice1!.address, alice0!.address])
  })

  it('a disconnect made in the wallet disconnects the modal and clears the balances', async () => {
    const { foyer, control } = await connected()
    control.disconnect()
    await vi.waitFor(() => expect(foyer.connection.getState().status).toBe('disconnected'))
    expect(foyer.connection.getState().connections).toEqual([])
    expect(balanceOf(foyer)).toEqual({ status: 'idle' })
    expect(foyer.tokens.getState()).toEqual({ status: 'idle', items: [] })
    await expect(requestAccounts(foyer)).rejects.toMatchObject({
      shortMessage: 'Connector not connected.',
    })
  })

  it('reads nothing on a chain the app does not use', async () => {
    const urls = t.rpcUrls()
    const { foyer, provider } = await connected([{ chains: [1], rpc: { 1: urls[1]! } }])
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
    await vi.waitFor(() => expect(foyer.connection.getState().chainId).toBe(137))
    expect(await getChainId(foyer)).toBe(137)
    await vi.waitFor(() => expect(balanceOf(foyer)).toEqual({ status: 'idle' }))
    expect(foyer.tokens.getState()).toEqual({ status: 'idle', items: [] })
  })

  it('says the network did not answer when the RPC is down, keeping what it had', async () => {
    const urls = t.rpcUrls()
    // Port 9 (discard) has no listener: the app's RPC for chain 137 is down.
    const { foyer } = await connected([{ rpc: { 1: urls[1]!, 137: 'http://127.0.0.1:9' } }])
    await switchNetwork(foyer, { chainId: 137 })
    await vi.waitFor(() => expect(balanceOf(foyer).status).toBe('error'), {
      timeout: 15_000,
    })
    expect(balanceOf(foyer)).toEqual({ status: 'error', error: NETWORK_DOWN })
    expect(foyer.tokens.getState()).toEqual({ status: 'error', items: [], error: NETWORK_DOWN })
  })

  it('lists configured tokens after USDC; an unreadable one is left out, USDC is not doubled', async () => {
    const { foyer } = await connected([
      {
        tokens: [
          { chainId: 1, address: USDC_1.toLowerCase() },
          { chainId: 1, address: '0x000000000000000000000000000000000000dEaD' },
          { chainId: 137, address: '0x000000000000000000000000000000000000bEEF' },
        ],
      },
    ])
    expect(foyer.tokens.getState().items.map((i) => [i.symbol, i.address])).toEqual([
      ['ETH', undefined],
      ['USDC', USDC_1],
    ])
  })
})
