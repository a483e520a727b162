import { createHash, randomBytes } from 'node:crypto'
import {
  completeAuthorization,
  DEFAULT_IDENTITIES,
  OAUTH_PROVIDERS,
  type OAuthProvider,
  type OAuthStandIn,
  STAND_IN_CLIENTS,
  startOAuthStandIn,
} from '@foyer/testing/oauth'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../serve.ts'
import type { Storage } from '../storage/openStorage.ts'
import { queryRows } from '../storage/queryRows.ts'
import { openTestStorage } from '../testing/storages.ts'

const APP = 'http://127.0.0.1:5173'
/** The JSON answers these tests read. */
type Answer = {
  uri: string
  clientUrl?: string
  state: string
  token: string
  error?: string
  message: string
  reasons: { field: string; value?: unknown }[]
  user: { id: string; username: string; provider: string }
  status?: string
}
const token = () => randomBytes(32).toString('base64url')
const hash = (text: string) => createHash('sha256').update(text).digest('base64url')
let devices = 0
const newDevice = () => `device_social_${++devices}_${Date.now().toString(36)}`

/** What each provider's default stand-in identity becomes as the social username. */
const USERNAMES: Record<OAuthProvider, string> = {
  google: 'Ada Lovelace',
  github: 'octo-ada',
  apple: 'Ada Lovelace',
  facebook: 'Ada Lovelace',
  x: 'ada_x',
  discord: 'ada.lovelace',
}

