import { isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { createStore } from 'zustand/vanilla'
import { initialOnrampState } from './onrampState.ts'
import { resetOnrampState } from './resetOnrampState.ts'

const newFoyer = () => ({ onramp: createStore(initialOnrampState) })

describe('on-ramp state (SPEC §3, §4)', () => {
  it('defaults to buying USDC on Ethereum or Polygon, paying USD within the default limits', () => {
    expect(newFoyer().onramp.getState()).toEqual({
      providers: [],
      selectedProvider: null,
      error: undefined,
      purchaseCurrency: {
        id: 'usdc',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: [
          {
            name: 'ethereum-mainnet',
            display_name: 'Ethereum',
            chain_id: '1',
            contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
          },
          {
            name: 'polygon-mainnet',
            display_name: 'Polygon',
            chain_id: '137',
            contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
          },
        ],
      },
      paymentCurrency: {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
      purchaseCurrencies: [],
      paymentCurrencies: [],
      quotesLoading: false,
      paymentAmount: undefined,
      purchaseAmount: undefined,
    })
  })

  it('default USDC contracts are valid checksummed addresses', () => {
    for (const network of initialOnrampState().purchaseCurrency.networks)
      expect(isAddress(network.contract_address, { strict: true })).toBe(true)
  })

  it('reset restores every default', () => {
    const foyer = newFoyer()
    const defaults = foyer.onramp.getState()
    foyer.onramp
      .getState()
      .paymentCurrency.payment_method_limits.push({ id: 'x', min: '1', max: '2' })
    foyer.onramp.setState({
      error: 'Amount below minimum',
      paymentAmount: 5,
      purchaseAmount: 4.9,
      quotesLoading: true,
      selectedProvider: { name: 'p', label: 'P', url: 'https://p.test' },
      providers: [{ name: 'p', label: 'P', url: 'https://p.test' }],
    })
    resetOnrampState(foyer)
    expect(foyer.onramp.getState()).toEqual(initialOnrampState())
    expect(foyer.onramp.getState()).not.toBe(defaults)
    expect(foyer.onramp.getState().paymentCurrency.payment_method_limits).toHaveLength(2)
  })

  it('two instances never share on-ramp state', () => {
    const a = newFoyer()
    const b = newFoyer()
    a.onramp.getState().purchaseCurrency.networks.pop()
    expect(b.onramp.getState().purchaseCurrency.networks).toHaveLength(2)
  })
})
