import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { parseServerConfig } from '../config.ts'
import { openStorage, type Storage } from '../storage/openStorage.ts'
import { awayFromWindowEdge, fromIp } from '../testing/rateWindows.ts'
import { createTestDatabase, openTestStorage, storageKinds } from '../testing/storages.ts'

// Nothing here reaches a node: eth_chainId is answered by the proxy, and refused calls count too.
const config = (limit: number, perIp = 1_000) =>
  parseServerConfig({
    chains: [{ id: 8453, rpcUrl: 'http://127.0.0.1:1' }],
    projectIds: ['shop', 'other-project', 'batcher', 'shop-a', 'shop-b', 'shop-c'],
    rpc: { rateLimitPerMinute: limit, rateLimitPerMinutePerIp: perIp },
  })

const chainIdCall = (id: number) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })

/** A POST to the proxy from the socket address `ip` (as `@hono/node-server` passes it). */
function rpc(
  app: ReturnType<typeof createApp>,
  body: unknown,
  projectId = 'shop',
  ip = '10.0.0.1',
) {
  return app.request(
    `/rpc?chainId=8453&projectId=${projectId}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
    fromIp(ip),
  )
}

function expectLimited(response: Response): void {
  expect(response.status).toBe(429)
  const retryAfter = Number(response.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(60)
}

const limitMessage = (limit: number, who = 'project shop') =>
  expect.stringMatching(
    new RegExp(
      `^Rate limit exceeded: ${who} may make ${limit} requests a minute \\(each request of a batch counts\\); retry in \\d+ s$`,
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

  it('counts each request of a batch: a batch of 10 is 10 requests, not one', async () => {
    await awayFromWindowEdge()
    const app = createApp({ storage, config: config(25) })
    const batch = Array.from({ length: 10 }, (_, i) => chainIdCall(i))
    const first = await rpc(app, batch, 'batcher')
    expect(first.status).toBe(200)
    expect(((await first.json()) as unknown[]).length).toBe(10)
    expect((await rpc(app, batch, 'batcher')).status).toBe(200)
    // 20 counted: a third batch of 10 would make 30, over 25.
    const third = await rpc(app, batch, 'batcher')
    expectLimited(third)
    expect(((await third.json()) as { error: { message: string } }[])[0]?.error.message).toEqual(
      limitMessage(25, 'project batcher'),
    )
    // Invalid and refused items count too: they were asked for.
    const mixed = [chainIdCall(1), 'junk', { jsonrpc: '2.0', id: 2, method: 'eth_sign' }]
    expectLimited(await rpc(app, mixed, 'batcher'))
  })

  it('counts per client IP address as well: fresh project ids do not buy a fresh quota', async () => {
    await awayFromWindowEdge()
    const app = createApp({ storage, config: config(1_000, 4) })
    expect((await rpc(app, [chainIdCall(1), chainIdCall(2)], 'shop-a', '10.9.9.9')).status).toBe(
      200,
    )
    expect((await rpc(app, chainIdCall(3), 'shop-b', '10.9.9.9')).status).toBe(200)
    expect((await rpc(app, chainIdCall(4), 'shop-c', '10.9.9.9')).status).toBe(200)
    const fifth = await rpc(app, chainIdCall(5), 'shop-a', '10.9.9.9')
    expectLimited(fifth)
    expect(await fifth.json()).toMatchObject({
      id: 5,
      error: { code: -32005, message: limitMessage(4, 'this IP address') },
    })
    // Another address has its own count; the project's is far from spent.
    expect((await rpc(app, chainIdCall(6), 'shop-a', '10.9.9.10')).status).toBe(200)
  })
})

describe('the RPC rate limit across two instances on one PostgreSQL', () => {
  const storages: Storage[] = []
  afterAll(() => Promise.all(storages.map((s) => s.close())))

  it('shares one count per project and one per IP: 3 requests on A and 3 on B, limit 5, the 6th is 429', async () => {
    const url = await createTestDatabase()
    // A copy of the migrated template: both instances find nothing to migrate.
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

    // One address, a batch on each instance, each under the limit alone: the second is 429.
    const perIp = storages.map((storage) => createApp({ storage, config: config(1_000, 5) }))
    const three = [1, 2, 3].map(chainIdCall)
    expect((await rpc(perIp[0]!, three, 'other-project', '10.7.7.7')).status).toBe(200)
    const onB = await rpc(perIp[1]!, three, 'batcher', '10.7.7.7')
    expectLimited(onB)
    expect(((await onB.json()) as { error: { message: string } }[])[0]?.error.message).toEqual(
      limitMessage(5, 'this IP address'),
    )
  })
})
