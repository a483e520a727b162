import { createHash } from 'node:crypto'
import { foyerRoutes } from '@foyer/modal/contracts'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import { deviceIdSchema } from '../auth/routes.ts'
import { createSession } from '../auth/sessions.ts'
import { isAppOrigin } from '../config.ts'
import type { AppDeps } from '../deps.ts'
import { HttpError } from '../http/errors.ts'
import { jsonBody } from '../http/validate.ts'
import { assertAppOrigin, socialTokenSchema } from './allowedAppOrigins.ts'
import { exchangeCode, type SocialIdentity, SocialLoginError } from './exchangeCode.ts'
import { farcasterRoutes } from './farcasterRoutes.ts'
import { devSignInPage, donePage } from './pages.ts'
import { endpoint, PROVIDERS, providerLabel } from './providers.ts'
import { hasCredentials, OAUTH_PROVIDERS, type OAuthProvider } from './socialConfig.ts'
import {
  answeredLogin,
  answerLogin,
  consumeLogin,
  findPendingLogin,
  type PendingLogin,
  recordLogin,
  upsertIdentity,
} from './socialLogins.ts'

const token = socialTokenSchema
const appOriginSchema = z.string().refine(isAppOrigin, { error: 'must be an http(s) origin' })

/** Request bodies of the social login. */
export const socialRequestSchemas = {
  start: z.strictObject({
    provider: z.enum(OAUTH_PROVIDERS, {
      error: `must be one of ${OAUTH_PROVIDERS.join(', ')}`,
    }),
    deviceId: deviceIdSchema,
    /** base64url sha256 of the frame's secret; finishing the login needs the secret. */
    bindingHash: token,
    appOrigin: appOriginSchema,
    /** Redirect mode: the app page the visitor comes back to (no popup). */
    returnTo: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  }),
  finish: z.strictObject({ result: token, binding: token, deviceId: deviceIdSchema }),
}

const STATE_MISMATCH =
  'This sign-in answer does not match a sign-in this wallet started (state mismatch), so it was refused. Try again.'

/**
 * Social login through OAuth 2 (authorization code + PKCE, OIDC for Google and Apple), mounted
 * at `/v1/auth/social`. The server is the OAuth client; the frame drives it:
 * - `POST /start` `{ provider, deviceId, bindingHash, appOrigin, returnTo? }` → `{ uri }`, the
 *   provider's authorization URL (state, PKCE S256 challenge and nonce stored in the database), or
 *   the dev sign-in page when the provider has no credentials and `social.devSignIn` is on.
 * - `GET|POST /callback/:provider` (POST: Apple's form_post): the state must be a live login of
 *   this provider; the code is traded with the verifier; the identity (provider, subject) gets
 *   its user. Then `/done?result=` in the window (or back to `returnTo`, redirect mode).
 * - `GET /done`: hands its URL to the opener, at the login's app origin only.
 * - `POST /finish` `{ result, binding, deviceId }` → `{ token, user }`: once, by the frame that
 *   started it (the binding secret never leaves the frame).
 */
