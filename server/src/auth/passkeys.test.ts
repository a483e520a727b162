import { request as httpRequest } from 'node:http'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../serve.ts'
import { openStorage, type Storage } from '../storage/openStorage.ts'
import { queryRows } from '../storage/queryRows.ts'
import { useAuthServer } from '../testing/authServer.ts'
import {
  type CeremonyOrigin,
  createCredential,
  getAssertion,
  type SoftCredential,
} from '../testing/softAuthenticator.ts'
import { createTestDatabase, storageKinds } from '../testing/storages.ts'
import { PASSKEY_ERRORS, PASSKEY_OPTIONS_PER_MINUTE_PER_IP } from './passkeyRoutes.ts'

const APP = 'http://localhost:5173'
const newDevice = () => `device_${Math.random().toString(36).slice(2)}_${Date.now().toString(36)}`

type Options = { challenge: string; rp: { id?: string }; user: { id: string } }

describe.each(storageKinds)('passkeys on %s (the server as relying party)', (kind) => {
  const t = useAuthServer(kind, { appOrigins: [APP] })
  const { call } = t
  /** The wallet frame's ceremony: on the server's own origin, inside the app's page. */
  const inFrame = (): CeremonyOrigin => ({ origin: new URL(t.server.url).origin, topOrigin: APP })

  async function signUp(deviceId = newDevice(), where = inFrame()) {
    const options = await call('/v1/auth/passkey/register/options', { deviceId })
    expect(options.status).toBe(200)
    const made = createCredential(options.body as unknown as Options, where)
    const verified = await call('/v1/auth/passkey/register/verify', {
      deviceId,
      response: made.response,
    })
    return { deviceId, credential: made.credential, verified }
  }
  async function logIn(
    credential: SoftCredential,
    deviceId = newDevice(),
    sign: Parameters<typeof getAssertion>[3] = {},
    where = inFrame(),
  ) {
    const options = await call('/v1/auth/passkey/login/options', { deviceId })
    expect(options.status).toBe(200)
    const response = getAssertion(credential, options.body as { challenge: string }, where, sign)
    return call('/v1/auth/passkey/login/verify', { deviceId, response })
  }

  it('signs up with a passkey (a user without email and a session), then logs in with it on another device', async () => {
    const up = await signUp()
    expect(up.verified.status).toBe(200)
    expect(up.verified.body).toMatchObject({
      user: { email: null },
      credentialId: up.credential.id,
    })
    const userId = (up.verified.body.user as { id: string }).id
    const session = await call(
      '/v1/auth/session',
      undefined,
      up.verified.body.token as string,
      'GET',
    )
    expect(session.body.user).toEqual({ id: userId, email: null })

    const again = await logIn(up.credential)
    expect(again.status).toBe(200)
    expect(again.body.user).toEqual({ id: userId, email: null })
    const [row] = await queryRows<{ counter: string | number; last_used_at: unknown }>(
      t.storage.db,
      sql`SELECT counter, last_used_at FROM auth_passkeys WHERE credential_id = ${up.credential.id}`,
    )
    expect(Number(row?.counter)).toBe(1)
    expect(row?.last_used_at).not.toBeNull()
    // Both devices are signed in; each session sees the other, and itself as current.
    const listed = await call(
      '/v1/auth/sessions',
      undefined,
      up.verified.body.token as string,
      'GET',
    )
    expect(listed.status).toBe(200)
    const sessions = listed.body.sessions as { device: string; current: boolean }[]
    expect(sessions).toHaveLength(2)
    expect(sessions.filter((s) => s.current).map((s) => s.device)).toEqual([
      up.deviceId.slice(0, 6),
    ])
    expect((await call('/v1/auth/sessions', undefined, undefined, 'GET')).status).toBe(401)
  })

  it('refuses a challenge used twice, an expired one, and one issued to another device', async () => {
    const up = await signUp()
    const deviceId = newDevice()
    const options = await call('/v1/auth/passkey/login/options', { deviceId })
    const challenge = options.body as { challenge: string }
    const first = getAssertion(up.credential, challenge, inFrame())
    expect(
      (await call('/v1/auth/passkey/login/verify', { deviceId, response: first })).status,
    ).toBe(200)
    // The same challenge, a fresh signature with a higher counter: the challenge is spent.
    const replay = getAssertion(up.credential, challenge, inFrame())
    const reused = await call('/v1/auth/passkey/login/verify', { deviceId, response: replay })
    expect(reused.status).toBe(400)
    expect(reused.body).toMatchObject({
      error: 'passkey_challenge_unusable',
      message: PASSKEY_ERRORS.challenge,
    })

    const late = await call('/v1/auth/passkey/login/options', { deviceId })
    const lateChallenge = (late.body as { challenge: string }).challenge
    await t.storage.db.execute(
      sql`UPDATE auth_passkey_challenges SET expires_at = now() - interval '1 second' WHERE challenge = ${lateChallenge}`,
    )
    const expired = await call('/v1/auth/passkey/login/verify', {
      deviceId,
      response: getAssertion(up.credential, { challenge: lateChallenge }, inFrame()),
    })
    expect(expired.body.error).toBe('passkey_challenge_unusable')

    const elsewhere = await call('/v1/auth/passkey/login/options', { deviceId })
    const stolen = await call('/v1/auth/passkey/login/verify', {
      deviceId: newDevice(),
      response: getAssertion(up.credential, elsewhere.body as { challenge: string }, inFrame()),
    })
    expect(stolen.body.error).toBe('passkey_challenge_unusable')
    // A registration challenge does not log in either.
    const register = await call('/v1/auth/passkey/register/options', { deviceId })
    const crossed = await call('/v1/auth/passkey/login/verify', {
      deviceId,
      response: getAssertion(up.credential, register.body as { challenge: string }, inFrame()),
    })
    expect(crossed.body.error).toBe('passkey_challenge_unusable')
  })

  it('refuses an answer made on another origin (a phishing page) or inside a page that is not an app, and creates nothing', async () => {
    const before = await queryRows<{ n: number }>(
      t.storage.db,
      sql`SELECT count(*)::int AS n FROM auth_users`,
    )
    const phished = await signUp(newDevice(), { origin: 'http://localhost:6666', topOrigin: APP })
    expect(phished.verified.status).toBe(400)
    expect(phished.verified.body).toMatchObject({
      error: 'passkey_wrong_origin',
      message: PASSKEY_ERRORS.origin('http://localhost:6666', new URL(t.server.url).origin),
    })
    const framedByStranger = await signUp(newDevice(), {
      origin: new URL(t.server.url).origin,
      topOrigin: 'http://evil.localhost:7777',
    })
    expect(framedByStranger.verified.status).toBe(400)
    expect(framedByStranger.verified.body).toMatchObject({
      error: 'passkey_wrong_origin',
      message: PASSKEY_ERRORS.topOrigin('http://evil.localhost:7777'),
    })
    const after = await queryRows<{ n: number }>(
      t.storage.db,
      sql`SELECT count(*)::int AS n FROM auth_users`,
    )
    expect(after[0]?.n).toBe(before[0]?.n)

    const up = await signUp()
    const wrong = await logIn(
      up.credential,
      newDevice(),
      {},
      { origin: 'http://localhost:6666', topOrigin: APP },
    )
    expect(wrong.body.error).toBe('passkey_wrong_origin')
  })

  it('refuses a counter that went backwards (a copied passkey), and the same counter twice', async () => {
    const up = await signUp()
    expect((await logIn(up.credential, newDevice(), { counter: 5 })).status).toBe(200)
    const back = await logIn(up.credential, newDevice(), { counter: 3 })
    expect(back.status).toBe(400)
    expect(back.body).toMatchObject({
      error: 'passkey_counter_regression',
      message: PASSKEY_ERRORS.counter,
    })
    expect((await logIn(up.credential, newDevice(), { counter: 5 })).body.error).toBe(
      'passkey_counter_regression',
    )
    expect((await logIn(up.credential, newDevice(), { counter: 6 })).status).toBe(200)
  })

  it("refuses an unknown passkey, a passkey naming another user, and another user's passkey for a recovery share", async () => {
    const a = await signUp()
    const b = await signUp()
    const unknown = createCredential(
      { challenge: 'x', rp: { id: a.credential.rpId }, user: { id: a.credential.userHandle } },
      inFrame(),
    ).credential
    const notRegistered = await logIn(unknown)
    expect(notRegistered.body).toMatchObject({
      error: 'passkey_unknown',
      message: PASSKEY_ERRORS.unknown,
    })
    // A's passkey, with B's user handle: refused before any session.
    const swapped = await logIn(a.credential, newDevice(), { userHandle: b.credential.userHandle })
    expect(swapped.status).toBe(403)
    expect(swapped.body.error).toBe('passkey_not_yours')

    const tokenB = b.verified.body.token as string
    const put = await call(
      '/v1/auth/passkey/recovery',
      { credentialId: a.credential.id, ciphertext: 'AAAA' },
      tokenB,
      'PUT',
    )
    expect(put.status).toBe(403)
    expect(put.body.message).toBe(PASSKEY_ERRORS.notYours)
    const own = await call(
      '/v1/auth/passkey/recovery',
      { credentialId: b.credential.id, ciphertext: 'c2VhbGVk' },
      tokenB,
      'PUT',
    )
    expect(own.status).toBe(200)
    const read = await call(
      `/v1/auth/passkey/recovery?credentialId=${b.credential.id}`,
      undefined,
      tokenB,
      'GET',
    )
    expect(read.body).toEqual({ ciphertext: 'c2VhbGVk' })
    const tokenA = a.verified.body.token as string
    const peek = await call(
      `/v1/auth/passkey/recovery?credentialId=${b.credential.id}`,
      undefined,
      tokenA,
      'GET',
    )
    expect(peek.status).toBe(404)
  })

  it("refuses an answer carrying the passkey's PRF output, naming the field", async () => {
    const deviceId = newDevice()
    const options = await call('/v1/auth/passkey/register/options', { deviceId })
    const made = createCredential(options.body as unknown as Options, inFrame())
    const leaked = await call('/v1/auth/passkey/register/verify', {
      deviceId,
      response: {
        ...made.response,
        clientExtensionResults: { prf: { enabled: true, results: { first: 'AAAA' } } },
      },
    })
    expect(leaked.status).toBe(400)
    expect(leaked.text).toContain('response.clientExtensionResults.prf.results')
    expect(leaked.text).not.toContain('AAAA')
  })

  it('lists passkeys and never removes the last way in', async () => {
    const up = await signUp()
    const token = up.verified.body.token as string
    const added = await call('/v1/auth/passkey/register/options', { deviceId: up.deviceId }, token)
    const second = createCredential(added.body as unknown as Options, inFrame())
    const verified = await call(
      '/v1/auth/passkey/register/verify',
      { deviceId: up.deviceId, response: second.response, name: 'Laptop' },
      token,
    )
    expect(verified.status).toBe(200)
    expect(verified.body.user).toEqual(up.verified.body.user)
    const list = await call('/v1/auth/passkey/list', undefined, token, 'GET')
    expect((list.body.passkeys as { id: string; name: string }[]).map((p) => p.name)).toContain(
      'Laptop',
    )
    expect((list.body.passkeys as unknown[]).length).toBe(2)
    expect(
      (await call('/v1/auth/passkey/remove', { credentialId: second.credential.id }, token)).status,
    ).toBe(200)
    const last = await call('/v1/auth/passkey/remove', { credentialId: up.credential.id }, token)
    expect(last.status).toBe(409)
    expect(last.body.message).toBe(PASSKEY_ERRORS.lastWayIn)
    // The removed passkey opens nothing any more.
    expect((await logIn(second.credential)).body.error).toBe('passkey_unknown')
  })

  // Last in the block: it spends this minute's passkey requests of 127.0.0.1.
  it('limits the passkey ceremonies one IP address starts a minute, saying when to retry', async () => {
    let refused: Awaited<ReturnType<typeof call>> | undefined
    for (let i = 0; i < 2 * PASSKEY_OPTIONS_PER_MINUTE_PER_IP + 2 && !refused; i++) {
      const answer = await call('/v1/auth/passkey/login/options', { deviceId: newDevice() })
      if (answer.status === 429) refused = answer
      else expect(answer.status).toBe(200)
    }
    expect(refused?.body.message).toMatch(
      new RegExp(
        `^Too many passkey requests from this IP address: at most ${PASSKEY_OPTIONS_PER_MINUTE_PER_IP} a minute; retry in \\d+ s$`,
      ),
    )
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0)
    // Sign-ups count too.
    expect(
      (await call('/v1/auth/passkey/register/options', { deviceId: newDevice() })).status,
    ).toBe(429)
  })
})

