import { decodeFunctionData, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { parseServerConfig, type ServerConfigInput } from '../config.ts'
import type { Storage } from '../storage/openStorage.ts'
import { openTestStorage } from '../testing/storages.ts'
import { DEV_ONRAMP_MINTER } from './mintDevUsdc.ts'

const wallet = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdc1 = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const usdc137 = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const solanaWallet = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

type RpcCall = { url: string; method: string; params: unknown[] }

/** A stand-in anvil per RPC URL: answers what the mint needs and records every call. */
function fakeAnvil(chainIds: Record<string, number>, options: { code?: string } = {}) {
  const calls: RpcCall[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const { id, method, params } = JSON.parse(String(init?.body))
    calls.push({ url, method, params })
    const results: Record<string, unknown> = {
      eth_chainId: `0x${(chainIds[url] ?? 0).toString(16)}`,
      eth_getCode: options.code ?? '0x6080',
      eth_sendTransaction: `0x${'ab'.repeat(32)}`,
      eth_getTransactionReceipt: { status: '0x1' },
    }
    return Response.json({ jsonrpc: '2.0', id, result: results[method] ?? null })
  }) as typeof globalThis.fetch
  return { calls, fetch }
}

const base: ServerConfigInput = {
  chains: [
    { id: 1, rpcUrl: 'http://127.0.0.1:18545' },
    { id: 137, rpcUrl: 'http://localhost:18546' },
  ],
  projectIds: ['demo'],
  onramp: { devProvider: true },
}

