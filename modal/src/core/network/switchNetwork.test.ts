// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { balanceOf } from '../../testing/balanceOf.ts'
import { setupWalletTests } from '../../testing/setupWalletTests.ts'
import { connectWallet } from '../connection/connectWallet.ts'
import { describeError } from '../errors/describeError.ts'
import { openModal } from '../modal/openModal.ts'
import { pushRoute } from '../router/pushRoute.ts'
import { getChainId } from './getChainId.ts'
import { switchNetwork } from './switchNetwork.ts'

const t = setupWalletTests()
const ALICE = 'dev.foyer.alice'
const USDC_137 = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'

async function connected(options: Parameters<typeof t.wallet>[0] = {}) {
  const wallet = t.wallet(options)
  const { foyer, events } = t.foyer()
  await connectWallet(foyer, { connectorId: ALICE })
  await vi.waitFor(() => expect(foyer.tokens.getState().status).toBe('success'))
  return { ...wallet, foyer, events }
}

describe('switchNetwork (SPEC §2, §7, §8)', { timeout: 30_000 }, () => {
  it('moves the wallet and the connection to chain 137 and reads its balances', async () => {
    const { foyer, control } = await connected()
    const [account] = control.accounts
    await switchNetwork(foyer, { chainId: 137 })
    expect(control.chainId).toBe(137)
    expect(foyer.connection.getState().chainId).toBe(137)
    expect(foyer.connection.getState().connections[0]?.chainId).toBe(137)
    expect(await getChainId(foyer)).toBe(137)
    const pol = await t.client(137).getBalance({ address: account! })
    const usdc = await t.usdcBalance(137, account!)
    await vi.waitFor(() =>
      expect(foyer.tokens.getState()).toEqual({
        status: 'success',
        items: [
          { chainId: 137, value: pol, decimals: 18, symbol: 'POL' },
          { chainId: 137, address: USDC_137, value: usdc, decimals: 6, symbol: 'USDC' },
        ],
      }),
    )
    expect(balanceOf(foyer)).toMatchObject({ status: 'success', chainId: 137 })
    // SPEC §3: the last used chain is kept, and answers eth_chainId without a wallet.
    expect(foyer.persisted.get('lastUsedChain')).toBe(137)
    expect(window.localStorage.getItem('@foyer/last-used-chain')).toBe('137')
  })

  it('with the modal open on [Account, Networks], returns to Account', async () => {
    const { foyer, events } = await connected()
    openModal(foyer)
    pushRoute(foyer, { view: 'Networks' })
    await switchNetwork(foyer, { chainId: 137 })
    expect(foyer.modal.getState().open).toBe(true)
    expect(foyer.router.getState().history).toEqual([{ view: 'Account' }])
    expect(events.at(-1)).toMatchObject({ channel: 'router', payload: { action: 'back' } })
  })

  it('with the modal opened on Networks, closes it', async () => {
    const { foyer } = await connected()
    openModal(foyer, { view: 'Networks' })
    await switchNetwork(foyer, { chainId: 137 })
    expect(foyer.modal.getState().open).toBe(false)
  })

  it('switching to the chain already in use changes nothing', async () => {
    const { foyer, control } = await connected()
    await switchNetwork(foyer, { chainId: 1 })
    expect(control.chainId).toBe(1)
    expect(foyer.connection.getState().chainId).toBe(1)
    expect(foyer.persisted.get('lastUsedChain')).toBe(1)
  })

  it("refuses a chain id from 2147483648 on: 'Invalid chainId'", async () => {
    const { foyer, control } = await connected()
    await expect(switchNetwork(foyer, { chainId: 2 ** 31 })).rejects.toMatchObject({
      name: 'InvalidChainIdError',
      shortMessage: 'Invalid chainId',
      details: 'chainId must be below 2147483648. Provided: 2147483648',
    })
    expect(control.chainId).toBe(1)
  })

  it("refuses a chain outside the config: 'Chain not configured.'", async () => {
    const { foyer, control } = await connected()
    await expect(switchNetwork(foyer, { chainId: 10 })).rejects.toMatchObject({
      name: 'ChainNotConfiguredError',
      shortMessage: 'Chain not configured.',
    })
    expect(control.chainId).toBe(1)
    expect(foyer.connection.getState().chainId).toBe(1)
  })

  it("a wallet that cannot switch: 'connector does not support programmatic chain switching'", async () => {
    const { foyer, control } = await connected({ supportsSwitch: false })
    const error = await switchNetwork(foyer, { chainId: 137 }).catch((e: unknown) => e)
    expect(error).toMatchObject({
      name: 'SwitchChainNotSupportedError',
      shortMessage: 'connector does not support programmatic chain switching',
      details: 'Connector: "Alice".',
    })
    expect(control.chainId).toBe(1)
    expect(foyer.connection.getState().chainId).toBe(1)
  })

  it('a switch rejected in the wallet surfaces as a rejection and keeps the chain', async () => {
    const { foyer, control } = await connected()
    control.mode = 'manual'
    const switching = switchNetwork(foyer, { chainId: 137 })
    const request = await control.reject()
    expect(request.method).toBe('wallet_switchEthereumChain')
    const error = await switching.catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'UserRejectedRequestError' })
    expect(describeError(error)).toBe('You rejected the request in your wallet.')
    expect(control.chainId).toBe(1)
    expect(foyer.connection.getState().chainId).toBe(1)
  })

  it('a switch made in the wallet itself is followed', async () => {
    const { foyer, provider } = await connected()
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
    await vi.waitFor(() => expect(foyer.connection.getState().chainId).toBe(137))
    await vi.waitFor(() =>
      expect(balanceOf(foyer)).toMatchObject({ status: 'success', symbol: 'POL' }),
    )
    expect(foyer.persisted.get('lastUsedChain')).toBe(137)
  })
})
