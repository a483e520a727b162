import { type Anvil, anvilAccounts, startAnvil } from '@foyer/testing/anvil'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { parseServerConfig, type ServerConfigInput } from '../config.ts'
import type { Storage } from '../storage/openStorage.ts'
import { openTestStorage, storageKinds } from '../testing/storages.ts'

type ErrorBody = {
  error: string
  reasons: { field?: string; rule?: string; value?: unknown; description: string }[]
}

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil()
  await direct({ jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] })
})
afterAll(() => anvil?.stop())

async function direct(body: unknown): Promise<unknown> {
  const response = await fetch(anvil.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return response.json()
}

const [alice, bob] = anvilAccounts as [(typeof anvilAccounts)[0], (typeof anvilAccounts)[0]]

describe.each(storageKinds)('the RPC proxy on %s, in front of anvil', (kind) => {
  let storage: Storage
  let app: ReturnType<typeof createApp>
  /** The methods the proxy sent to the node, in order (batches flattened). */
  const sent: string[] = []
  const countingFetch: typeof fetch = async (input, init) => {
    const body = JSON.parse(String(init?.body)) as { method: string } | { method: string }[]
    sent.push(...(Array.isArray(body) ? body : [body]).map((request) => request.method))
    return fetch(input, init)
  }
  const make = (input: Partial<ServerConfigInput> = {}) =>
    createApp({
      storage,
      fetch: countingFetch,
      config: parseServerConfig({
        chains: [{ id: anvil.chainId, rpcUrl: anvil.url }],
        projectIds: ['demo-app_1', 'demo'],
        ...input,
      }),
    })
  const rpc = (body: unknown, query = `chainId=${anvil.chainId}&projectId=demo-app_1`, on = app) =>
    on.request(`/rpc?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  beforeAll(async () => {
    storage = await openTestStorage(kind)
    app = make()
  })
  afterAll(() => storage?.close())

  it.each([
    ['eth_blockNumber', []],
    ['eth_getBalance', [alice.address, 'latest']],
    ['eth_getBlockByNumber', ['0x1', false]],
  ])('answers %s exactly as anvil does', async (method, params) => {
    const request = { jsonrpc: '2.0', id: 7, method, params }
    const response = await rpc(request)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    const answer = await response.json()
    expect(answer).toEqual(await direct(request))
    expect(answer).toMatchObject({ jsonrpc: '2.0', id: 7, result: expect.anything() })
  })

  it('answers a batch in order: forwarded, local and refused alike, by the client’s ids', async () => {
    const response = await rpc([
      { jsonrpc: '2.0', id: 'a', method: 'eth_blockNumber', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'personal_sign', params: ['0x68656c6c6f', alice.address] },
      { jsonrpc: '2.0', id: 3, method: 'eth_chainId' },
      { jsonrpc: '2.0', method: 'eth_blockNumber', params: [] },
      { jsonrpc: '2.0', id: 4, method: 'debug_traceTransaction', params: ['0x00'] },
      { jsonrpc: '2.0', id: 5, method: 'eth_getBalance', params: [bob.address, 'latest'] },
      'not a request',
    ])
    expect(response.status).toBe(200)
    const notAllowed = (id: number, method: string) => ({
      jsonrpc: '2.0',
      id,
      error: { code: -32601, message: 'Requested RPC call is not allowed', data: { method } },
    })
    expect(await response.json()).toEqual([
      { jsonrpc: '2.0', id: 'a', result: '0x1' },
      notAllowed(2, 'personal_sign'),
      { jsonrpc: '2.0', id: 3, result: `0x${anvil.chainId.toString(16)}` },
      // the notification (no id) is run and gets no answer
      notAllowed(4, 'debug_traceTransaction'),
      { jsonrpc: '2.0', id: 5, result: '0x21e19e0c9bab2400000' },
      {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'Invalid request: each request must be a JSON object' },
      },
    ])
  })

  it('never signs: eth_sendTransaction is refused and anvil’s unlocked account sends nothing', async () => {
    const balance = {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [bob.address, 'latest'],
    }
    const before = await direct(balance)
    const response = await rpc({
      jsonrpc: '2.0',
      id: 9,
      method: 'eth_sendTransaction',
      params: [{ from: alice.address, to: bob.address, value: '0xde0b6b3a7640000' }],
    })
    expect(await response.json()).toEqual({
      jsonrpc: '2.0',
      id: 9,
      error: {
        code: -32601,
        message: 'Requested RPC call is not allowed',
        data: { method: 'eth_sendTransaction' },
      },
    })
    expect(await direct(balance)).toEqual(before)
  })

  it('passes a node’s own JSON-RPC error on as it is', async () => {
    const request = { jsonrpc: '2.0', id: 3, method: 'eth_getBalance', params: ['not-an-address'] }
    const answer = (await (await rpc(request)).json()) as { error: unknown }
    expect(answer).toEqual(await direct(request))
    expect(answer.error).toMatchObject({ code: expect.any(Number), message: expect.any(String) })
  })

  it('refuses a chain it does not serve with 400 naming it', async () => {
    const response = await rpc(
      { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' },
      'chainId=1&projectId=demo',
    )
    expect(response.status).toBe(400)
    const body = (await response.json()) as ErrorBody
    expect(body.error).toBe('unknown_chain')
    expect(body.reasons).toEqual([
      {
        field: 'query.chainId',
        rule: 'configured_chain',
        value: 1,
        description: `query.chainId must be a chain this server serves (${anvil.chainId}) (received 1)`,
      },
    ])
  })

  it.each([
    ['projectId=demo', 'query.chainId', 'query.chainId is required (received nothing)'],
    [
      'chainId=2147483648&projectId=demo',
      'query.chainId',
      'query.chainId Invalid chainId (received "2147483648")',
    ],
    [`chainId=31337`, 'query.projectId', 'query.projectId is required (received nothing)'],
    [
      `chainId=31337&projectId=${encodeURIComponent('../etc')}`,
      'query.projectId',
      'query.projectId must be 1 to 64 letters, digits, "_" or "-" (received "../etc")',
    ],
  ])('refuses ?%s with 400 naming %s', async (query, field, description) => {
    const response = await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, query)
    expect(response.status).toBe(400)
    const body = (await response.json()) as ErrorBody
    expect(body.reasons[0]).toMatchObject({ field, description })
  })

  it('accepts only the project ids of config.projectIds', async () => {
    const listed = make({ projectIds: ['shop'] })
    const chainId = { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }
    const other = await rpc(chainId, `chainId=${anvil.chainId}&projectId=other`, listed)
    expect(other.status).toBe(403)
    expect(((await other.json()) as ErrorBody).reasons[0]).toMatchObject({
      field: 'query.projectId',
      rule: 'listed_project',
      value: 'other',
    })
    const shop = await rpc(chainId, `chainId=${anvil.chainId}&projectId=shop`, listed)
    expect(await shop.json()).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: `0x${anvil.chainId.toString(16)}`,
    })
  })

  describe('eth_getLogs and eth_newFilter span at most rpc.maxLogsBlockRange blocks', () => {
    // anvil is at block 1: a cap of 1 block makes blocks 0 to 1 one too many.
    const capped = () => make({ rpc: { maxLogsBlockRange: 1 } })
    const logs = (filter: unknown, method = 'eth_getLogs') => ({
      jsonrpc: '2.0',
      id: 1,
      method,
      params: [filter],
    })
    const refusal = (method: string, from: number, to: number) => ({
      jsonrpc: '2.0',
      id: 1,
      error: {
        code: -32005,
        message: `${method} may span at most 1 blocks; this one spans ${to - from + 1} (blocks ${from} to ${to}). Ask for a narrower range`,
        data: {
          fromBlock: `0x${from.toString(16)}`,
          toBlock: `0x${to.toString(16)}`,
          blocks: to - from + 1,
          maxBlockRange: 1,
        },
      },
    })

    it('refuses a range over the cap, naming range and cap, without asking the node for logs', async () => {
      const app = capped()
      sent.length = 0
      const numbers = await rpc(logs({ fromBlock: '0x0', toBlock: '0x1' }), undefined, app)
      expect(numbers.status).toBe(200)
      expect(await numbers.json()).toEqual(refusal('eth_getLogs', 0, 1))
      expect(sent).toEqual([])
      // Tags are resolved on the node (earliest is 0; an absent toBlock is latest).
      const tags = await rpc(logs({ fromBlock: 'earliest' }), undefined, app)
      expect(await tags.json()).toEqual(refusal('eth_getLogs', 0, 1))
      const filter = await rpc(
        logs({ fromBlock: 'earliest', toBlock: 'latest' }, 'eth_newFilter'),
        undefined,
        app,
      )
      expect(await filter.json()).toEqual(refusal('eth_newFilter', 0, 1))
      expect(sent).toEqual(['eth_blockNumber', 'eth_blockNumber'])
    })

    it('forwards ranges within the cap, one-block tags and blockHash queries as anvil answers them', async () => {
      const app = capped()
      const head = (await direct({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getBlockByNumber',
        params: ['latest', false],
      })) as { result: { hash: string } }
      for (const filter of [
        { fromBlock: '0x1', toBlock: '0x1' },
        {},
        { fromBlock: 'latest', toBlock: 'latest' },
        { fromBlock: '0x1' },
        { blockHash: head.result.hash },
      ]) {
        sent.length = 0
        const answer = await (await rpc(logs(filter), undefined, app)).json()
        expect(answer, JSON.stringify(filter)).toEqual(await direct(logs(filter)))
        expect(answer).toMatchObject({ result: [] })
        expect(sent).toContain('eth_getLogs')
      }
    })

    it('refuses malformed bounds with -32602, and refuses per request in a batch', async () => {
      const app = capped()
      const response = await rpc(
        [
          { ...logs({ fromBlock: 'yesterday' }), id: 'bad' },
          { ...logs({ fromBlock: '0x0', toBlock: '0x1' }), id: 'wide' },
          { ...logs({ fromBlock: '0x1', toBlock: '0x1' }), id: 'fine' },
        ],
        undefined,
        app,
      )
      const answers = (await response.json()) as {
        id: string
        error?: { code: number; message: string }
      }[]
      expect(answers.map((a) => [a.id, a.error?.code])).toEqual([
        ['bad', -32602],
        ['wide', -32005],
        ['fine', undefined],
      ])
      expect(answers[0]?.error?.message).toBe(
        'Invalid params: fromBlock must be a hex block number or one of earliest, latest, pending, safe, finalized (received "yesterday")',
      )
    })

    it('caps at 10,000 blocks by default', () => {
      expect(
        parseServerConfig({ chains: [{ id: 1, rpcUrl: anvil.url }], projectIds: ['demo'] }).rpc
          .maxLogsBlockRange,
      ).toBe(10_000)
    })
  })

  it('will not start without projectIds: a config error names the field', () => {
    const chains = [{ id: anvil.chainId, rpcUrl: anvil.url }]
    expect(() => parseServerConfig({ chains } as ServerConfigInput)).toThrow(
      'Invalid @foyer/server config:\n- projectIds: is required: list the project ids the RPC proxy accepts, e.g. ["my-app"] (the projectId of foyer.config.ts)',
    )
    expect(() => parseServerConfig({ chains, projectIds: [] })).toThrow(
      '- projectIds: must list at least one project id: the RPC proxy serves only listed projects, e.g. ["my-app"]',
    )
  })

  it('answers bodies that are not JSON-RPC with JSON-RPC errors', async () => {
    const parse = await rpc('{"jsonrpc":')
    expect(await parse.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error: the body must be JSON' },
    })
    expect(await (await rpc([])).json()).toMatchObject({ id: null, error: { code: -32600 } })
    const tooMany = make({ rpc: { maxBatchSize: 2 } })
    const three = [1, 2, 3].map((id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' }))
    expect(await (await rpc(three, undefined, tooMany)).json()).toMatchObject({
      error: {
        code: -32600,
        message: 'Invalid request: a batch may hold at most 2 requests (received 3)',
      },
    })
    expect(
      await (await rpc({ jsonrpc: '1.0', id: 1, method: 'eth_chainId' })).json(),
    ).toMatchObject({
      id: 1,
      error: { code: -32600, message: 'Invalid request: jsonrpc must be "2.0"' },
    })
  })

  it('answers a lone notification with 204 and no body', async () => {
    const response = await rpc({ jsonrpc: '2.0', method: 'eth_blockNumber', params: [] })
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
  })

  it('answers CORS for its apps only, with no credentials, preflight included', async () => {
    const app = make({ appOrigins: ['https://shop.example'] })
    const stranger = await app.request(`/rpc?chainId=${anvil.chainId}&projectId=demo`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://other.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await app.request(`/rpc?chainId=${anvil.chainId}&projectId=demo`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://shop.example')
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/)
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
    const refused = await app.request('/rpc?chainId=1&projectId=demo', {
      method: 'POST',
      headers: { origin: 'https://shop.example', 'content-type': 'application/json' },
      body: '{}',
    })
    expect(refused.status).toBe(400)
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://shop.example')
  })
})