describe('the dev on-ramp provider', () => {
  let storage: Storage
  beforeAll(async () => {
    storage = await openTestStorage('pglite')
  })
  afterAll(() => storage?.close())

  const make = (input: Partial<ServerConfigInput> = {}, fetch?: typeof globalThis.fetch) =>
    createApp({ storage, config: parseServerConfig({ ...base, ...input }), fetch })
  const pay = (app: ReturnType<typeof make>, form: Record<string, string>) =>
    app.request('/__onramp/pay', { method: 'POST', body: new URLSearchParams(form) })

  it('is off unless onramp.devProvider is on: no checkout, no listing', async () => {
    const app = make({ onramp: { providers: [] } })
    expect((await app.request('/__onramp/checkout')).status).toBe(404)
    expect(await (await app.request('/v1/onramp/providers')).json()).toEqual([])
  })

  it("is listed first, on the server's publicUrl whatever the request says of its host", async () => {
    const app = make({
      publicUrl: 'http://127.0.0.1:4000',
      appOrigins: ['http://localhost:5173'],
      onramp: {
        devProvider: true,
        providers: [{ name: 'real', url: 'https://pay.example.com', publicKey: 'pk' }],
      },
    })
    const direct = await (await app.request('http://127.0.0.1:4000/v1/onramp/providers')).json()
    expect(direct[0]).toEqual({
      name: 'Foyer test checkout',
      url: 'http://127.0.0.1:4000/__onramp/checkout',
      publicKey: 'foyer-dev',
    })
    expect(direct[1]).toMatchObject({ name: 'real' })
    // Through the app's proxy, with forwarded headers anyone could send: the same URL.
    const proxied = await (
      await app.request('http://localhost:5173/v1/onramp/providers', {
        headers: {
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
          'x-forwarded-prefix': '/phish',
        },
      })
    ).json()
    expect(proxied[0].url).toBe('http://127.0.0.1:4000/__onramp/checkout')
  })

  it('shows a checkout with the quoted amount, network and wallet', async () => {
    const query = new URLSearchParams({
      publicKey: 'foyer-dev',
      destinationCurrencyCode: 'USDC',
      walletAddress: wallet,
      presetFiatAmount: '50',
      defaultNetwork: 'polygon-mainnet',
    })
    const response = await make().request(`/__onramp/checkout?${query}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1>Buy USDC</h1>')
    expect(html).toContain('<dd data-testid="receive">50 USDC</dd>')
    expect(html).toContain('<dd>Polygon</dd>')
    expect(html).toContain(`name="walletAddress" value="${wallet}"`)
    expect(html).toContain('<label for="amount">Amount (USD)</label>')
    expect(html).toContain('<button type="submit">Pay</button>')
  })

  it('refuses a checkout with bad input, naming the field and the value', async () => {
    const query = new URLSearchParams({
      destinationCurrencyCode: 'BTC',
      walletAddress: '0x123<script>',
    })
    const response = await make().request(`/__onramp/checkout?${query}`)
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('query.walletAddress must be a 0x address of 40 hex digits')
    expect(html).toContain('query.destinationCurrencyCode must be USDC or SOL')
    expect(html).not.toContain('<script>')
    // SOL goes to a Solana address; USDC to an EVM one.
    const crossed = await make({
      solana: [{ id: DEVNET, rpcUrl: 'http://127.0.0.1:18899' }],
    }).request(
      `/__onramp/checkout?${new URLSearchParams({ destinationCurrencyCode: 'SOL', walletAddress: wallet })}`,
    )
    expect(crossed.status).toBe(400)
    expect(await crossed.text()).toContain(
      'query.walletAddress must be a Solana address (base58, 32 bytes)',
    )
  })

  it('sells SOL on the app’s Solana network: the checkout, then an airdrop of the quoted lamports on the local Solana', async () => {
    const calls: RpcCall[] = []
    const solanaNode = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const { id, method, params } = JSON.parse(String(init?.body))
      calls.push({ url: String(input), method, params })
      const results: Record<string, unknown> = {
        requestAirdrop: 'airdropSignature111',
        getSignatureStatuses: {
          value: [{ slot: 7, err: null, confirmationStatus: 'confirmed' }],
        },
      }
      return Response.json({ jsonrpc: '2.0', id, result: results[method] ?? null })
    }) as typeof globalThis.fetch
    const app = make(
      {
        solana: [{ id: DEVNET, rpcUrl: 'http://127.0.0.1:18899' }],
        onramp: { devProvider: true, pricesUsd: { SOL: '150' } },
      },
      solanaNode,
    )
    // The options sell SOL there, and a quote prices it.
    const options = await (await app.request('/v1/onramp/options')).json()
    expect(options.purchaseCurrencies[1]).toEqual({
      id: 'sol',
      name: 'Solana',
      symbol: 'SOL',
      networks: [
        {
          name: 'solana-devnet',
          display_name: 'Solana Devnet',
          chain_id: DEVNET,
          contract_address: '',
        },
      ],
    })
    const page = await app.request(
      `/__onramp/checkout?${new URLSearchParams({
        destinationCurrencyCode: 'SOL',
        walletAddress: solanaWallet,
        presetFiatAmount: '30',
        defaultNetwork: 'solana-devnet',
      })}`,
    )
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<h1>Buy SOL</h1>')
    expect(html).toContain('<dd data-testid="receive">0.2 SOL</dd>')
    expect(html).toContain('<dd>Solana Devnet</dd>')
    expect(html).toContain('name="token" value="SOL"')

    const paid = await pay(app, {
      walletAddress: solanaWallet,
      network: 'solana-devnet',
      amount: '30',
      currency: 'USD',
      token: 'SOL',
    })
    expect(paid.status).toBe(200)
    expect(await paid.text()).toContain('0.2 SOL sent to')
    expect(calls[0]).toEqual({
      url: 'http://127.0.0.1:18899',
      method: 'requestAirdrop',
      params: [solanaWallet, 200_000_000, { commitment: 'confirmed' }],
    })
    expect(calls.map((c) => c.method)).toEqual(['requestAirdrop', 'getSignatureStatuses'])
  })

  it('never airdrops on a Solana node that is not on this machine', async () => {
    const calls: string[] = []
    const app = make(
      {
        solana: [{ id: DEVNET, rpcUrl: 'https://api.devnet.solana.com' }],
        onramp: { devProvider: true, pricesUsd: { SOL: '150' } },
      },
      (async (input: RequestInfo | URL) => {
        calls.push(String(input))
        return Response.json({})
      }) as typeof globalThis.fetch,
    )
    const paid = await pay(app, {
      walletAddress: solanaWallet,
      network: 'solana-devnet',
      amount: '30',
      currency: 'USD',
      token: 'SOL',
    })
    expect(paid.status).toBe(400)
    expect(await paid.text()).toContain(
      'The node of solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1 is not on this machine',
    )
    expect(calls).toEqual([])
  })

  it('on Pay, mints the quoted USDC to the wallet on that chain, from its own minter', async () => {
    const anvil = fakeAnvil({ 'http://127.0.0.1:18545': 1, 'http://localhost:18546': 137 })
    const app = make({}, anvil.fetch)
    const response = await pay(app, {
      walletAddress: wallet,
      network: 'ethereum-mainnet',
      amount: '50',
      currency: 'USD',
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(
      `Paid 50.00 USD. 50 USDC sent to ${wallet} on Ethereum.`,
    )
    const sent = anvil.calls.find((c) => c.method === 'eth_sendTransaction')
    expect(sent?.url).toBe('http://127.0.0.1:18545')
    const tx = sent?.params[0] as { from: string; to: string; data: `0x${string}` }
    expect(tx.from).toBe(DEV_ONRAMP_MINTER)
    expect(tx.to).toBe(usdc1)
    expect(
      decodeFunctionData({ abi: parseAbi(['function mint(address,uint256)']), data: tx.data }).args,
    ).toEqual([wallet, 50_000_000n])
    expect(anvil.calls.map((c) => c.method)).toContain('anvil_stopImpersonatingAccount')

    const polygon = fakeAnvil({ 'http://localhost:18546': 137 })
    await pay(make({}, polygon.fetch), {
      walletAddress: wallet,
      network: 'polygon-mainnet',
      amount: '12.5',
      currency: 'USD',
    })
    const onPolygon = polygon.calls.find((c) => c.method === 'eth_sendTransaction')
    expect(onPolygon?.params[0]).toMatchObject({ to: usdc137 })
  })

  it('refuses to mint through an RPC that is not on this machine', async () => {
    const anvil = fakeAnvil({})
    const app = make(
      { chains: [{ id: 1, rpcUrl: 'https://eth.example.com' }], projectIds: ['demo'] },
      anvil.fetch,
    )
    const response = await pay(app, {
      walletAddress: wallet,
      network: 'ethereum-mainnet',
      amount: '50',
      currency: 'USD',
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('The RPC of chain 1 is not on this machine')
    expect(anvil.calls).toEqual([])
  })

  it('refuses amounts outside the limits, bad forms, and chains without the contract', async () => {
    const anvil = fakeAnvil({ 'http://127.0.0.1:18545': 1 }, { code: '0x' })
    const app = make({}, anvil.fetch)
    const small = await pay(app, {
      walletAddress: wallet,
      network: 'ethereum-mainnet',
      amount: '5',
      currency: 'USD',
    })
    expect(small.status).toBe(400)
    expect(await small.text()).toContain('body.amount must be at least 10.00 USD')

    const bad = await pay(app, {
      walletAddress: 'nope',
      network: 'x',
      amount: '1e3',
      currency: '€',
    })
    expect(bad.status).toBe(400)
    const text = await bad.text()
    expect(text).toContain('body.walletAddress must be a 0x address')
    expect(text).toContain('body.amount must be an amount such as 50 or 49.99')
    expect(text).toContain('body.currency must be USD')

    const noContract = await pay(app, {
      walletAddress: wallet,
      network: 'ethereum-mainnet',
      amount: '50',
      currency: 'USD',
    })
    expect(noContract.status).toBe(502)
    expect(await noContract.text()).toContain(`No USDC contract at ${usdc1} on chain 1`)
    expect(anvil.calls.map((c) => c.method)).not.toContain('eth_sendTransaction')
  })
})
