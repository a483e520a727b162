import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, vi } from 'vitest'
import type { ServerConfigInput } from '../config.ts'
import { type RunningServer, startServer } from '../serve.ts'
import type { Storage } from '../storage/openStorage.ts'
import { giveWallet as giveWalletTo } from './giveWallet.ts'
import { openTestStorage, type StorageKind } from './storages.ts'

/** A JSON answer of the server, error answers included. */
export type AuthJson = Record<string, unknown> & {
  error?: string
  message?: string
  reasons?: { field?: string; description: string; value?: unknown }[]
}

const NO_LIMIT = { max: 1_000_000, windowSeconds: 3600 }
/** `email.limits` no test file reaches unless it means to. */
export const UNLIMITED = {
  mailPerIp: NO_LIMIT,
  mailTotal: NO_LIMIT,
  checksPerIp: NO_LIMIT,
  checksTotal: NO_LIMIT,
}

/**
 * For a `describe` block of the email login's tests: a server on a fresh storage of `kind` with
 * the dev mailbox (real SMTP), every console line and reported error kept in `logged` (a test then
 * checks no secret of `secrets` is there), closed after the block.
 * @param config more of the server's config (e.g. small `email.limits`, `trustedProxies`)
 */
export function useAuthServer(
  kind: StorageKind,
  {
    chains,
    ...config
  }: Partial<Omit<ServerConfigInput, 'chains'>> & {
    /** The server's chains, read when it starts. @default chain 31337 on a node nobody runs */
    chains?: () => ServerConfigInput['chains']
  } = {},
) {
  let storage: Storage | undefined
  let server: RunningServer | undefined
  const logged: string[] = []
  const secrets: string[] = []
  /** The device each session token was opened on: `call` sends it with the token. */
  const devices = new Map<string, string>()

  beforeAll(async () => {
    storage = await openTestStorage(kind)
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' '))
      })
    server = await startServer({
      storage,
      config: {
        ...config,
        chains: chains?.() ?? [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }],
        projectIds: ['demo'],
        // Every test of a file calls from 127.0.0.1: the limits are the tests' to set.
        email: { devMailbox: true, limits: UNLIMITED, ...config.email },
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

  /**
   * A request with an optional JSON body and bearer token; the token goes with the device it was
   * opened on (`X-Foyer-Device`, from the verify answer or `bindDevice`) unless `headers` say
   * otherwise. A session token in an answer is remembered with the request's `deviceId`.
   */
  async function call(
    path: string,
    body?: unknown,
    token?: string,
    method = 'POST',
    headers: Record<string, string> = {},
  ) {
    const device = token ? devices.get(token) : undefined
    const response = await fetch(`${running().server.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(device ? { 'x-foyer-device': device } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await response.text()
    const json = JSON.parse(text) as AuthJson
    const sent = body as { deviceId?: unknown } | undefined
    if (typeof json.token === 'string' && typeof sent?.deviceId === 'string')
      devices.set(json.token, sent.deviceId)
    return {
      status: response.status,
      text,
      body: json,
      retryAfter: response.headers.get('retry-after'),
    }
  }

  /** `call` sends `token` with `deviceId` from now on (a session made in the database). */
  const bindDevice = (token: string, deviceId: string) => devices.set(token, deviceId)

  /** Ends the 30 s cooldown of `email`, on every device, now. */
  const skipCooldown = (email: string) =>
    running().storage.db.execute(sql`DELETE FROM auth_email_cooldowns WHERE email = ${email}`)

  /**
   * Gives the user of `email` a wallet, as its first device does after the login (a stored auth
   * share): from now on a new device of that email needs the approval link.
   */
  const giveWallet = (email: string) => giveWalletTo(running().storage.db, email)

  /**
   * Opens a device's approval link as its browser would: the page (which approves nothing),
   * then its Approve button's post with the device id. @returns the post's status
   */
  async function approve(link: string, deviceId: string): Promise<number> {
    const page = await fetch(link)
    if (page.status !== 200) return page.status
    const token = new URL(link).searchParams.get('token')
    const response = await fetch(`${running().server.url}/v1/auth/device/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, deviceId }),
    })
    return response.status
  }

  return {
    get server() {
      return running().server
    },
    get storage() {
      return running().storage
    },
    call,
    bindDevice,
    skipCooldown,
    giveWallet,
    approve,
    logged,
    secrets,
  }
}
