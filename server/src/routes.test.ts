import { foyerRoutes } from '@foyer/modal/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import { parseServerConfig } from './config.ts'
import type { Storage } from './storage/openStorage.ts'
import { openTestStorage } from './testing/storages.ts'

// The contracts' paths are the server's: a route renamed on one side only fails here (its
// request and reply types fail the build, `jsonBody` and the clients' `call`).
describe('every route of @foyer/modal/contracts is served', () => {
  let storage: Storage
  let app: ReturnType<typeof createApp>
  beforeAll(async () => {
    storage = await openTestStorage('pglite')
    app = createApp({
      storage,
      config: parseServerConfig({
        chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }],
        projectIds: ['demo'],
      }),
    })
  })
  afterAll(() => storage?.close())

  it('by its method and path', () => {
    const served = new Set(app.routes.map((r) => `${r.method} ${r.path}`))
    const missing = Object.entries(foyerRoutes)
      .filter(([, route]) => !served.has(`${route.method} ${route.path}`))
      .map(([name, route]) => `${name}: ${route.method} ${route.path}`)
    expect(missing).toEqual([])
  })
})
