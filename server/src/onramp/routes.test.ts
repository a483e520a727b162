import { apiSchemas, onrampApiSchemas } from '@foyer/modal/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { parseServerConfig, type ServerConfigInput } from '../config.ts'
import type { Storage } from '../storage/openStorage.ts'
import { openTestStorage, storageKinds } from '../testing/storages.ts'
import type { PriceSource } from './priceSource.ts'

const configInput: ServerConfigInput = {
  chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }],
  projectIds: ['demo'],
  appOrigins: ['https://shop.example'],
  onramp: {
    providers: [
      { name: 'stand-in', url: 'https://pay.example.com/buy', publicKey: 'pk_test_1' },
      { name: 'keyless', url: 'https://ramp.example.org/' },
    ],
    pricesUsd: { ETH: '3012.55', pol: '0.25' },
  },
}

type ErrorBody = {
  error: string
  reasons: { field?: string; rule?: string; value?: unknown; description: string }[]
}

describe.each(storageKinds)('the on-ramp service on %s', (kind) => {
  let storage: Storage
  let app: ReturnType<typeof createApp>
  const logged: unknown[] = []
  const make = (prices?: PriceSource, input: Partial<ServerConfigInput> = {}) =>
    createApp({
      storage,
      config: parseServerConfig({ ...configInput, ...input }),
      prices,
      logError: (e) => logged.push(e),
    })
  const quote = (body: unknown, on = app) =>
    on.request('/v1/onramp/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://shop.example' },
      body: JSON.stringify(body),
    })
  const usdc = { purchaseCurrency: 'usdc', paymentCurrency: 'USD', network: 'ethereum-mainnet' }

  beforeAll(async () => {
    storage = await openTestStorage(kind)
    app = make()
  })
  afterAll(() => storage?.close())

  it('offers USDC on Ethereum and Polygon, paid in USD within SPEC §9 limits', async () => {
    const response = await app.request('/v1/onramp/options')
    expect(response.status).toBe(200)
    const options = apiSchemas.onrampOptions.parse(await response.json())
    expect(options.purchaseCurrencies).toEqual([
      {
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
    ])
    expect(options.paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
    ])
  })

  it('quotes USDC at 1 USD by default, in decimal strings', async () => {
    const response = await quote({ ...usdc, amount: '100' })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(apiSchemas.onrampQuote.safeParse(body).success).toBe(true)
    expect(body).toEqual({
      purchaseAmount: { amount: '100', currency: 'USDC' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      paymentSubtotal: { amount: '100.00', currency: 'USD' },
    })
  })

  it('quotes at the configured price, rounding down to USDC’s 6 decimals', async () => {
    const priced = make(undefined, { onramp: { pricesUsd: { USDC: '1.0003' } } })
    const body = await (await quote({ ...usdc, amount: '99.99' }, priced)).json()
    // 99.99 / 1.0003 = 99.960011996…
    expect(body.purchaseAmount).toEqual({ amount: '99.960011', currency: 'USDC' })
  })

  it('takes prices from a host’s own source, and by chain id or symbol for the network', async () => {
    const asked: string[] = []
    const live = make({
      priceUsd: async (symbol) => {
        asked.push(symbol)
        return symbol === 'USDC' ? '0.8' : undefined
      },
    })
    const body = await (
      await quote({ ...usdc, purchaseCurrency: 'USDC', network: '137', amount: '10' }, live)
    ).json()
    expect(body.purchaseAmount.amount).toBe('12.5')
    expect(asked).toEqual(['USDC'])
  })

  it.each([
    [
      '5',
      'min',
      'body.amount must be at least 10.00 USD (card 10.00 to 7500.00, ach_bank_account 10.00 to 25000.00) (received "5")',
    ],
    [
      '25000.01',
      'max',
      'body.amount must be at most 25000.00 USD (card 10.00 to 7500.00, ach_bank_account 10.00 to 25000.00) (received "25000.01")',
    ],
  ])(
    'refuses %s USD, outside every payment method’s limits (%s)',
    async (amount, rule, description) => {
      const response = await quote({ ...usdc, amount })
      expect(response.status).toBe(400)
      const body = (await response.json()) as ErrorBody
      expect(body.reasons).toEqual([{ field: 'body.amount', rule, value: amount, description }])
    },
  )

  it('accepts the edges of the limits: 10.00 and 25000 (ACH only above 7500)', async () => {
    expect((await quote({ ...usdc, amount: '10.00' })).status).toBe(200)
    expect((await quote({ ...usdc, amount: '25000' })).status).toBe(200)
  })

  it.each([
    [
      { purchaseCurrency: 'doge' },
      'body.purchaseCurrency',
      'known_currency',
      'doge',
      'must be one of "usdc"',
    ],
    [
      { paymentCurrency: 'EUR' },
      'body.paymentCurrency',
      'known_currency',
      'EUR',
      'must be one of "USD"',
    ],
    [
      { network: 'solana' },
      'body.network',
      'known_network',
      'solana',
      '"ethereum-mainnet", "polygon-mainnet"',
    ],
    [
      { amount: '10.001' },
      'body.amount',
      'max_decimals',
      '10.001',
      'at most 2 digits after the point',
    ],
    [{ amount: 10 }, 'body.amount', 'invalid_type', 10, 'must be a string (received 10)'],
    [{ amount: '1e3' }, 'body.amount', 'regex', '1e3', 'decimal number'],
    [
      { network: undefined },
      'body.network',
      'invalid_type',
      undefined,
      'body.network is required (received nothing)',
    ],
  ])('refuses %j naming %s, the rule and the value', async (change, field, rule, value, words) => {
    const response = await quote({ ...usdc, amount: '50', ...change })
    expect(response.status).toBe(400)
    const body = (await response.json()) as ErrorBody
    expect(body.error).toBe('invalid_request')
    // JSON drops an undefined value: a missing field is shown as "received nothing".
    expect(body.reasons[0]).toEqual({ field, rule, value, description: expect.any(String) })
    expect(body.reasons[0]?.description).toContain(words)
  })

  it('lists the configured providers with name, url and publicKey', async () => {
    const response = await app.request('/v1/onramp/providers')
    expect(onrampApiSchemas.providers.parse(await response.json())).toEqual([
      { name: 'stand-in', url: 'https://pay.example.com/buy', publicKey: 'pk_test_1' },
      { name: 'keyless', url: 'https://ramp.example.org/', publicKey: '' },
    ])
  })

  it('gives the USD price of a symbol, or of a chain’s native coin', async () => {
    const eth = await app.request('/v1/onramp/price?symbol=eth&projectId=demo')
    expect(eth.status).toBe(200)
    expect(onrampApiSchemas.price.parse(await eth.json())).toEqual({
      symbol: 'ETH',
      usd: '3012.55',
    })
    const polygon = await app.request('/v1/onramp/price?chainId=137')
    expect(await polygon.json()).toEqual({ symbol: 'POL', usd: '0.25' })
    const anvil = await app.request('/v1/onramp/price?chainId=31337')
    expect(await anvil.json()).toEqual({ symbol: 'ETH', usd: '3012.55' })
  })

  it('answers 404 with a reason for a price it does not have', async () => {
    const response = await app.request('/v1/onramp/price?symbol=BNB')
    expect(response.status).toBe(404)
    expect(((await response.json()) as ErrorBody).reasons).toEqual([
      {
        field: 'query.symbol',
        rule: 'known_price',
        value: 'BNB',
        description: 'No USD price for BNB is configured on this server (onramp.pricesUsd)',
      },
    ])
    const unknownChain = await app.request('/v1/onramp/price?chainId=2147483000')
    expect(unknownChain.status).toBe(404)
    expect(((await unknownChain.json()) as ErrorBody).reasons[0]?.field).toBe('query.chainId')
  })

  it('answers 400 for a price request with neither symbol nor a valid chainId', async () => {
    const none = (await (await app.request('/v1/onramp/price')).json()) as ErrorBody
    expect(none.reasons[0]).toMatchObject({ field: 'query.symbol', rule: 'custom' })
    expect(none.reasons[0]?.description).toContain('is required unless chainId is given')
    const huge = await app.request('/v1/onramp/price?chainId=2147483648')
    expect(huge.status).toBe(400)
    expect(((await huge.json()) as ErrorBody).reasons[0]).toMatchObject({
      field: 'query.chainId',
      value: '2147483648',
      description: 'query.chainId Invalid chainId (received "2147483648")',
    })
  })

  it('answers 503 with no detail when a live price source fails, and logs the cause', async () => {
    const broken = make({
      priceUsd: () => {
        throw new Error('feed https://secret.example/key=abc is down')
      },
    })
    const response = await quote({ ...usdc, amount: '20' }, broken)
    expect(response.status).toBe(503)
    const text = await response.text()
    expect(JSON.parse(text)).toMatchObject({ error: 'price_unavailable' })
    expect(text).not.toContain('secret')
    expect(String(logged.at(-1))).toContain('feed https://secret.example')
    const nonsense = make({ priceUsd: () => '-3' })
    expect((await nonsense.request('/v1/onramp/price?symbol=ETH')).status).toBe(503)
  })

  it('answers CORS for its apps only, with no credentials, preflight included', async () => {
    const get = await app.request('/v1/onramp/options', {
      headers: { origin: 'https://shop.example' },
    })
    expect(get.headers.get('access-control-allow-origin')).toBe('https://shop.example')
    const stranger = await app.request('/v1/onramp/options', {
      headers: { origin: 'https://other.example' },
    })
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull()
    expect(get.headers.get('access-control-allow-credentials')).toBeNull()
    const preflight = await app.request('/v1/onramp/quote', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://shop.example')
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/content-type/i)
    const refused = await quote({ ...usdc, amount: '1' })
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://shop.example')
  })
})
