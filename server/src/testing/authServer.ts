import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, vi } from 'vitest'
import { type RunningServer, startServer } from '../serve.ts'
import type { Storage } from '../storage/openStorage.ts'
import { openTestStorage, type StorageKind } from './storages.ts'

/** A JSON answer of the server, error answers included. */
export type AuthJson = Record<string, unknown> & {
  error?: string
  message?: string
  reasons?: { field?: string; description: string; value?: unknown }[]
}

/**
 * For a `describe` block of the email login's tests: a server on a fresh storage of `kind` with
 * the dev mailbox (real SMTP), every console line and reported error kept in `logged` (a test then
 * checks no secret of `secrets` is there), closed after the block.
 */
export function useAuthServer(kind: StorageKind) {
  let storage: Storage | undefined
  let server: RunningServer | undefined
  const logged: string[] = []
  const secrets: string[] = []

  beforeAll(async () => {
    storage = await openTestStorage(kind)
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' '))
      })
    server = await startServer({
      storage,
      config: {
        chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }],
        projectIds: ['demo'],
        email: { devMailbox: true },
      },
      logError: (error) => logged.push(String(error instanceof Error ? error.stack : error)),
    })
  })
  afterAll(async () => {
    await server?.close()
    await storage?.close()
    vi.restoreAllMocks()
  })

  const running = () => {
    if (!server || !storage) throw new Error('useAuthServer: the server starts with the block')
    return { server, storage }
  }

  /** A request with an optional JSON body and bearer token. */
  async function call(path: string, body?: unknown, token?: string, method = 'POST') {
    const response = await fetch(`${running().server.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await response.text()
    return {
      status: response.status,
      text,
      body: JSON.parse(text) as AuthJson,
      retryAfter: response.headers.get('retry-after'),
    }
  }

  /** Ends the 30 s cooldown of `email` now. */
  const skipCooldown = (email: string) =>
    running().storage.db.execute(
      sql`UPDATE auth_email_state SET last_sent_at = now() - interval '1 minute' WHERE email = ${email}`,
    )

  return {
    get server() {
      return running().server
    },
    get storage() {
      return running().storage
    },
    call,
    skipCooldown,
    logged,
    secrets,
  }
}
