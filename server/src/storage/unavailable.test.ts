import { startPostgres } from '@foyer/testing/postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { parseServerConfig } from '../config.ts'
import { openStorage } from './openStorage.ts'

const config = parseServerConfig({
  chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }],
  projectIds: ['demo'],
})

describe('PostgreSQL goes away under a running server', () => {
  const cleanup: (() => Promise<void>)[] = []
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step()
  })

  it('answers 503 with a sentence, and 200 again is not faked', async () => {
    const cluster = await startPostgres()
    cleanup.push(() => cluster.stop())
    const storage = await openStorage({ databaseUrl: cluster.url, poolSize: 2 })
    cleanup.push(() => storage.close().catch(() => {}))
    const logged: unknown[] = []
    const app = createApp({ storage, config, logError: (e) => logged.push(e) })
    expect((await app.request('/health')).status).toBe(200)

    await cluster.stop()
    const response = await app.request('/health')
    expect(response.status).toBe(503)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      error: 'storage_unavailable',
      message: 'The database is unavailable; nothing was saved. Try again shortly.',
      reasons: [
        { description: 'The database is unavailable; nothing was saved. Try again shortly.' },
      ],
    })
    expect(text).not.toMatch(/ECONN|127\.0\.0\.1|at .*:\d+/)
    // A known outage is not an unexpected error: nothing logged as a crash.
    expect(logged).toEqual([])
  })
})
