import { isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { createFoyer } from '../createFoyer.ts'
import { NameSuggestionsError } from '../errors/NameSuggestionsError.ts'
import { authUserSchema } from './authUserSchema.ts'
import { fetchNameSuggestions } from './fetchNameSuggestions.ts'
import { hideTooltip } from './hideTooltip.ts'
import { initialOnrampState } from './onrampState.ts'
import { resetOnrampState } from './resetOnrampState.ts'
import { showTooltip } from './showTooltip.ts'

const newFoyer = () => createFoyer({ projectId: 'test', chains: [1] }, { storage: undefined })

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

describe('tooltip state (SPEC §3)', () => {
  it('starts closed with the shade variant', () => {
    expect(newFoyer().tooltip.getState()).toEqual({
      message: '',
      open: false,
      triggerRect: { width: 0, height: 0, top: 0, left: 0 },
      variant: 'shade',
    })
  })

  it('shows next to an element and hides again', () => {
    const foyer = newFoyer()
    const rect = { width: 10, height: 20, top: 30, left: 40, x: 40, y: 30, right: 50, bottom: 50 }
    showTooltip(foyer, { message: 'Copied', triggerRect: rect })
    expect(foyer.tooltip.getState()).toEqual({
      message: 'Copied',
      open: true,
      triggerRect: { width: 10, height: 20, top: 30, left: 40 },
      variant: 'shade',
    })
    showTooltip(foyer, { message: 'Hi', triggerRect: rect, variant: 'fill' })
    expect(foyer.tooltip.getState().variant).toBe('fill')
    hideTooltip(foyer)
    expect(foyer.tooltip.getState()).toMatchObject({ open: false, message: '', variant: 'shade' })
  })
})

describe('name-service state (SPEC §3)', () => {
  it('starts with no suggestions, not loading', () => {
    expect(newFoyer().names.getState()).toEqual({ suggestions: [], loading: false })
  })

  it('is loading while suggestions are fetched, then holds their names', async () => {
    const foyer = newFoyer()
    let release: () => void = () => {}
    const api = {
      getNameSuggestions: (name: string) =>
        new Promise<{ name: string; registered?: boolean }[]>((resolve) => {
          release = () => resolve([{ name: `${name}1.foyer.id`, registered: false }])
        }),
    }
    const done = fetchNameSuggestions(foyer, { api, name: 'ada' })
    expect(foyer.names.getState().loading).toBe(true)
    release()
    await expect(done).resolves.toEqual([{ name: 'ada1.foyer.id' }])
    expect(foyer.names.getState()).toEqual({
      suggestions: [{ name: 'ada1.foyer.id' }],
      loading: false,
    })
  })

  it('clears loading and suggestions on failure, rethrowing the error', async () => {
    const foyer = newFoyer()
    foyer.names.setState({ suggestions: [{ name: 'old' }] })
    const api = { getNameSuggestions: () => Promise.reject(new NameSuggestionsError()) }
    await expect(fetchNameSuggestions(foyer, { api, name: 'ada' })).rejects.toThrow(
      'Error fetching name suggestions',
    )
    expect(foyer.names.getState()).toEqual({ suggestions: [], loading: false })
  })
})

describe('auth user payload (SPEC §3)', () => {
  const user = {
    email: 'ada@example.com',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    chainId: 1,
    accounts: [
      { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' },
      { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'smartAccount' },
    ],
    userName: 'ada',
    smartAccountDeployed: false,
    preferredAccountType: 'smartAccount',
  }

  it('accepts the payload the embedded wallet sends', () => {
    expect(authUserSchema.parse(user)).toEqual(user)
  })

  it('accepts only eoa and smartAccount account types, and an email address', () => {
    expect(
      authUserSchema.safeParse({ ...user, accounts: [{ address: '0x1', type: 'multisig' }] })
        .success,
    ).toBe(false)
    expect(authUserSchema.safeParse({ ...user, email: 'not-an-email' }).success).toBe(false)
    expect(authUserSchema.safeParse({ ...user, address: undefined }).success).toBe(false)
  })
})
