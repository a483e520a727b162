import { type Anvil, anvilAccounts, startAnvil } from '@foyer/testing/anvil'
import { Hono } from 'hono'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { parseServerConfig } from '../config.ts'
import { startServer } from '../serve.ts'
import { openStorage, type Storage } from '../storage/openStorage.ts'
import { createTestDatabase, storageKinds, useTestStorage } from '../testing/storages.ts'
import { createSessionVerifier } from './createSessionVerifier.ts'
import { getSiweSession } from './getSiweSession.ts'

// Sessions seen from elsewhere: a second instance on the same PostgreSQL, and a host's backend.

const alice = privateKeyToAccount(anvilAccounts[0]!.privateKey)
type Fetchable = { request(input: string, init?: RequestInit): Response | Promise<Response> }

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil()
})
afterAll(() => anvil?.stop())
// Every test signs in with a fresh nonce and reads its own session: one storage of each kind for
// the file (a PGlite open costs seconds of CPU).
const shared = { pglite: useTestStorage('pglite'), postgres: useTestStorage('postgres') }
const config = () =>
  parseServerConfig({
    chains: [{ id: 31337, rpcUrl: anvil.url }],
    projectIds: ['demo'],
    appOrigins: ['http://localhost', 'http://shop.localhost'],
  })

/** A signed sign-in request for `origin`, with a nonce from `issuer`. */
async function signedFor(issuer: Fetchable, origin: string) {
  const { nonce } = (await (await issuer.request('/v1/siwe/nonce')).json()) as {
    nonce: string
  }
  const message = createSiweMessage({
    address: alice.address,
    chainId: 31337,
    domain: new URL(origin).host,
    uri: origin,
    version: '1',
    nonce,
  })
  return JSON.stringify({ message, signature: await alice.signMessage({ message }) })
}
const post = (body: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
})
const tokenOf = (response: Response) =>
  /^foyer_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
const withCookie = (token: string, url = 'http://host.example/api/me') =>
  new Request(url, { headers: { cookie: `theme=dark; foyer_session=${token}; other=1` } })

describe('two instances on one PostgreSQL', () => {
  const storages: Storage[] = []
  afterAll(() => Promise.all(storages.map((s) => s.close())))

  it('a nonce from A is accepted by B once, then refused by A; a session made on B is read and ended on A', async () => {
    const url = await createTestDatabase()
    storages.push(await openStorage({ databaseUrl: url }), await openStorage({ databaseUrl: url }))
    const [a, b] = storages.map((storage) => createApp({ storage, config: config() })) as [
      Hono,
      Hono,
    ]
    const body = await signedFor(a, 'http://localhost')
    const onB = await b.request('/v1/siwe/verify', post(body))
    expect(onB.status).toBe(200)
    const onA = await a.request('/v1/siwe/verify', post(body))
    expect(onA.status).toBe(401)
    expect(await onA.json()).toMatchObject({ error: 'nonce_used' })

    const cookie = { cookie: `foyer_session=${tokenOf(onB)}` }
    const read = await a.request('/v1/siwe/session', { headers: cookie })
    expect(read.status).toBe(200)
    expect(await read.json()).toMatchObject({ address: alice.address, chainId: 31337 })
    expect((await a.request('/v1/siwe/signout', { method: 'POST', headers: cookie })).status).toBe(
      200,
    )
    expect((await b.request('/v1/siwe/session', { headers: cookie })).status).toBe(401)
  })

  it('one message sent to both at once signs in exactly once', async () => {
    const [a, b] = storages.map((storage) => createApp({ storage, config: config() })) as [
      Hono,
      Hono,
    ]
    for (let round = 0; round < 5; round++) {
      const body = await signedFor(round % 2 ? a : b, 'http://localhost')
      const answers = await Promise.all([
        a.request('/v1/siwe/verify', post(body)),
        b.request('/v1/siwe/verify', post(body)),
      ])
      expect(answers.map((r) => r.status).sort()).toEqual([200, 401])
    }
  })
})

describe.each(storageKinds)('getSiweSession on %s', (kind) => {
  let storage: Storage
  let app: Hono
  beforeAll(() => {
    storage = shared[kind].storage
    app = createApp({ storage, config: config() })
  })

  it('reads the session of a Request carrying the cookie, and null once signed out or without one', async () => {
    const token = tokenOf(
      await app.request('/v1/siwe/verify', post(await signedFor(app, 'http://localhost'))),
    )!
    // A host's own hono handler, sharing the database.
    const host = new Hono().get('/api/me', async (c) => {
      const session = await getSiweSession(c.req.raw, { storage, domain: 'localhost' })
      return session ? c.json(session) : c.json({ error: 'sign in first' }, 401)
    })
    const me = await host.request(withCookie(token))
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ address: alice.address, chainId: 31337 })
    // Signed in for localhost: not a session of another app of the same server.
    expect(
      await getSiweSession(withCookie(token), { storage, domain: 'shop.localhost' }),
    ).toBeNull()

    const domain = 'localhost'
    expect(
      await getSiweSession(new Request('http://host.example/'), { storage, domain }),
    ).toBeNull()
    expect(await getSiweSession(withCookie('B'.repeat(43)), { storage, domain })).toBeNull()
    await app.request('/v1/siwe/signout', {
      method: 'POST',
      headers: { cookie: `foyer_session=${token}` },
    })
    expect(await getSiweSession(withCookie(token), { storage, domain })).toBeNull()
  })
})

describe('createSessionVerifier against a running server', () => {
  it('asks /v1/siwe/session with only the session cookie; null when signed out; throws when the server is gone', async () => {
    const app = 'http://localhost:5173'
    const server = await startServer({
      config: {
        chains: [{ id: 31337, rpcUrl: anvil.url }],
        projectIds: ['demo'],
        appOrigins: [app],
      },
      storage: shared.pglite.storage,
    })
    try {
      const http: Fetchable = { request: (input, init) => fetch(new URL(input, server.url), init) }
      const signIn = await http.request('/v1/siwe/verify', post(await signedFor(http, app)))
      expect(signIn.status).toBe(200)
      const token = tokenOf(signIn)!

      const sent: (string | null)[] = []
      const verifySession = createSessionVerifier({
        serverUrl: server.url,
        domain: 'localhost:5173',
        fetch: (input, init) => {
          sent.push(new Headers(init?.headers).get('cookie'))
          return fetch(input, init)
        },
      })
      const host = new Hono().get('/api/me', async (c) => {
        const session = await verifySession(c.req.raw)
        return session ? c.json(session) : c.json({ error: 'sign in first' }, 401)
      })
      const me = await host.request(withCookie(token))
      expect(me.status).toBe(200)
      expect(await me.json()).toEqual(await signIn.json())
      expect(sent).toEqual([`foyer_session=${token}`])
      // Another app of the same server does not get this app's session.
      const otherApp = createSessionVerifier({ serverUrl: server.url, domain: 'shop.example' })
      expect(await otherApp(withCookie(token))).toBeNull()

      expect(await verifySession(new Request('http://host.example/'))).toBeNull()
      expect(sent).toHaveLength(1) // no cookie, no round trip
      expect(await verifySession(withCookie('C'.repeat(43)))).toBeNull()
      await http.request('/v1/siwe/signout', {
        method: 'POST',
        headers: { cookie: `foyer_session=${token}` },
      })
      expect((await host.request(withCookie(token))).status).toBe(401)

      await server.close()
      await expect(verifySession(withCookie(token))).rejects.toThrow(
        `Could not reach the Foyer server at ${server.url}/v1/siwe/session to check a session`,
      )
    } finally {
      await server.close()
    }
  })
})