describe('passkeys across two instances on one PostgreSQL', () => {
  const storages: Storage[] = []
  let a: RunningServer
  let b: RunningServer
  const publicUrl = 'http://localhost:4999'

  beforeAll(async () => {
    const url = await createTestDatabase()
    // Two instances behind one public URL, as behind a load balancer.
    const config = {
      chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }],
      projectIds: ['demo'],
      publicUrl,
      appOrigins: [APP],
    }
    for (let i = 0; i < 2; i++) storages.push(await openStorage({ databaseUrl: url }))
    a = await startServer({ storage: storages[0]!, config })
    b = await startServer({ storage: storages[1]!, config })
  })
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()])
    await Promise.all(storages.map((s) => s.close()))
  })

  /** A POST to one instance, with the Host of the public URL (as the balancer forwards it). */
  const post = (on: RunningServer, path: string, body: unknown) =>
    new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      const url = new URL(path, on.url)
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json', host: new URL(publicUrl).host },
        },
        (response) => {
          let text = ''
          response.on('data', (chunk) => {
            text += chunk
          })
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }),
          )
        },
      )
      request.on('error', reject)
      request.end(JSON.stringify(body))
    })
  const where = { origin: publicUrl, topOrigin: APP }

  it('a challenge from A is answered once, on B; a counter moved on A holds on B', async () => {
    const deviceId = newDevice()
    const options = await post(a, '/v1/auth/passkey/register/options', { deviceId })
    const made = createCredential(options.body as unknown as Options, where)
    const [onB, againOnA] = await Promise.all([
      post(b, '/v1/auth/passkey/register/verify', { deviceId, response: made.response }),
      post(a, '/v1/auth/passkey/register/verify', { deviceId, response: made.response }),
    ])
    expect([onB.status, againOnA.status].sort()).toEqual([200, 400])

    const login = await post(a, '/v1/auth/passkey/login/options', { deviceId })
    const signed = getAssertion(made.credential, login.body as { challenge: string }, where, {
      counter: 7,
    })
    const [one, two] = await Promise.all([
      post(a, '/v1/auth/passkey/login/verify', { deviceId, response: signed }),
      post(b, '/v1/auth/passkey/login/verify', { deviceId, response: signed }),
    ])
    expect([one.status, two.status].sort()).toEqual([200, 400])

    const next = await post(b, '/v1/auth/passkey/login/options', { deviceId })
    const older = getAssertion(made.credential, next.body as { challenge: string }, where, {
      counter: 7,
    })
    const regressed = await post(b, '/v1/auth/passkey/login/verify', { deviceId, response: older })
    expect(regressed.body.error).toBe('passkey_counter_regression')
  })
})
