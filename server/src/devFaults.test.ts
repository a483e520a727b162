import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerFaults } from './deps.ts'
import { type RunningServer, startServer } from './serve.ts'
import type { Storage } from './storage/openStorage.ts'
import { UNLIMITED } from './testing/authServer.ts'
import { openTestStorage } from './testing/storages.ts'

// The devtools' server fault switches (`vite dev` passes `faults` and flips them): each makes the
// server fail as the real outage would, read on every request, and off again it works as before.
describe('dev fault switches of the Foyer server', () => {
  let storage: Storage
  let server: RunningServer
  const faults: ServerFaults = {}
  const upstream: string[] = []
  beforeAll(async () => {
    storage = await openTestStorage('pglite')
    server = await startServer({
      storage,
      config: {
        chains: [{ id: 31337, rpcUrl: 'http://node.test/' }],
        projectIds: ['demo'],
        email: { devMailbox: true, limits: UNLIMITED },
      },
      faults,
      // The chain's node: answers every call.
      fetch: async (input) => {
        upstream.push(String(input))
        return Response.json({ jsonrpc: '2.0', id: 1, result: '0x10' })
      },
      logError: () => {},
    })
  })
  afterAll(async () => {
    await server?.close()
    await storage?.close()
  })

  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const blockNumber = () =>
    post('/rpc?chainId=31337&projectId=demo', { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' })

  it('serverDown: every answer is 503 but the dev mailbox’s; off, they are back', async () => {
    faults.serverDown = true
    const health = await fetch(`${server.url}/health`)
    expect(health.status).toBe(503)
    expect(await health.json()).toMatchObject({ error: 'unavailable' })
    expect((await fetch(`${server.url}/frame`)).status).toBe(503)
    expect((await fetch(`${server.url}/__mailbox`)).status).not.toBe(503)
    faults.serverDown = false
    expect((await fetch(`${server.url}/health`)).status).toBe(200)
  })

  it('mailDown: the sign-in code cannot be emailed, and nothing reaches the mailbox', async () => {
    const email = `fault-${Date.now()}@example.com`
    faults.mailDown = true
    const refused = await post('/v1/auth/email/start', {
      email,
      deviceId: `device_${Date.now().toString(36)}_abcdef1`,
    })
    expect(refused.status).toBeGreaterThanOrEqual(500)
    expect(await refused.json()).toMatchObject({
      message:
        'The code could not be emailed: the mail server did not accept it. Try again shortly.',
    })
    const latest = `${server.mailboxUrl}/latest?to=${encodeURIComponent(email)}`
    expect((await fetch(latest)).status).toBe(404)
    faults.mailDown = false
    const other = `fault-2-${Date.now()}@example.com`
    expect(
      (
        await post('/v1/auth/email/start', {
          email: other,
          deviceId: `device_${Date.now().toString(36)}_abcdef2`,
        })
      ).status,
    ).toBe(200)
  })

  it('chainDown: the RPC proxy cannot reach the node, which is never called; off, it answers', async () => {
    faults.chainDown = true
    const down = await blockNumber()
    const answer = (await down.json()) as { error?: { message: string } }
    expect(answer.error?.message).toBeTruthy()
    expect(upstream).toEqual([])
    faults.chainDown = false
    expect(await (await blockNumber()).json()).toMatchObject({ result: '0x10' })
    expect(upstream).toEqual(['http://node.test/'])
  })
})