describe('social login (OAuth 2 + PKCE, OIDC) against the local provider stand-ins', () => {
  let storage: Storage
  let server: RunningServer
  let dev: RunningServer
  let standIn: OAuthStandIn

  beforeAll(async () => {
    standIn = await startOAuthStandIn()
    storage = await openTestStorage('pglite')
    const providers = Object.fromEntries(
      OAUTH_PROVIDERS.map((p) => {
        // Apple has no static secret: the server signs one with the team's key.
        const { clientSecret, ...client } = STAND_IN_CLIENTS[p]
        return [p, { ...client, ...(clientSecret ? { clientSecret } : {}), baseUrl: standIn.url }]
      }),
    )
    const config = {
      chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }],
      projectIds: ['demo'],
      appOrigins: [APP],
    }
    server = await startServer({ storage, config: { ...config, social: { providers } } })
    // Another instance on the same database, with no credentials but the dev sign-in.
    dev = await startServer({ storage, config: { ...config, social: { devSignIn: true } } })
  })
  afterAll(async () => {
    await server?.close()
    await dev?.close()
    await storage?.close()
    await standIn?.close()
  })

  async function post(base: string, path: string, body: unknown) {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Answer }
  }

  /** What the frame does: a binding secret, sent hashed; the start's URI. */
  async function start(base: string, provider: string, extra: Record<string, string> = {}) {
    const binding = token()
    const deviceId = newDevice()
    const started = await post(base, '/v1/auth/social/start', {
      provider,
      deviceId,
      bindingHash: hash(binding),
      appOrigin: APP,
      ...extra,
    })
    return { ...started, binding, deviceId }
  }

  /** The browser's part: the provider's page, then back to the server's callback, to /done. */
  async function throughProvider(uri: string, decision: 'continue' | 'cancel' = 'continue') {
    const back = await completeAuthorization(uri, { decision })
    const response = await fetch(back.url + (back.method === 'GET' ? '' : ''), {
      method: back.method,
      redirect: 'manual',
      ...(back.method === 'POST' ? { body: back.params } : {}),
    })
    expect(response.status).toBe(303)
    return new URL(response.headers.get('location')!)
  }

  async function login(provider: OAuthProvider) {
    const started = await start(server.url, provider)
    expect(started.status).toBe(200)
    const done = await throughProvider(started.body.uri)
    expect(done.pathname).toBe('/v1/auth/social/done')
    const finished = await post(server.url, '/v1/auth/social/finish', {
      result: done.searchParams.get('result'),
      binding: started.binding,
      deviceId: started.deviceId,
    })
    return { started, done, finished }
  }

  it.each(OAUTH_PROVIDERS)(
    '%s: signs in, and signing in again opens the same user',
    async (provider) => {
      const first = await login(provider)
      const uri = new URL(first.started.body.uri)
      expect(uri.origin).toBe(standIn.url)
      expect(uri.searchParams.get('code_challenge_method')).toBe('S256')
      expect(uri.searchParams.get('state')).toMatch(/^[\w-]{43}$/)
      if (provider === 'google' || provider === 'apple')
        expect(uri.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/)
      if (provider === 'apple') expect(uri.searchParams.get('response_mode')).toBe('form_post')
      expect(first.finished.status).toBe(200)
      expect(first.finished.body.user).toMatchObject({ username: USERNAMES[provider], provider })
      const session = await fetch(`${server.url}/v1/auth/session`, {
        headers: {
          authorization: `Bearer ${first.finished.body.token}`,
          'x-foyer-device': first.started.deviceId,
        },
      })
      expect(session.status).toBe(200)
      // The session is the device's that started the login: from another, it opens nothing.
      const elsewhere = await fetch(`${server.url}/v1/auth/session`, {
        headers: {
          authorization: `Bearer ${first.finished.body.token}`,
          'x-foyer-device': newDevice(),
        },
      })
      expect(elsewhere.status).toBe(401)
      const again = await login(provider)
      expect(again.finished.body.user.id).toBe(first.finished.body.user.id)
      // Apple sends the name on the first login only: the second keeps it.
      expect(again.finished.body.user.username).toBe(USERNAMES[provider])
      const rows = await queryRows<{ n: number }>(
        storage.db,
        sql`SELECT count(*)::int AS n FROM auth_identities WHERE provider = ${provider} AND subject = ${DEFAULT_IDENTITIES[provider].subject}`,
      )
      expect(rows[0]?.n).toBe(1)
      // The PKCE verifier reached the token endpoint and matched the challenge.
      expect(
        standIn.requests
          .filter((r) => r.provider === provider && r.codeVerifier)
          .map((r) => r.codeVerifier),
      ).toContain('matched')
    },
  )

  it('finishes a login once, only with the binding secret of the frame that started it', async () => {
    const started = await start(server.url, 'github')
    const done = await throughProvider(started.body.uri)
    const result = done.searchParams.get('result')
    const page = await (await fetch(done)).text()
    // The result page hands its URL to the app that started the login, at its origin only.
    expect(page).toContain(JSON.stringify([APP]))
    const stranger = await post(server.url, '/v1/auth/social/finish', {
      result,
      binding: token(),
      deviceId: started.deviceId,
    })
    expect(stranger.status).toBe(400)
    expect(stranger.body.error).toBe('login_not_found')
    const own = { result, binding: started.binding, deviceId: started.deviceId }
    // Another instance finishes it; then no instance can again.
    expect((await post(dev.url, '/v1/auth/social/finish', own)).status).toBe(200)
    expect((await post(server.url, '/v1/auth/social/finish', own)).body.error).toBe(
      'login_not_found',
    )
  })

  it('refuses and explains each fault: denied, state mismatch, nonce mismatch, provider down', async () => {
    const failure = async (
      provider: OAuthProvider,
      fault: Parameters<OAuthStandIn['setFault']>[1],
    ) => {
      standIn.setFault(provider, fault)
      try {
        const started = await start(server.url, provider)
        const done = await throughProvider(started.body.uri)
        if (done.searchParams.get('error')) return done.searchParams.get('error')
        const finished = await post(server.url, '/v1/auth/social/finish', {
          result: done.searchParams.get('result'),
          binding: started.binding,
          deviceId: started.deviceId,
        })
        expect(finished.status).toBe(400)
        return finished.body.message as string
      } finally {
        standIn.setFault(provider, undefined)
      }
    }
    expect(await failure('discord', 'access-denied')).toMatch(
      /^Discord did not sign you in: access_denied/,
    )
    expect(await failure('github', 'wrong-state')).toBe('state_mismatch')
    expect(await failure('google', 'wrong-nonce')).toBe(
      "Google's answer does not belong to this sign-in (nonce mismatch), so it was refused. Try again.",
    )
    expect(await failure('x', 'down')).toBe(
      'X is not answering right now (HTTP 503). Try again in a few minutes.',
    )
  })

  it('sends a redirect-mode login back to the app page with the result in the fragment', async () => {
    const started = await start(server.url, 'facebook', { returnTo: `${APP}/shop?item=1#top` })
    const done = await throughProvider(started.body.uri)
    expect(`${done.origin}${done.pathname}${done.search}`).toBe(`${APP}/shop?item=1`)
    const result = new URL(decodeURIComponent(done.hash.replace('#foyer-social=', '')))
    expect(result.pathname).toBe('/v1/auth/social/done')
    expect(result.searchParams.get('result')).toMatch(/^[\w-]{43}$/)
  })

  it('refuses an app origin that is not allowed, and a provider with no credentials', async () => {
    const foreign = await post(server.url, '/v1/auth/social/start', {
      provider: 'google',
      deviceId: newDevice(),
      bindingHash: hash(token()),
      appOrigin: 'https://evil.example',
    })
    expect(foreign.status).toBe(403)
    const elsewhere = await start(server.url, 'google', { returnTo: 'https://evil.example/back' })
    expect(elsewhere.status).toBe(403)
    expect(elsewhere.body.reasons[0]).toMatchObject({ field: 'body.returnTo', rule: 'same_origin' })
    expect(foreign.body.reasons[0]).toMatchObject({
      field: 'body.appOrigin',
      value: 'https://evil.example',
    })
    const bare = await startServer({
      storage,
      config: {
        chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }],
        projectIds: ['demo'],
        appOrigins: [APP],
      },
    })
    try {
      const refused = await start(bare.url, 'github')
      expect(refused.status).toBe(404)
      expect(refused.body.message).toContain('FOYER_OAUTH_GITHUB_CLIENT_ID')
    } finally {
      await bare.close()
    }
  })

  it('dev sign-in: a provider without credentials opens a local page where a person types who they are', async () => {
    const started = await start(dev.url, 'discord')
    const uri = new URL(started.body.uri)
    expect(uri.pathname).toBe('/v1/auth/social/dev/discord')
    const page = await (await fetch(uri)).text()
    expect(page).toContain('<h1>Sign in with Discord — dev sign-in</h1>')
    const typed = await fetch(`${dev.url}/v1/auth/social/dev/discord`, {
      method: 'POST',
      body: new URLSearchParams({
        state: uri.searchParams.get('state')!,
        username: 'Lin',
        email: 'lin@example.com',
      }),
      redirect: 'manual',
    })
    const done = new URL(typed.headers.get('location')!)
    const finished = await post(dev.url, '/v1/auth/social/finish', {
      result: done.searchParams.get('result'),
      binding: started.binding,
      deviceId: started.deviceId,
    })
    expect(finished.body.user).toMatchObject({ username: 'Lin', provider: 'discord' })
  })
})
