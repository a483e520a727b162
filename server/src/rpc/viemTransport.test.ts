import { type Anvil, anvilAccounts, startAnvil } from '@foyer/testing/anvil'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../serve.ts'
import { openTestStorage, storageKinds } from '../testing/storages.ts'

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil()
})
afterAll(() => anvil?.stop())

describe.each(storageKinds)('viem’s http transport through the proxy on %s, over HTTP', (kind) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({
      config: { chains: [{ id: anvil.chainId, rpcUrl: anvil.url }], projectIds: ['demo'] },
      storage: await openTestStorage(kind),
    })
  })
  afterAll(async () => {
    await server?.close()
    await server?.storage.close()
  })

  const proxied = () => `${server.url}/rpc?chainId=${anvil.chainId}&projectId=demo`
  const address = anvilAccounts[0]?.address ?? '0x'

  it.each([
    ['single requests', false],
    ['batches', true],
  ])('reads chain id, block number and balance with %s', async (_, batch) => {
    const sent: unknown[] = []
    const client = createPublicClient({
      transport: http(proxied(), {
        batch,
        retryCount: 0,
        onFetchRequest: async (request) => {
          sent.push(await request.clone().json())
        },
      }),
    })
    const [chainId, blockNumber, balance] = await Promise.all([
      client.getChainId(),
      client.getBlockNumber({ cacheTime: 0 }),
      client.getBalance({ address }),
    ])
    const direct = createPublicClient({ transport: http(anvil.url) })
    expect(chainId).toBe(anvil.chainId)
    expect(blockNumber).toBe(await direct.getBlockNumber({ cacheTime: 0 }))
    expect(balance).toBe(parseEther('10000'))
    // One array of three, or three objects: the proxy took the shape viem sent.
    expect(sent.map((body) => (Array.isArray(body) ? body.length : 'object'))).toEqual(
      batch ? [3] : ['object', 'object', 'object'],
    )
  })

  it('surfaces a refused method as viem’s RPC error with SPEC’s message', async () => {
    const client = createPublicClient({ transport: http(proxied(), { retryCount: 0 }) })
    const failure = client.request({ method: 'eth_sign' as 'eth_chainId' })
    await expect(failure).rejects.toMatchObject({
      code: -32601,
      details: 'Requested RPC call is not allowed',
    })
  })
})
