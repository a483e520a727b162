import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildRegisterNameMessage } from '../names/buildRegisterNameMessage.ts'
import {
  NameRegistrationError,
  NameResolutionError,
  NameReverseLookupError,
  NameSuggestionsError,
} from '../names/errors.ts'
import { createApiClient } from './createApiClient.ts'
import { ApiRequestError } from './errors.ts'

type Reply = { status?: number; json?: unknown; text?: string }
type Seen = {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
  type?: string
}

// A real HTTP server on loopback: the client is tested through fetch, sockets and JSON.
let server: Server
let baseUrl: string
let routes: Record<string, (seen: Seen) => Reply>
let seen: Seen[]

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = ''
    req.on('data', (chunk) => {
      data += chunk
    })
    req.on('end', () => resolve(data))
  })
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const raw = await readBody(req)
    const request: Seen = {
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: raw ? JSON.parse(raw) : undefined,
      ...(req.headers['content-type'] ? { type: req.headers['content-type'] } : {}),
    }
    seen.push(request)
    const route = routes[`${request.method} ${request.path}`]
    const reply = route ? route(request) : { status: 404, json: { message: 'no route' } }
    res.statusCode = reply.status ?? 200
    if (reply.json !== undefined) res.setHeader('content-type', 'application/json')
    res.end(reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? ''))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  routes = {}
  seen = []
})

const api = () => createApiClient({ baseUrl, projectId: 'proj-1' })

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

