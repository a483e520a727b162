import { describe, expect, it, vi } from 'vitest'
import { englishNotice } from '../../testing/englishNotice.ts'
import { instantiateFoyer } from '../instantiateFoyer.ts'
import { pushRoute } from '../router/pushRoute.ts'
import { OnrampNotReadyError, OnrampPopupBlockedError } from './errors.ts'
import { onrampStore } from './onrampStore.ts'
import { startOnrampPurchase } from './startOnrampPurchase.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const provider = {
  name: 'Foyer test checkout',
  label: 'Foyer test checkout',
  url: 'http://127.0.0.1:5173/__foyer/api/__onramp/checkout',
  publicKey: 'foyer-dev',
}

function ready(chainId = 137) {
  const foyer = instantiateFoyer(
    { projectId: 'p', chains: [1, 137], api: '/__foyer/api' } as never,
    { storage: undefined, loadEngine: () => new Promise(() => {}) },
  )
  foyer.connection.setState({ status: 'connected', address, chainId })
  pushRoute(foyer, { view: 'Account' })
  pushRoute(foyer, { view: 'OnrampBuy' })
  onrampStore(foyer).setState({
    providers: [provider],
    selectedProvider: provider,
    paymentAmount: 50,
    purchaseAmount: 50,
  })
  return foyer
}

describe('startOnrampPurchase (SPEC §7)', () => {
  it('opens the provider with publicKey, USDC, the wallet, amount and network; then Account says where to finish and watches', async () => {
    const foyer = ready()
    const opened: string[] = []
    const readBalance = vi.fn(async () => ({ value: 0n, decimals: 6, symbol: 'USDC' }))
    startOnrampPurchase(foyer, {
      open: (url) => {
        opened.push(url)
        return {}
      },
      watch: { readBalance, intervalMs: 1 },
    })
    const url = new URL(opened[0]!)
    expect(url.origin + url.pathname).toBe(provider.url)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      publicKey: 'foyer-dev',
      destinationCurrencyCode: 'USDC',
      walletAddress: address,
      presetFiatAmount: '50',
      fiatCurrency: 'USD',
      defaultNetwork: 'polygon-mainnet',
    })
    expect(foyer.router.getState().history).toEqual([{ view: 'Account' }])
    expect(foyer.notice.getState()).toEqual({
      key: 'notice.onrampFinish',
      values: { provider: 'Foyer test checkout', symbol: 'USDC' },
      tone: 'info',
    })
    expect(englishNotice(foyer.notice.getState())).toBe(
      'Finish buying in the Foyer test checkout window. Your USDC balance updates here when it arrives.',
    )
    // The watch reads the USDC balance until it rises.
    await vi.waitFor(() => expect(readBalance.mock.calls.length).toBeGreaterThan(1))
    foyer.connection.setState({ status: 'disconnected', address: undefined })
  })

  it('refuses without a quote, and says when the browser blocks the window', () => {
    const foyer = ready()
    onrampStore(foyer).setState({ purchaseAmount: undefined })
    expect(() => startOnrampPurchase(foyer, { open: () => ({}) })).toThrow(
      new OnrampNotReadyError({ missing: 'there is no quote for the amount yet' }),
    )
    onrampStore(foyer).setState({ purchaseAmount: 50 })
    let error: unknown
    try {
      startOnrampPurchase(foyer, { open: () => null })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(OnrampPopupBlockedError)
    expect((error as Error).message).toBe(
      'The browser blocked the Foyer test checkout window. Allow pop-ups for this site, then press Continue again.',
    )
    expect(foyer.router.getState().history.at(-1)).toEqual({ view: 'OnrampBuy' })
  })

  it('refuses on a chain the currency is not sold on', () => {
    const foyer = ready(10)
    expect(() => startOnrampPurchase(foyer, { open: () => ({}) })).toThrow(
      'Cannot buy yet: USDC is not sold on this network.',
    )
  })

  it('buys SOL for the Solana account: destinationCurrencyCode SOL to its base58 address on its network, then the Solana account', () => {
    const foyer = ready()
    const devnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    pushRoute(foyer, { view: 'OnrampBuy', namespace: 'solana' })
    onrampStore(foyer).setState({
      purchaseCurrency: {
        id: 'sol',
        name: 'Solana',
        symbol: 'SOL',
        networks: [
          {
            name: 'solana-devnet',
            display_name: 'Solana Devnet',
            chain_id: devnet,
            contract_address: '',
          },
        ],
      },
      purchaseAmount: 0.2,
      paymentAmount: 30,
    })
    const flows: unknown[] = []
    foyer.bus.subscribe((event) => void (event.channel === 'flow' && flows.push(event.payload)))
    const opened: string[] = []
    startOnrampPurchase(foyer, {
      open: (url) => {
        opened.push(url)
        return {}
      },
      solana: { address: solanaAddress, chainId: devnet },
    })
    expect(Object.fromEntries(new URL(opened[0]!).searchParams)).toEqual({
      publicKey: 'foyer-dev',
      destinationCurrencyCode: 'SOL',
      walletAddress: solanaAddress,
      presetFiatAmount: '30',
      fiatCurrency: 'USD',
      defaultNetwork: 'solana-devnet',
    })
    expect(flows).toEqual([{ type: 'onramp_purchase_started', namespace: 'solana' }])
    expect(foyer.router.getState().history).toEqual([{ view: 'SolanaAccount' }])
    expect(englishNotice(foyer.notice.getState())).toBe(
      'Finish buying in the Foyer test checkout window. Your SOL then shows on your Solana account.',
    )
  })
})
