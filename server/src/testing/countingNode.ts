import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A chain node stand-in that forwards to a real node and records what reached it. */
export type CountingNode = {
  /** Its URL: configure it as a chain's `rpcUrl`. */
  url: string
  /** The JSON-RPC methods that reached it since the last `reset()`, batches flattened. */
  readonly methods: string[]
  reset(): void
  close(): Promise<void>
}

/**
 * Starts a JSON-RPC pass-through to `upstream` (e.g. an anvil's URL) on 127.0.0.1 that records
 * every method it is asked: a test can then tell whether, and with what, a route called the node.
 * @example
 * const node = await startCountingNode(anvil.url)
 * // … config: { chains: [{ id: 31337, rpcUrl: node.url }] }
 * expect(node.methods).toEqual([])
 */
export async function startCountingNode(upstream: string): Promise<CountingNode> {
  const methods: string[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8')
      try {
        const parsed = JSON.parse(body) as { method?: string } | { method?: string }[]
        for (const request of Array.isArray(parsed) ? parsed : [parsed])
          methods.push(String(request.method))
      } catch {
        methods.push('(not JSON)')
      }
      try {
        const answer = await fetch(upstream, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
        res.writeHead(answer.status, { 'content-type': 'application/json' })
        res.end(await answer.text())
      } catch {
        res.writeHead(502).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    methods,
    reset() {
      methods.length = 0
    },
    close() {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
