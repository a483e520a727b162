import { describe, expect, it } from 'vitest'
import { buildOnrampUrl } from './buildOnrampUrl.ts'

describe('buildOnrampUrl (SPEC §7)', () => {
  const walletAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

  it('buys USDC on EVM chains', () => {
    const url = new URL(
      buildOnrampUrl({
        baseUrl: 'https://pay.test/buy',
        publicKey: 'pk',
        walletAddress,
        namespace: 'eip155',
      }),
    )
    expect(url.origin + url.pathname).toBe('https://pay.test/buy')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      publicKey: 'pk',
      destinationCurrencyCode: 'USDC',
      walletAddress,
    })
  })

  it('buys SOL on Solana and keeps parameters already on the URL', () => {
    const url = new URL(
      buildOnrampUrl({
        baseUrl: 'https://pay.test/buy?theme=dark',
        publicKey: 'p k&x',
        walletAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
        namespace: 'solana',
      }),
    )
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('SOL')
    expect(url.searchParams.get('theme')).toBe('dark')
    expect(url.searchParams.get('publicKey')).toBe('p k&x')
  })

  it('prefills what the visitor chose: amount, currency and network', () => {
    const url = new URL(
      buildOnrampUrl({
        baseUrl: 'http://127.0.0.1:5173/__foyer/api/__onramp/checkout',
        publicKey: 'foyer-dev',
        walletAddress,
        namespace: 'eip155',
        paymentAmount: 49.5,
        paymentCurrency: 'USD',
        network: 'polygon-mainnet',
      }),
    )
    expect(Object.fromEntries(url.searchParams)).toEqual({
      publicKey: 'foyer-dev',
      destinationCurrencyCode: 'USDC',
      walletAddress,
      presetFiatAmount: '49.5',
      fiatCurrency: 'USD',
      defaultNetwork: 'polygon-mainnet',
    })
  })
})
