import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { useLoopbackApi } from '../../testing/loopbackApi.ts'
import { createFoyerClient } from './createFoyerClient.ts'
import { ApiRequestError } from './errors.ts'
import { foyerRoutes } from './foyerRoutes.ts'

const loop = useLoopbackApi()
const api = () => createFoyerClient({ baseUrl: loop.baseUrl, projectId: 'proj-1' })

const usdc = {
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
  ],
}
const usd = { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }

describe('createFoyerClient: calls a route by its contract (SPEC §7)', () => {
  it('gets the on-ramp options with the project id', async () => {
    loop.routes['GET /api/v1/onramp/options'] = () => ({
      json: { purchaseCurrencies: [usdc], paymentCurrencies: [usd], extra: true },
    })
    await expect(api().call(foyerRoutes.onrampOptions)).resolves.toEqual({
      purchaseCurrencies: [usdc],
      paymentCurrencies: [usd],
    })
    expect(loop.seen).toEqual([
      {
        method: 'GET',
        path: '/api/v1/onramp/options',
        query: { projectId: 'proj-1' },
        body: undefined,
      },
    ])
  })

  it('sends purchaseCurrency, paymentCurrency, amount and network for a quote', async () => {
    loop.routes['POST /api/v1/onramp/quote'] = () => ({
      json: {
        purchaseAmount: { amount: '99.41', currency: 'USDC' },
        paymentTotal: { amount: '100', currency: 'USD' },
      },
    })
    const quote = await api().call(foyerRoutes.onrampQuote, {
      body: {
        purchaseCurrency: 'usdc',
        paymentCurrency: 'USD',
        amount: '100',
        network: 'ethereum-mainnet',
      },
    })
    expect(quote.purchaseAmount.amount).toBe('99.41')
    expect(loop.seen[0]).toEqual({
      method: 'POST',
      path: '/api/v1/onramp/quote',
      query: { projectId: 'proj-1' },
      type: 'application/json',
      body: {
        purchaseCurrency: 'usdc',
        paymentCurrency: 'USD',
        amount: '100',
        network: 'ethereum-mainnet',
      },
    })
  })

  it('fails with the API reason and status on an error answer', async () => {
    loop.routes['POST /api/v1/onramp/quote'] = () => ({
      status: 422,
      json: { reasons: [{ description: 'Amount below minimum' }] },
    })
    const error = await api()
      .call(foyerRoutes.onrampQuote, {
        body: {
          purchaseCurrency: 'usdc',
          paymentCurrency: 'USD',
          amount: '1',
          network: 'x',
        },
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect(error).toMatchObject({
      shortMessage: 'Amount below minimum',
      status: 422,
      details: 'POST /v1/onramp/quote, HTTP 422',
    })
  })

  it('names the broken field when an answer breaks the contract', async () => {
    loop.routes['GET /api/v1/onramp/options'] = () => ({ json: { purchaseCurrencies: 'none' } })
    const error = await api()
      .call(foyerRoutes.onrampOptions)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect((error as ApiRequestError).shortMessage).toBe('Unexpected answer from the server')
    expect((error as ApiRequestError).details).toMatch(
      /^GET \/v1\/onramp\/options, HTTP 200, purchaseCurrencies .*Provided: "none"; paymentCurrencies .*Provided: undefined$/,
    )
  })

  it('fails on a body that is not JSON, and on a status with no body', async () => {
    loop.routes['GET /api/v1/onramp/options'] = () => ({ text: '<html>' })
    await expect(api().call(foyerRoutes.onrampOptions)).rejects.toThrow(
      'The server answered with invalid JSON',
    )
    loop.routes['GET /api/v1/onramp/options'] = () => ({ status: 503 })
    await expect(api().call(foyerRoutes.onrampOptions)).rejects.toThrow(
      'Request failed with status 503',
    )
  })

  it('fails with a typed error when the server cannot be reached', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const client = createFoyerClient({ baseUrl: `http://127.0.0.1:${port}`, projectId: 'p' })
    const error = await client.call(foyerRoutes.onrampOptions).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect((error as ApiRequestError).shortMessage).toBe('Could not reach the server')
    expect((error as ApiRequestError).failure).toBe('unreachable')
  })

  it('uses the injected fetch', async () => {
    const calls: string[] = []
    const client = createFoyerClient({
      baseUrl: 'http://backend.test/',
      projectId: 'p',
      fetch: async (input) => {
        calls.push(String(input))
        return new Response(JSON.stringify({ purchaseCurrencies: [], paymentCurrencies: [] }))
      },
    })
    await client.call(foyerRoutes.onrampOptions)
    expect(calls).toEqual(['http://backend.test/v1/onramp/options?projectId=p'])
  })
})
