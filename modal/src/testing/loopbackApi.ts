import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach } from 'vitest'

export type Reply = {
  status?: number
  json?: unknown
  text?: string
  headers?: Record<string, string>
}
export type Seen = {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
  type?: string
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = ''
    req.on('data', (chunk) => {
      data += chunk
    })
    req.on('end', () => resolve(data))
  })
}

/**
 * A real HTTP server on loopback for one test file: clients are tested through fetch, sockets
 * and JSON. Set `routes['GET /api/v1/…']` per test; `seen` lists the requests received.
 */
export function useLoopbackApi() {
  const api = {
    baseUrl: '',
    routes: {} as Record<string, (seen: Seen) => Reply>,
    seen: [] as Seen[],
  }
  let server: Server
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
      api.seen.push(request)
      const route = api.routes[`${request.method} ${request.path}`]
      const reply = route ? route(request) : { status: 404, json: { message: 'no route' } }
      res.statusCode = reply.status ?? 200
      for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value)
      if (reply.json !== undefined) res.setHeader('content-type', 'application/json')
      res.end(reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? ''))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    api.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  beforeEach(() => {
    api.routes = {}
    api.seen = []
  })
  return api
}
