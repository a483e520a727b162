// @vitest-environment jsdom
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createConfig, getBalance, getBlockNumber, http } from '@wagmi/core'
import { mainnet } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BusEvent } from '../bus/createBus.ts'
import { createWagmiConfig } from '../connection/createWagmiConfig.ts'
import { ensureEngine } from '../connection/ensureEngine.ts'
import { createFoyer } from '../createFoyer.ts'
import { describeRpcParams, RPC_DETAIL_MAX, rpcJson } from './describeRpc.ts'
import { nodeRpcUrl } from './nodeTransport.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

// A stand-in for the Foyer server's RPC proxy: it records what it was asked, answers
// eth_getBalance, and answers eth_blockNumber with a JSON-RPC error.
const asked: { url: string; method: string }[] = []
let server: Server
let origin = ''

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    req.on('end', () => {
      const call = JSON.parse(body) as { id: number; method: string }
      asked.push({ url: req.url ?? '', method: call.method })
      res.setHeader('content-type', 'application/json')
      res.end(
        JSON.stringify(
          call.method === 'eth_getBalance'
            ? { jsonrpc: '2.0', id: call.id, result: '0xde0b6b3a7640000' }
            : { jsonrpc: '2.0', id: call.id, error: { code: -32000, message: 'upstream down' } },
        ),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.close()
})

function rpcEvents(events: BusEvent[]) {
  return events.flatMap((e) => (e.channel === 'rpc' ? [e.payload] : []))
}

describe('nodeRpcUrl', () => {
  it("resolves a root-relative api against the page's origin, and shows the path", () => {
    expect(
      nodeRpcUrl({ api: '/__foyer/api/', chainId: 137, projectId: 'p-1', origin: 'http://a.test' }),
    ).toEqual({
      href: 'http://a.test/__foyer/api/rpc?chainId=137&projectId=p-1',
      shown: '/__foyer/api/rpc?chainId=137&projectId=p-1',
    })
  })

  it('shows the whole URL of a server on another origin', () => {
    expect(
      nodeRpcUrl({
        api: 'https://api.example.com/foyer',
        chainId: 1,
        projectId: 'p',
        origin: 'http://a.test',
      }),
    ).toEqual({
      href: 'https://api.example.com/foyer/rpc?chainId=1&projectId=p',
      shown: 'https://api.example.com/foyer/rpc?chainId=1&projectId=p',
    })
  })
})

describe('node RPC with a Foyer server (`api`)', () => {
  it('goes to the proxy with chainId and projectId, each request reported on the bus', async () => {
    asked.length = 0
    const foyer = createFoyer({ projectId: 'test', chains: [1], api: `${origin}/__foyer/api` })
    const events: BusEvent[] = []
    foyer.bus.subscribe((e) => events.push(e))
    const config = createWagmiConfig(foyer)

    const balance = await getBalance(config, { address: ADDRESS, chainId: 1 })
    expect(balance.value).toBe(10n ** 18n)
    await expect(getBlockNumber(config, { chainId: 1, cacheTime: 0 })).rejects.toThrow(
      'upstream down',
    )

    expect(asked[0]).toEqual({
      url: '/__foyer/api/rpc?chainId=1&projectId=test',
      method: 'eth_getBalance',
    })
    const url = `${origin}/__foyer/api/rpc?chainId=1&projectId=test`
    expect(rpcEvents(events)).toEqual([
      expect.objectContaining({
        id: 'n1',
        method: 'eth_getBalance',
        source: 'node',
        url,
        decision: 'safe',
        list: 'safe',
        outcome: 'passed',
        latencyMs: expect.any(Number),
        // Devtools opens the row on what it asked and what came back.
        params: JSON.stringify([ADDRESS, 'latest']),
        result: '"0xde0b6b3a7640000"',
      }),
      // A JSON-RPC error is the request's outcome, after viem's retries.
      expect.objectContaining({
        id: 'n2',
        method: 'eth_blockNumber',
        source: 'node',
        url,
        outcome: 'error',
        error: expect.stringContaining('upstream down'),
      }),
    ])
  })

  it('names an eth_call by its contract and function, and cuts a long answer', () => {
    const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    expect(
      describeRpcParams('eth_call', [{ to: usdc, data: `0x70a08231${'0'.repeat(64)}` }, 'latest']),
    ).toBe(`${usdc} balanceOf @ "latest"`)
    expect(describeRpcParams('eth_call', [{ to: usdc, data: '0xdeadbeef' }])).toBe(
      `${usdc} 0xdeadbeef`,
    )
    expect(describeRpcParams('eth_chainId', undefined)).toBeUndefined()
    const long = rpcJson('x'.repeat(1000))
    expect(long).toHaveLength(RPC_DETAIL_MAX)
    expect(long.endsWith('…')).toBe(true)
    // A long list is not walked whole: ten items, then how many more.
    const logs = Array.from({ length: 5000 }, (_, i) => i)
    expect(rpcJson(logs)).toBe('[0,1,2,3,4,5,6,7,8,9,"… 4990 more"]')
  })

  it("a host's own wagmi config keeps its own transports", async () => {
    asked.length = 0
    const wagmiConfig = createConfig({
      chains: [mainnet],
      transports: { [mainnet.id]: http(`${origin}/host-node`) },
      batch: { multicall: false },
      multiInjectedProviderDiscovery: false,
      storage: null,
    })
    const foyer = createFoyer(
      { projectId: 'test', chains: [1], api: `${origin}/__foyer/api` },
      { wagmiConfig },
    )
    const events: BusEvent[] = []
    foyer.bus.subscribe((e) => events.push(e))
    const engine = await ensureEngine(foyer)
    await getBalance(engine.config, { address: ADDRESS, chainId: 1 })
    expect(asked).toContainEqual({ url: '/host-node', method: 'eth_getBalance' })
    expect(asked.filter((a) => a.url !== '/host-node')).toEqual([])
    expect(rpcEvents(events).filter((e) => e.source === 'node')).toEqual([])
    engine.destroy()
  })

  it('without `api`, the chain uses its rpc URL and nothing is reported', async () => {
    asked.length = 0
    const foyer = createFoyer({ projectId: 'test', chains: [1], rpc: { 1: `${origin}/node` } })
    const events: BusEvent[] = []
    foyer.bus.subscribe((e) => events.push(e))
    await getBalance(createWagmiConfig(foyer), { address: ADDRESS, chainId: 1 })
    expect(asked).toEqual([{ url: '/node', method: 'eth_getBalance' }])
    expect(rpcEvents(events)).toEqual([])
  })
})
