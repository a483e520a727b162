import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { parseServerConfig } from '../config.ts'
import { openStorage, type Storage } from '../storage/openStorage.ts'
import { createTestDatabase, openTestStorage, storageKinds } from '../testing/storages.ts'

// Nothing here reaches a node: eth_chainId is answered by the proxy, and refused calls count too.
const config = (limit: number) =>
  parseServerConfig({
    chains: [{ id: 8453, rpcUrl: 'http://127.0.0.1:1' }],
    rpc: { rateLimitPerMinute: limit },
  })

const chainIdCall = (id: number) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })

function rpc(app: ReturnType<typeof createApp>, body: unknown, projectId = 'shop') {
  return app.request(`/rpc?chainId=8453&projectId=${projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

/**
 * The limit counts in fixed 60 s windows (by the clock, on the database): a test that started
 * seconds before a window ends would see its count reset halfway. Wait for the next one then.
 */
async function awayFromWindowEdge(): Promise<void> {
  const intoWindow = (Date.now() / 1000) % 60
  if (intoWindow > 52)
    await new Promise((resolve) => setTimeout(resolve, (60 - intoWindow) * 1000 + 250))
}

function expectLimited(response: Response): void {
  expect(response.status).toBe(429)
  const retryAfter = Number(response.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(60)
}

const limitMessage = (limit: number) =>
  expect.stringMatching(
    new RegExp(
      `^Rate limit exceeded: project shop may make ${limit} requests a minute; retry in \\d+ s$`,
    ),
  )

describe.each(storageKinds)('the RPC rate limit on %s', (kind) => {
  let storage: Storage
  beforeAll(async () => {
    storage = await openTestStorage(kind)
  })
  afterAll(() => storage?.close())

  it('lets 3 requests a minute through, answers the 4th 429 with Retry-After, per projectId', async () => {
    await awayFromWindowEdge()
    const app = createApp({ storage, config: config(3) })
    for (const id of [1, 2, 3]) expect((await rpc(app, chainIdCall(id))).status).toBe(200)

    const limited = await rpc(app, chainIdCall(4))
    expectLimited(limited)
    expect(await limited.json()).toEqual({
      jsonrpc: '2.0',
      id: 4,
      error: {
        code: -32005,
        message: limitMessage(3),
        data: { retryAfterSeconds: expect.any(Number) },
      },
    })

    // A batch over the limit gets one error per request, by id, so a batching client can match them.
    const batch = await rpc(app, [chainIdCall(5), chainIdCall(6)])
    expectLimited(batch)
    expect(
      ((await batch.json()) as { id: number; error: { code: number } }[]).map((a) => [
        a.id,
        a.error.code,
      ]),
    ).toEqual([
      [5, -32005],
      [6, -32005],
    ])

    // Another project has its own count.
    expect((await rpc(app, chainIdCall(7), 'other-project')).status).toBe(200)
  })

  it('counts a batch once, however many requests it holds', async () => {
    await awayFromWindowEdge()
    const app = createApp({ storage, config: config(2) })
    const batch = Array.from({ length: 20 }, (_, i) => chainIdCall(i))
    const first = await rpc(app, batch, 'batcher')
    expect(first.status).toBe(200)
    expect(((await first.json()) as unknown[]).length).toBe(20)
    expect((await rpc(app, batch, 'batcher')).status).toBe(200)
    expectLimited(await rpc(app, batch, 'batcher'))
  })
})

describe('the RPC rate limit across two instances on one PostgreSQL', () => {
  const storages: Storage[] = []
  afterAll(() => Promise.all(storages.map((s) => s.close())))

  it('shares one count: 3 requests on A and 3 on B, limit 5, the 6th is 429', async () => {
    const url = await createTestDatabase()
    // Opened one after the other: the first one migrates, the second finds it done.
    storages.push(await openStorage({ databaseUrl: url }))
    storages.push(await openStorage({ databaseUrl: url }))
    const [a, b] = storages.map((storage) => createApp({ storage, config: config(5) })) as [
      ReturnType<typeof createApp>,
      ReturnType<typeof createApp>,
    ]

    await awayFromWindowEdge()
    const statuses: number[] = []
    for (const id of [1, 2, 3]) statuses.push((await rpc(a, chainIdCall(id))).status)
    for (const id of [4, 5]) statuses.push((await rpc(b, chainIdCall(id))).status)
    const sixth = await rpc(b, chainIdCall(6))
    statuses.push(sixth.status)

    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    expectLimited(sixth)
    expect(await sixth.json()).toMatchObject({
      id: 6,
      error: { code: -32005, message: limitMessage(5) },
    })
  })
})