describe('createApiClient: on-ramp (SPEC §7)', () => {
  it('gets the on-ramp options with the project id', async () => {
    routes['GET /api/v1/onramp/options'] = () => ({
      json: { purchaseCurrencies: [usdc], paymentCurrencies: [usd], extra: true },
    })
    await expect(api().getOnrampOptions()).resolves.toEqual({
      purchaseCurrencies: [usdc],
      paymentCurrencies: [usd],
    })
    expect(seen).toEqual([
      {
        method: 'GET',
        path: '/api/v1/onramp/options',
        query: { projectId: 'proj-1' },
        body: undefined,
      },
    ])
  })

  it('sends purchaseCurrency, paymentCurrency, amount and network for a quote', async () => {
    routes['POST /api/v1/onramp/quote'] = () => ({
      json: {
        purchaseAmount: { amount: '99.41', currency: 'USDC' },
        paymentTotal: { amount: '100', currency: 'USD' },
      },
    })
    const quote = await api().getOnrampQuote({
      purchaseCurrency: 'usdc',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'ethereum-mainnet',
    })
    expect(quote.purchaseAmount.amount).toBe('99.41')
    expect(seen[0]).toEqual({
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
    routes['POST /api/v1/onramp/quote'] = () => ({
      status: 422,
      json: { reasons: [{ description: 'Amount below minimum' }] },
    })
    const error = await api()
      .getOnrampQuote({
        purchaseCurrency: 'usdc',
        paymentCurrency: 'USD',
        amount: '1',
        network: 'x',
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
    routes['GET /api/v1/onramp/options'] = () => ({ json: { purchaseCurrencies: 'none' } })
    const error = await api()
      .getOnrampOptions()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect((error as ApiRequestError).shortMessage).toBe('Unexpected answer from the server')
    expect((error as ApiRequestError).details).toMatch(
      /^GET \/v1\/onramp\/options, HTTP 200, purchaseCurrencies .*Provided: "none"; paymentCurrencies .*Provided: undefined$/,
    )
  })

  it('fails on a body that is not JSON, and on a status with no body', async () => {
    routes['GET /api/v1/onramp/options'] = () => ({ text: '<html>' })
    await expect(api().getOnrampOptions()).rejects.toThrow('The server answered with invalid JSON')
    routes['GET /api/v1/onramp/options'] = () => ({ status: 503 })
    await expect(api().getOnrampOptions()).rejects.toThrow('Request failed with status 503')
  })

  it('fails with a typed error when the server cannot be reached', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const client = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, projectId: 'p' })
    const error = await client.getOnrampOptions().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect((error as ApiRequestError).shortMessage).toBe('Could not reach the server')
    const nameError = await client.lookupName('ada').catch((e: unknown) => e)
    expect(nameError).toBeInstanceOf(NameResolutionError)
    expect((nameError as NameResolutionError).shortMessage).toBe('Error resolving name')
  })

  it('uses the injected fetch', async () => {
    const calls: string[] = []
    const client = createApiClient({
      baseUrl: 'http://backend.test/',
      projectId: 'p',
      fetch: async (input) => {
        calls.push(String(input))
        return new Response(JSON.stringify({ purchaseCurrencies: [], paymentCurrencies: [] }))
      },
    })
    await client.getOnrampOptions()
    expect(calls).toEqual(['http://backend.test/v1/onramp/options?projectId=p'])
  })
})

describe('createApiClient: name service (SPEC §7, §8)', () => {
  const profile = {
    name: 'ada.foyer.id',
    registered: 1_700_000_000,
    addresses: { '60': { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' } },
    attributes: [{ bio: 'hi' }],
  }

  it('looks up a name, escaping it in the path', async () => {
    routes['GET /api/v1/profile/account/ada%2Fx.foyer.id'] = () => ({ json: profile })
    await expect(api().lookupName('ada/x.foyer.id')).resolves.toEqual(profile)
  })

  it('gets name suggestions', async () => {
    routes['GET /api/v1/profile/suggestions/ada'] = () => ({
      json: {
        suggestions: [{ name: 'ada1.foyer.id', registered: false }, { name: 'ada2.foyer.id' }],
      },
    })
    await expect(api().getNameSuggestions('ada')).resolves.toEqual([
      { name: 'ada1.foyer.id', registered: false },
      { name: 'ada2.foyer.id' },
    ])
  })

  it('looks up the names of an address', async () => {
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    routes[`GET /api/v1/profile/reverse/${address}`] = () => ({ json: [profile] })
    await expect(api().reverseLookup(address)).resolves.toEqual([profile])
  })

  it('registers a name with coinType, address, signature and message', async () => {
    routes['POST /api/v1/profile/account'] = () => ({ json: profile })
    const message = buildRegisterNameMessage({ name: 'ada', timestamp: new Date(0) })
    await expect(
      api().registerName({ coinType: 60, address: '0x1', signature: '0xsig', message }),
    ).resolves.toBeUndefined()
    expect(seen[0]?.body).toEqual({ coinType: 60, address: '0x1', signature: '0xsig', message })
  })

  it('each operation fails with the first reason the API gives', async () => {
    const reasons = { reasons: [{ description: 'Name is taken' }, { description: 'other' }] }
    routes['GET /api/v1/profile/account/ada'] = () => ({ status: 404, json: reasons })
    routes['GET /api/v1/profile/suggestions/ada'] = () => ({ status: 400, json: reasons })
    routes['GET /api/v1/profile/reverse/0x1'] = () => ({ status: 400, json: reasons })
    routes['POST /api/v1/profile/account'] = () => ({ status: 409, json: reasons })
    const client = api()
    const message = buildRegisterNameMessage({ name: 'ada' })
    const errors = await Promise.all([
      client.lookupName('ada').catch((e: unknown) => e),
      client.getNameSuggestions('ada').catch((e: unknown) => e),
      client.reverseLookup('0x1').catch((e: unknown) => e),
      client
        .registerName({ coinType: 60, address: '0x1', signature: '0x', message })
        .catch((e: unknown) => e),
    ])
    expect(errors.map((e) => [(e as Error).name, (e as NameResolutionError).shortMessage])).toEqual(
      [
        ['NameResolutionError', 'Name is taken'],
        ['NameSuggestionsError', 'Name is taken'],
        ['NameReverseLookupError', 'Name is taken'],
        ['NameRegistrationError', 'Name is taken'],
      ],
    )
    expect((errors[0] as NameResolutionError).cause).toMatchObject({ status: 404 })
  })

  it('each operation falls back to its own message when the API gives no reason', async () => {
    routes['GET /api/v1/profile/account/ada'] = () => ({ status: 500 })
    routes['GET /api/v1/profile/suggestions/ada'] = () => ({ status: 500, json: { reasons: [] } })
    routes['GET /api/v1/profile/reverse/0x1'] = () => ({ json: { not: 'a list' } })
    routes['POST /api/v1/profile/account'] = () => ({ status: 500, text: 'oops' })
    const client = api()
    const message = buildRegisterNameMessage({ name: 'ada' })
    const errors = await Promise.all([
      client.lookupName('ada').catch((e: unknown) => e),
      client.getNameSuggestions('ada').catch((e: unknown) => e),
      client.reverseLookup('0x1').catch((e: unknown) => e),
      client
        .registerName({ coinType: 60, address: '0x1', signature: '0x', message })
        .catch((e: unknown) => e),
    ])
    expect(errors[0]).toBeInstanceOf(NameResolutionError)
    expect(errors[1]).toBeInstanceOf(NameSuggestionsError)
    expect(errors[2]).toBeInstanceOf(NameReverseLookupError)
    expect(errors[3]).toBeInstanceOf(NameRegistrationError)
    expect(errors.map((e) => (e as NameResolutionError).shortMessage)).toEqual([
      'Error resolving name',
      'Error fetching name suggestions',
      'Error fetching names for address',
      'Error registering name ada.foyer.id',
    ])
  })
})