export function socialRoutes(deps: AppDeps): Hono {
  const { storage, config } = deps
  const { db } = storage
  const social = config.social
  const origin = (_c: Context) => deps.identity.publicUrl()
  const redirectUri = (c: Context, provider: string) =>
    `${origin(c)}/v1/auth/social/callback/${provider}`

  /** After the provider answered: the result to the window (or back to the app's page). */
  async function answer(
    c: Context,
    state: string,
    login: PendingLogin,
    outcome: { identity: SocialIdentity } | { error: string },
  ): Promise<Response> {
    let stored: Parameters<typeof answerLogin>[2]
    if ('error' in outcome) stored = { error: outcome.error }
    else {
      stored = await upsertIdentity(db, login.provider, outcome.identity)
    }
    const result = await answerLogin(db, state, stored)
    const done = result
      ? `${origin(c)}/v1/auth/social/done?result=${result}`
      : `${origin(c)}/v1/auth/social/done?error=state_mismatch`
    if (login.return_to)
      return c.redirect(
        `${login.return_to.split('#')[0]}#foyer-social=${encodeURIComponent(done)}`,
        303,
      )
    return c.redirect(done, 303)
  }

  async function callback(c: Context, params: Record<string, string | undefined>) {
    const provider = c.req.param('provider') as OAuthProvider
    const state = params.state
    const login = await findPendingLogin(db, state, provider)
    if (!login || !state || !(provider in PROVIDERS))
      return c.redirect(`${origin(c)}/v1/auth/social/done?error=state_mismatch`, 303)
    const label = providerLabel(provider)
    if (params.error) {
      const detail = params.error_description ? ` (${params.error_description.slice(0, 200)})` : ''
      return answer(c, state, login, {
        error: `${label} did not sign you in: ${params.error.slice(0, 60)}${detail}.`,
      })
    }
    const credentials = social.providers[provider]
    if (!params.code || !hasCredentials(credentials))
      return answer(c, state, login, { error: `${label} sent no authorization code.` })
    try {
      const identity = await exchangeCode({
        provider,
        credentials,
        code: params.code,
        codeVerifier: login.code_verifier,
        redirectUri: login.redirect_uri,
        nonce: login.nonce,
        appleUser: params.user,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      })
      if (!identity.subject || identity.subject === 'undefined')
        throw new SocialLoginError(`${label} did not say who signed in.`, 'invalid_answer')
      return answer(c, state, login, { identity })
    } catch (error) {
      if (!(error instanceof SocialLoginError)) throw error
      return answer(c, state, login, { error: error.message })
    }
  }

  return new Hono()
    .route('/farcaster', farcasterRoutes(deps))
    .post('/start', ...jsonBody(foyerRoutes.socialStart, socialRequestSchemas.start), async (c) => {
      const body = c.req.valid('json')
      assertAppOrigin(deps, body.appOrigin, body.returnTo)
      const { provider } = body
      const def = PROVIDERS[provider]
      const credentials = social.providers[provider]
      const real = hasCredentials(credentials)
      if (!real && !social.devSignIn)
        throw new HttpError(
          404,
          'provider_not_configured',
          `${def.label} sign-in is not set up on this server: set FOYER_OAUTH_${provider.toUpperCase()}_CLIENT_ID and its secret`,
        )
      const redirect = redirectUri(c, provider)
      const allowList = social.redirectUris ?? OAUTH_PROVIDERS.map((p) => redirectUri(c, p))
      if (!allowList.includes(redirect))
        throw new HttpError(
          500,
          'redirect_uri_not_allowed',
          `The redirect URI ${redirect} is not in social.redirectUris`,
        )
      const { state, codeVerifier, nonce } = await recordLogin(db, {
        provider,
        deviceId: body.deviceId,
        bindingHash: body.bindingHash,
        redirectUri: redirect,
        appOrigin: body.appOrigin,
        returnTo: body.returnTo,
        ttlSeconds: social.loginTtlSeconds,
      })
      c.header('Cache-Control', 'no-store')
      if (!real)
        return c.json({ uri: `${origin(c)}/v1/auth/social/dev/${provider}?state=${state}` })
      const query = new URLSearchParams({
        client_id: credentials.clientId,
        redirect_uri: redirect,
        response_type: 'code',
        scope: def.scope,
        state,
        code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
        code_challenge_method: 'S256',
      })
      if (def.oidc) query.set('nonce', nonce)
      if (def.responseMode) query.set('response_mode', def.responseMode)
      return c.json({ uri: `${endpoint(def.authorizeUrl, credentials.baseUrl)}?${query}` })
    })
    .get('/callback/:provider', (c) => callback(c, c.req.query()))
    .post('/callback/:provider', async (c) => {
      const form = await c.req.parseBody()
      const params = Object.fromEntries(
        Object.entries(form).filter(([, v]) => typeof v === 'string'),
      ) as Record<string, string>
      return callback(c, params)
    })
    .get('/done', async (c) => {
      const result = c.req.query('result')
      const found =
        result && /^[\w-]{43}$/.test(result) ? await answeredLogin(db, result) : undefined
      if (!found)
        return donePage(c, { failed: STATE_MISMATCH, targetOrigins: deps.identity.appOrigins() })
      return donePage(c, { failed: found.error ?? undefined, targetOrigins: [found.app_origin] })
    })
    .post(
      '/finish',
      ...jsonBody(foyerRoutes.socialFinish, socialRequestSchemas.finish, {
        secret: ['result', 'binding'],
      }),
      async (c) => {
        const body = c.req.valid('json')
        const login = await consumeLogin(db, body)
        if (!login)
          throw new HttpError(
            400,
            'login_not_found',
            'This sign-in cannot be finished: it expired, was already used, or was started in another window. Try again.',
          )
        if (login.error || !login.user_id)
          throw new HttpError(
            400,
            'social_login_failed',
            login.error ?? 'The sign-in failed. Try again.',
          )
        const sessionToken = await createSession(db, {
          userId: login.user_id,
          deviceId: body.deviceId,
          ttlSeconds: config.email.sessionTtlSeconds,
        })
        c.header('Cache-Control', 'no-store')
        return c.json({
          token: sessionToken,
          user: { id: login.user_id, username: login.username, provider: login.provider },
        })
      },
    )
    .get('/dev/:provider', async (c) => {
      const provider = c.req.param('provider')
      const state = c.req.query('state')
      const login = social.devSignIn ? await findPendingLogin(db, state, provider) : undefined
      if (!login || !state)
        return donePage(c, { failed: STATE_MISMATCH, targetOrigins: deps.identity.appOrigins() })
      return devSignInPage(c, { provider, label: providerLabel(provider), state })
    })
    .post('/dev/:provider', async (c) => {
      const provider = c.req.param('provider')
      const form = await c.req.parseBody()
      const state = typeof form.state === 'string' ? form.state : undefined
      const login = social.devSignIn ? await findPendingLogin(db, state, provider) : undefined
      if (!login || !state)
        return c.redirect(`${origin(c)}/v1/auth/social/done?error=state_mismatch`, 303)
      const label = providerLabel(provider)
      if (form.cancel)
        return answer(c, state, login, {
          error: `${label} did not sign you in: access_denied (you cancelled).`,
        })
      const username = typeof form.username === 'string' ? form.username.trim().slice(0, 40) : ''
      const email =
        typeof form.email === 'string' && form.email.includes('@') ? form.email.trim() : undefined
      if (!/^[A-Za-z0-9_.-]{1,40}$/.test(username))
        return devSignInPage(c, { provider, label, state })
      return answer(c, state, login, {
        identity: {
          subject: `dev:${username.toLowerCase()}`,
          username,
          ...(email ? { email } : {}),
        },
      })
    })
}
