import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import { parseServerConfig } from './config.ts'
import type { ObservedRequest } from './deps.ts'
import { type RunningServer, startServer } from './serve.ts'
import { runMigrations } from './storage/migrations.ts'
import type { Storage } from './storage/openStorage.ts'
import { openTestStorage, storageKinds } from './testing/storages.ts'

const config = parseServerConfig({
  chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }],
  projectIds: ['demo'],
  maxBodyBytes: 1024,
})

describe.each(storageKinds)('the app on %s', (kind) => {
  let storage: Storage
  let app: ReturnType<typeof createApp>
  const logged: unknown[] = []
  beforeAll(async () => {
    storage = await openTestStorage(kind)
    app = createApp({ storage, config, logError: (e) => logged.push(e) })
  })
  afterAll(() => storage?.close())

  it('tells onRequest of every answered request, refusals included, without bodies', async () => {
    const seen: ObservedRequest[] = []
    const observed = createApp({ storage, config, onRequest: (r) => seen.push(r) })
    const before = Date.now()
    await observed.request('/health', {
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty' },
    })
    await observed.request('/v1/nothing-here?token=t', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"otp":"123456"}',
    })
    expect(seen.map(({ size: _size, startedAt: _startedAt, ...request }) => request)).toEqual([
      {
        method: 'GET',
        url: 'http://localhost/health',
        status: 200,
        fetchSite: 'same-origin',
        fetchDest: 'empty',
      },
      {
        method: 'POST',
        url: 'http://localhost/v1/nothing-here?token=t',
        status: 404,
        fetchSite: undefined,
        fetchDest: undefined,
      },
    ])
    expect(seen[0]!.startedAt).toBeGreaterThanOrEqual(before)
    expect(JSON.stringify(seen)).not.toContain('123456')
  })

  it('answers GET /health with 200 {"status":"ok"}', async () => {
    const response = await app.request('/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('answers an unknown route with a JSON 404 naming it', async () => {
    const response = await app.request('/v1/nothing-here', { method: 'POST' })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(await response.json()).toEqual({
      error: 'not_found',
      message: 'No route for POST /v1/nothing-here',
      reasons: [{ description: 'No route for POST /v1/nothing-here' }],
    })
  })

  it('refuses a body over the limit with 413, before reading it', async () => {
    const response = await app.request('/v1/profile/account', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(2048) }),
    })
    expect(response.status).toBe(413)
    const body = (await response.json()) as { error: string; reasons: { rule: string }[] }
    expect(body.error).toBe('body_too_large')
    expect(body.reasons[0]?.rule).toBe('max_bytes')
  })

  it('answers 421 to a Host that is neither its publicUrl nor an app (a phishing host, DNS rebinding)', async () => {
    for (const url of [
      'http://evil.example/v1/siwe/nonce',
      'http://evil.example/__mailbox/latest?to=a@example.com',
      'http://127.0.0.1.nip.io:8787/v1/auth/email/start',
    ]) {
      const response = await app.request(url)
      expect(response.status, url).toBe(421)
      const body = (await response.json()) as { error: string; reasons: { field: string }[] }
      expect(body.error).toBe('misdirected_request')
      expect(body.reasons[0]?.field).toBe('header.host')
    }
    // Load balancers probe /health by address.
    expect((await app.request('http://10.0.0.7:8787/health')).status).toBe(200)
  })

  it('refuses 403 a state-changing request from a page that is not an app of this server (login CSRF)', async () => {
    const response = await app.request('/v1/siwe/signout', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({
      error: 'origin_not_allowed',
      reasons: [{ field: 'header.origin', rule: 'allow_list', value: 'https://evil.example' }],
    })
    // Its own pages (the frame) may; so may a client that sends no Origin (not a browser).
    const own = await app.request('/v1/siwe/signout', {
      method: 'POST',
      headers: { origin: 'http://localhost' },
    })
    expect(own.status).toBe(200)
    expect((await app.request('/v1/siwe/signout', { method: 'POST' })).status).toBe(200)
  })

  it('refuses 415 a JSON route whose body is not sent as JSON (a cross-site text/plain form)', async () => {
    const body = JSON.stringify({ message: 'x', signature: '0x00' })
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const response = await app.request('/v1/siwe/verify', {
        method: 'POST',
        headers: type ? { 'content-type': type } : {},
        body,
      })
      expect(response.status, String(type)).toBe(415)
      expect(await response.json()).toMatchObject({
        error: 'unsupported_media_type',
        reasons: [{ field: 'header.content-type', rule: 'json' }],
      })
    }
  })

  it('has applied every migration once; running them again does nothing', async () => {
    expect(await runMigrations(storage.db)).toEqual([])
  })

  it('answers 503 with no driver detail when the database is gone', async () => {
    const gone = await openTestStorage(kind, { reuse: false })
    const goneApp = createApp({ storage: gone, config, logError: (e) => logged.push(e) })
    await gone.close()
    const response = await goneApp.request('/health')
    expect(response.status).toBe(503)
    const text = await response.text()
    expect(JSON.parse(text)).toMatchObject({ error: 'storage_unavailable' })
    expect(text).not.toMatch(/at .*\.(js|ts):\d+|pglite|pg-pool|ECONN/i)
  })
})

// Over real HTTP (node-server): the size comes from Content-Length when there is one, and a
// chunked body is counted as it streams; either way the route still reads what passes.
describe('the body limit over HTTP', () => {
  let storage: Storage
  let server: RunningServer
  beforeAll(async () => {
    storage = await openTestStorage('pglite')
    server = await startServer({ storage, config })
  })
  afterAll(async () => {
    await server?.close()
    await storage?.close()
  })

  /** POSTs `body` to the registration route, with Content-Length or chunked. */
  function post(body: string, framing: 'length' | 'chunked') {
    return new Promise<{ status: number; error: string }>((resolve, reject) => {
      const url = new URL('/v1/profile/account', server.url)
      const request = httpRequest(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(framing === 'length'
            ? { 'content-length': Buffer.byteLength(body) }
            : { 'transfer-encoding': 'chunked' }),
        },
      })
      request.on('response', (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString()
        })
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, error: JSON.parse(text).error }),
        )
      })
      request.on('error', reject)
      // In pieces, so a chunked body arrives as several chunks.
      for (let at = 0; at < body.length; at += 300) request.write(body.slice(at, at + 300))
      request.end()
    })
  }

  it.each(['length', 'chunked'] as const)('refuses 413 over the limit (%s)', async (framing) => {
    const over = await post(JSON.stringify({ pad: 'x'.repeat(2048) }), framing)
    expect(over).toEqual({ status: 413, error: 'body_too_large' })
  })

  it.each(['length', 'chunked'] as const)(
    'passes a body within the limit to the route (%s)',
    async (framing) => {
      // The route reads and validates it: a registration without its fields.
      const within = await post(JSON.stringify({ pad: 'x'.repeat(700) }), framing)
      expect(within).toEqual({ status: 400, error: 'invalid_request' })
    },
  )
})
