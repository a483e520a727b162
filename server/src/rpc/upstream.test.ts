import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { freePort } from '@foyer/testing/anvil'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { parseServerConfig } from '../config.ts'
import type { Storage } from '../storage/openStorage.ts'
import { openTestStorage } from '../testing/storages.ts'

/** A local HTTP server answering every request with `handler`; closed, connections and all, after. */
async function listen(
  handler: Parameters<typeof createServer>[1],
): Promise<{ url: string; server: Server }> {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/secret-key-123`,
    server,
  }
}

function close(server: Server | undefined): Promise<void> {
  if (!server) return Promise.resolve()
  server.closeAllConnections()
  return new Promise((resolve) => server.close(() => resolve()))
}

describe('the RPC proxy when the chain’s node fails', () => {
  let storage: Storage
  let silent: { url: string; server: Server }
  let html: { url: string; server: Server }
  let downUrl: string
  const requests: { url: string; headers: Record<string, unknown>; body: string }[] = []

  beforeAll(async () => {
    storage = await openTestStorage('pglite')
    downUrl = `http://127.0.0.1:${await freePort()}/secret-key-123`
    silent = await listen(() => {}) // takes the request and never answers
    html = await listen((req, res) => {
      let body = ''
      req.on('data', (chunk) => {
        body += chunk
      })
      req.on('end', () => {
        requests.push({ url: req.url ?? '', headers: req.headers, body })
        res.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>')
      })
    })
  })
  afterAll(async () => {
    await Promise.all([close(silent?.server), close(html?.server)])
    await storage?.close()
  })

  const call = async (rpcUrl: string, body: unknown, timeoutMs = 10_000) => {
    const app = createApp({
      storage,
      config: parseServerConfig({
        chains: [{ id: 10, rpcUrl }],
        projectIds: ['demo'],
        rpc: { timeoutMs },
      }),
    })
    const response = await app.request('/rpc?chainId=10&projectId=demo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const text = await response.text()
    expect(text).not.toMatch(/secret-key|127\.0\.0\.1|ECONNREFUSED|at .*\.(js|ts):\d+/)
    return { status: response.status, body: JSON.parse(text) }
  }
  const blockNumber = { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }

  it('answers 502 with a JSON-RPC error naming the chain when the node is down (a closed port)', async () => {
    expect(await call(downUrl, blockNumber)).toEqual({
      status: 502,
      body: {
        jsonrpc: '2.0',
        id: 1,
        error: {
          code: -32603,
          message: 'The node for chain 10 could not be reached',
          data: { chainId: 10, unreachable: 'down' },
        },
      },
    })
  })

  it('answers 504 with a JSON-RPC error once the timeout passes when the node never answers', async () => {
    const started = performance.now()
    const { status, body } = await call(silent.url, blockNumber, 300)
    expect(status).toBe(504)
    expect(body.error).toEqual({
      code: -32603,
      message: 'The node for chain 10 did not answer within 300 ms',
      data: { chainId: 10, unreachable: 'timeout' },
    })
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('answers every forwarded request of a batch when the node answers HTML, and keeps the local ones', async () => {
    const { status, body } = await call(html.url, [
      blockNumber,
      { jsonrpc: '2.0', id: 2, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 3, method: 'eth_gasPrice' },
    ])
    const notJson = {
      code: -32603,
      message: 'The node for chain 10 answered HTTP 502 with something other than JSON-RPC',
      data: { chainId: 10, unreachable: 'invalid' },
    }
    expect(status).toBe(502)
    expect(body).toEqual([
      { jsonrpc: '2.0', id: 1, error: notJson },
      { jsonrpc: '2.0', id: 2, result: '0xa' },
      { jsonrpc: '2.0', id: 3, error: notJson },
    ])
    // The two forwarded requests went in one call, as a batch with the proxy's own ids.
    expect(JSON.parse(requests.at(-1)?.body ?? '')).toEqual([
      { jsonrpc: '2.0', id: 0, method: 'eth_blockNumber', params: [] },
      { jsonrpc: '2.0', id: 1, method: 'eth_gasPrice' },
    ])
    expect(requests.at(-1)?.url).toBe('/secret-key-123')
  })
})
