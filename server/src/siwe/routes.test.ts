import { type Anvil, anvilAccounts, startAnvil } from '@foyer/testing/anvil'
import { sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { privateKeyToAccount } from 'viem/accounts'
import { type CreateSiweMessageParameters, createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { parseServerConfig, type ServerConfigInput } from '../config.ts'
import type { Storage } from '../storage/openStorage.ts'
import { queryRows } from '../storage/queryRows.ts'
import { openTestStorage, storageKinds } from '../testing/storages.ts'

const alice = privateKeyToAccount(anvilAccounts[0]!.privateKey)
const bob = privateKeyToAccount(anvilAccounts[1]!.privateKey)
const ORIGIN = 'http://localhost'

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil()
})
afterAll(() => anvil?.stop())

type Body = Record<string, unknown> & { error?: string; message?: string }

describe.each(storageKinds)('SIWE routes on %s', (kind) => {
  let storage: Storage
  let app: Hono
  const appWith = (more: Partial<ServerConfigInput> = {}, rpcUrl = anvil.url) =>
    createApp({
      storage,
      config: parseServerConfig({
        chains: [{ id: 31337, rpcUrl }],
        projectIds: ['demo'],
        appOrigins: [ORIGIN],
        ...more,
        // Every request here comes from one address; the limits have tests of their own.
        siwe: { verifyRateLimitPerMinutePerIp: 1_000, ...more.siwe },
      }),
    })
  beforeAll(async () => {
    storage = await openTestStorage(kind)
    app = appWith()
  })
  afterAll(() => storage?.close())

  async function nonce(on = app): Promise<string> {
    const response = await on.request('/v1/siwe/nonce')
    expect(response.status).toBe(200)
    return ((await response.json()) as { nonce: string }).nonce
  }
  async function signed(
    fields: Partial<CreateSiweMessageParameters> = {},
    signer = alice,
    on = app,
  ): Promise<{ message: string; signature: string }> {
    const message = createSiweMessage({
      address: alice.address,
      chainId: 31337,
      domain: 'localhost',
      uri: ORIGIN,
      version: '1',
      statement: 'Sign in to the Foyer test app',
      nonce: fields.nonce ?? (await nonce(on)),
      ...fields,
    })
    return { message, signature: await signer.signMessage({ message }) }
  }
  async function verify(body: unknown, { on = app, origin = ORIGIN, headers = {} } = {}) {
    const response = await on.request(`${origin}/v1/siwe/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
    return { response, body: (await response.json()) as Body }
  }
  const cookieOf = (response: Response) =>
    /^foyer_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
  const session = (cookie?: string, on = app) =>
    on.request('/v1/siwe/session', { headers: cookie ? { cookie: `foyer_session=${cookie}` } : {} })

  it('issues a nonce that lasts nonceTtlSeconds (5 min) by the database clock', async () => {
    const value = await nonce()
    expect(value).toMatch(/^[A-Za-z0-9]{8,}$/)
    const [row] = await queryRows<{ ttl: number; used: boolean }>(
      storage.db,
      sql`SELECT extract(epoch FROM expires_at - now())::float AS ttl, used_at IS NOT NULL AS used FROM siwe_nonces WHERE nonce = ${value}`,
    )
    expect(row?.used).toBe(false)
    expect(row?.ttl).toBeGreaterThan(290)
    expect(row?.ttl).toBeLessThanOrEqual(300)
    expect(await nonce()).not.toBe(value)
  })

  it('issues unpredictable nonces: consecutive ones share no run of 8 characters', async () => {
    const nonces: string[] = []
    for (let i = 0; i < 5; i++) nonces.push(await nonce())
    const runs = (value: string) =>
      new Set(Array.from({ length: value.length - 7 }, (_, i) => value.slice(i, i + 8)))
    const shared = nonces
      .slice(1)
      .map((next, i) => [...runs(next)].filter((run) => runs(nonces[i] as string).has(run)))
    expect(shared).toEqual([[], [], [], []])
    // EIP-4361: 8 or more letters and digits; here 128 random bits as 32 hex digits.
    for (const value of nonces) expect(value).toMatch(/^[0-9a-f]{32}$/)
  })

  it('signs in: answers the session and sets an HttpOnly, SameSite=Lax, Path=/ cookie, not Secure on http', async () => {
    const { response, body } = await verify(await signed())
    expect(response.status).toBe(200)
    expect(body).toEqual({ address: alice.address, chainId: 31337, expiresAt: expect.any(String) })
    const lasts = Date.parse(body.expiresAt as string) - Date.now()
    expect(lasts).toBeGreaterThan(7 * 24 * 3600_000 - 60_000)
    expect(lasts).toBeLessThanOrEqual(7 * 24 * 3600_000 + 5_000)
    const parts = (response.headers.get('set-cookie') ?? '').split('; ')
    expect(parts[0]).toMatch(/^foyer_session=[A-Za-z0-9_-]{43}$/)
    expect(parts.slice(1).sort()).toEqual([
      'HttpOnly',
      `Max-Age=${7 * 24 * 3600}`,
      'Path=/',
      'SameSite=Lax',
    ])
    // The database holds the token's hash, never the token.
    const [row] = await queryRows<{ n: number }>(
      storage.db,
      sql`SELECT count(*)::int AS n FROM siwe_sessions WHERE id = ${cookieOf(response)!}`,
    )
    expect(row?.n).toBe(0)
  })

  it("marks the cookie Secure when the server's publicUrl is https; anyone's X-Forwarded-Proto is not believed", async () => {
    const onHttps = appWith({ publicUrl: 'https://wallet.example', appOrigins: [ORIGIN] })
    const secure = await verify(await signed({}, alice, onHttps), { on: onHttps })
    expect(secure.response.status).toBe(200)
    expect(secure.response.headers.get('set-cookie')?.split('; ')).toContain('Secure')
    // Not from a trusted proxy (the config names none): the header changes nothing.
    const claimed = await verify(await signed(), { headers: { 'x-forwarded-proto': 'https' } })
    expect(claimed.response.status).toBe(200)
    expect(claimed.response.headers.get('set-cookie')?.split('; ')).not.toContain('Secure')
  })

  it('reads the session back from the cookie, and answers 401 no_session without one', async () => {
    const { response, body } = await verify(await signed())
    const read = await session(cookieOf(response))
    expect(read.status).toBe(200)
    expect(read.headers.get('cache-control')).toBe('no-store')
    expect(await read.json()).toEqual(body)
    for (const cookie of [undefined, 'not-a-token', 'A'.repeat(43)]) {
      const none = await session(cookie)
      expect(none.status).toBe(401)
      expect(await none.json()).toMatchObject({
        error: 'no_session',
        message: expect.stringMatching(/^Not signed in/),
      })
    }
  })

  it('signs out: the row is revoked, the cookie cleared, and the old cookie no longer works', async () => {
    const token = cookieOf((await verify(await signed())).response)!
    const out = await app.request('/v1/siwe/signout', {
      method: 'POST',
      headers: { cookie: `foyer_session=${token}` },
    })
    expect(out.status).toBe(200)
    expect(await out.json()).toEqual({ signedOut: true })
    expect(out.headers.get('set-cookie')).toMatch(
      /^foyer_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/,
    )
    const after = await session(token)
    expect(after.status).toBe(401)
    expect(await after.json()).toMatchObject({
      message: 'Not signed in: the session has expired or was signed out',
    })
    // Signed out twice, or never signed in: still 200.
    const twice: Record<string, string>[] = [{ cookie: `foyer_session=${token}` }, {}]
    for (const headers of twice) {
      expect((await app.request('/v1/siwe/signout', { method: 'POST', headers })).status).toBe(200)
    }
  })

  it('refuses a nonce used once already, and one it never issued', async () => {
    const first = await signed()
    expect((await verify(first)).response.status).toBe(200)
    const again = await verify(first)
    expect(again.response.status).toBe(401)
    expect(again.body).toMatchObject({
      error: 'nonce_used',
      message: expect.stringContaining('already used'),
    })
    expect(cookieOf(again.response)).toBeUndefined()
    const made = await verify(await signed({ nonce: 'madeUpNonce123' }))
    expect(made.response.status).toBe(401)
    expect(made.body).toMatchObject({ error: 'nonce_unknown' })
  })

  it('refuses an expired nonce', async () => {
    const value = await nonce()
    await storage.db.execute(
      sql`UPDATE siwe_nonces SET expires_at = now() - interval '1 second' WHERE nonce = ${value}`,
    )
    const { response, body } = await verify(await signed({ nonce: value }))
    expect(response.status).toBe(401)
    expect(body).toMatchObject({
      error: 'nonce_expired',
      message: expect.stringContaining('expired'),
    })
  })

  it('refuses a nonce older than a configured 1 s ttl', async () => {
    const short = appWith({ siwe: { nonceTtlSeconds: 1 } })
    const message = await signed({}, alice, short)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect((await verify(message, { on: short })).body).toMatchObject({ error: 'nonce_expired' })
  })

  it('refuses another domain, naming both, and the nonce is burnt by the attempt', async () => {
    const value = await nonce()
    const { response, body } = await verify(
      await signed({ nonce: value, domain: 'evil.example', uri: 'https://evil.example' }),
    )
    expect(response.status).toBe(401)
    expect(body).toMatchObject({
      error: 'domain_mismatch',
      message:
        'The message is for domain "evil.example", but this server signs in only "localhost"',
    })
    expect((await verify(await signed({ nonce: value }))).body).toMatchObject({
      error: 'nonce_used',
    })
  })

  it("signs in only for the app origins' hosts, never for the Host a request names (a phishing site's)", async () => {
    const shop = appWith({ appOrigins: ['https://app.example', 'https://www.app.example'] })
    const ok = await verify(
      await signed(
        { domain: 'www.app.example', uri: 'https://www.app.example/login' },
        alice,
        shop,
      ),
      { on: shop, origin: 'https://www.app.example' },
    )
    expect(ok.response.status).toBe(200)
    // The victim signed a message for the phishing domain; its server posts it with that Host.
    const phished = await signed(
      { domain: 'evil.example', uri: 'https://evil.example/' },
      alice,
      shop,
    )
    const withItsHost = await verify(phished, { on: shop, origin: 'https://evil.example' })
    expect(withItsHost.response.status).toBe(421)
    expect(withItsHost.body.error).toBe('misdirected_request')
    const withOurHost = await verify(phished, { on: shop, origin: 'https://app.example' })
    expect(withOurHost.response.status).toBe(401)
    expect(withOurHost.body.message).toBe(
      'The message is for domain "evil.example", but this server signs in one of "app.example", "www.app.example"',
    )
    expect(cookieOf(withOurHost.response)).toBeUndefined()
    // The URI must be on an app origin too: the right host on another scheme is not the app.
    const http = await verify(
      await signed({ domain: 'app.example', uri: 'http://app.example/' }, alice, shop),
      { on: shop, origin: 'https://app.example' },
    )
    expect(http.body).toMatchObject({
      error: 'uri_mismatch',
      message:
        'The message URI "http://app.example/" is not on an app of this server (https://app.example, https://www.app.example)',
    })
  })

  it('refuses a URI that is not on the message domain', async () => {
    const { response, body } = await verify(await signed({ uri: 'https://elsewhere.example/' }))
    expect(response.status).toBe(401)
    expect(body).toMatchObject({ error: 'uri_mismatch' })
  })

  it('refuses a chain the server does not serve, naming the ones it does', async () => {
    const { response, body } = await verify(await signed({ chainId: 1 }))
    expect(response.status).toBe(400)
    expect(body).toMatchObject({
      error: 'unsupported_chain',
      message: 'The message is for chain 1, which this server does not serve (it serves 31337)',
      reasons: [{ field: 'body.message', rule: 'chain_id', value: 1 }],
    })
  })

  it('refuses a message past its expirationTime, or before its notBefore', async () => {
    const past = new Date(Date.now() - 60_000)
    const expired = await verify(
      await signed({ issuedAt: new Date(Date.now() - 120_000), expirationTime: past }),
    )
    expect(expired.response.status).toBe(401)
    expect(expired.body).toMatchObject({
      error: 'message_expired',
      message: `The message expired at ${past.toISOString()}; sign a new one`,
    })
    const early = await verify(await signed({ notBefore: new Date(Date.now() + 60_000) }))
    expect(early.body).toMatchObject({ error: 'message_not_yet_valid' })
  })

  it('ends the session no later than the message expirationTime', async () => {
    const end = new Date(Date.now() + 60_000)
    const { response, body } = await verify(await signed({ expirationTime: end }))
    expect(response.status).toBe(200)
    expect(Date.parse(body.expiresAt as string)).toBeLessThanOrEqual(end.getTime())
    const maxAge = Number(/Max-Age=(\d+)/.exec(response.headers.get('set-cookie') ?? '')?.[1])
    expect(maxAge).toBeGreaterThan(50)
    expect(maxAge).toBeLessThanOrEqual(60)
  })

  it('refuses a signature by someone else, and the nonce cannot be tried again', async () => {
    const forged = await signed({}, bob)
    const { response, body } = await verify(forged)
    expect(response.status).toBe(401)
    expect(body).toMatchObject({
      error: 'invalid_signature',
      message: `The signature is not ${alice.address}'s signature of this message`,
    })
    expect(JSON.stringify(body)).not.toContain(forged.signature.slice(2, 20))
    const honest = { ...forged, signature: await alice.signMessage({ message: forged.message }) }
    expect((await verify(honest)).body).toMatchObject({ error: 'nonce_used' })
  })

  it('refuses a tampered message: a signature of the original claims another address', async () => {
    const original = await signed()
    const tampered = original.message.replace(alice.address, bob.address)
    expect(tampered).not.toBe(original.message)
    const { response, body } = await verify({ ...original, message: tampered })
    expect(response.status).toBe(401)
    expect(body).toMatchObject({ error: 'invalid_signature' })
  })

  it('answers 400 with the field for a body that is not a SIWE request', async () => {
    const notSiwe = await verify({ message: 'hello', signature: '0x1234' })
    expect(notSiwe.response.status).toBe(400)
    expect(notSiwe.body).toMatchObject({
      error: 'invalid_siwe_message',
      reasons: [{ field: 'body.message', rule: 'eip4361' }],
    })
    const badSignature = await verify({ message: (await signed()).message, signature: 'nope' })
    expect(badSignature.response.status).toBe(400)
    expect(badSignature.body).toMatchObject({
      error: 'invalid_request',
      reasons: [{ field: 'body.signature' }],
    })
  })

  it('signs an EOA in with its node down; an unverifiable signature is a 502 that leaves the nonce usable', async () => {
    const offline = appWith({}, 'http://127.0.0.1:1')
    expect((await verify(await signed({}, alice, offline), { on: offline })).response.status).toBe(
      200,
    )
    const value = await nonce(offline)
    const wrong = await verify(await signed({ nonce: value }, bob, offline), { on: offline })
    expect(wrong.response.status).toBe(502)
    expect(wrong.body).toMatchObject({ error: 'upstream_unavailable' })
    expect(
      (await verify(await signed({ nonce: value }, alice, offline), { on: offline })).response
        .status,
    ).toBe(200)
  })
})
