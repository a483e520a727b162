import { createRemoteJWKSet, importPKCS8, jwtVerify, SignJWT } from 'jose'
import { endpoint, PROVIDERS } from './providers.ts'
import type { OAuthCredentials, OAuthProvider } from './socialConfig.ts'

/** Who signed in, as the provider says. */
export type SocialIdentity = {
  /** The provider's stable user id (OIDC `sub`). */
  subject: string
  /** The social username shown in Account and kept by the modal (SPEC §3). */
  username?: string
  /** A verified email, when the provider gives one. */
  email?: string
}

export type SocialErrorCode =
  | 'provider_down'
  | 'provider_error'
  | 'access_denied'
  | 'nonce_mismatch'
  | 'state_mismatch'
  | 'invalid_answer'

/** A refused or failed social login, with the sentence the visitor reads. */
export class SocialLoginError extends Error {
  override name = 'SocialLoginError'
  constructor(
    message: string,
    readonly code: SocialErrorCode,
  ) {
    super(message)
  }
}

type Json = Record<string, unknown>

export type ExchangeParameters = {
  provider: OAuthProvider
  credentials: OAuthCredentials
  code: string
  codeVerifier: string
  redirectUri: string
  nonce: string
  /** Apple's `user` form field (JSON, first login only). */
  appleUser?: string | undefined
  fetch?: typeof fetch
}

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>()
const jwks = (url: string) => {
  const cached = jwksCache.get(url)
  if (cached) return cached
  const set = createRemoteJWKSet(new URL(url))
  jwksCache.set(url, set)
  return set
}

const TIMEOUT_MS = 10_000

/** Apple's client secret: an ES256 JWT signed with the team's key, valid 5 minutes. */
async function appleClientSecret(credentials: OAuthCredentials): Promise<string> {
  const { teamId, keyId, privateKey, clientId } = credentials
  if (!teamId || !keyId || !privateKey) return credentials.clientSecret ?? ''
  const key = await importPKCS8(privateKey, 'ES256')
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: keyId })
    .setIssuer(teamId)
    .setSubject(clientId)
    .setAudience('https://appleid.apple.com')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key)
}

/**
 * Trades the authorization code for tokens (with the PKCE verifier), then learns who signed in:
 * the id_token (signature, issuer, audience and nonce checked) for Google and Apple, the user API
 * for GitHub (and its verified email), Facebook, X and Discord.
 * @throws SocialLoginError provider_down (unreachable, 5xx), provider_error (refused),
 *   nonce_mismatch, invalid_answer
 */
export async function exchangeCode(p: ExchangeParameters): Promise<SocialIdentity> {
  const def = PROVIDERS[p.provider]
  const base = p.credentials.baseUrl
  const doFetch = p.fetch ?? globalThis.fetch
  const call = async (url: string, init: RequestInit = {}): Promise<Json> => {
    let response: Response
    try {
      response = await doFetch(url, {
        ...init,
        headers: {
          accept: 'application/json',
          'user-agent': 'Foyer',
          ...(init.headers as Record<string, string>),
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch {
      throw new SocialLoginError(
        `${def.label} is not answering right now. Try again in a few minutes.`,
        'provider_down',
      )
    }
    const text = await response.text()
    let body: Json | undefined
    try {
      body = JSON.parse(text) as Json
    } catch {
      // GitHub answers form-encoded without `Accept: application/json`.
      if (/^[\w.%+-]+=[^<>\s]*(&[\w.%+-]+=[^<>\s]*)*$/.test(text.trim()))
        body = Object.fromEntries(new URLSearchParams(text.trim()))
    }
    if (response.status >= 500 || !body)
      throw new SocialLoginError(
        `${def.label} is not answering right now (HTTP ${response.status}). Try again in a few minutes.`,
        'provider_down',
      )
    const error = body.error
    if (!response.ok || error) {
      const reason =
        typeof error === 'string'
          ? `${error}${typeof body.error_description === 'string' ? ` (${body.error_description})` : ''}`
          : typeof (error as Json | undefined)?.message === 'string'
            ? String((error as Json).message)
            : `HTTP ${response.status}`
      throw new SocialLoginError(`${def.label} refused the sign-in: ${reason}`, 'provider_error')
    }
    return body
  }

  const { clientId } = p.credentials
  const secret =
    p.provider === 'apple' ? await appleClientSecret(p.credentials) : p.credentials.clientSecret
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: p.code,
    redirect_uri: p.redirectUri,
    code_verifier: p.codeVerifier,
    client_id: clientId,
  })
  const tokenUrl = endpoint(def.tokenUrl, base)
  let tokens: Json
  if (def.tokenAuth === 'query') {
    form.delete('grant_type')
    form.set('client_secret', secret ?? '')
    tokens = await call(`${tokenUrl}?${form}`)
  } else {
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
    }
    if (def.tokenAuth === 'basic')
      headers.authorization = `Basic ${Buffer.from(`${clientId}:${secret ?? ''}`).toString('base64')}`
    else form.set('client_secret', secret ?? '')
    tokens = await call(tokenUrl, { method: 'POST', headers, body: form.toString() })
  }

  const accessToken = typeof tokens.access_token === 'string' ? tokens.access_token : undefined
  if (def.oidc) {
    if (typeof tokens.id_token !== 'string')
      throw new SocialLoginError(`${def.label} sent no id_token`, 'invalid_answer')
    const issuer = endpoint(def.oidc.issuer, base).replace(/\/$/, '')
    let claims: Json
    try {
      claims = (
        await jwtVerify(tokens.id_token, jwks(endpoint(def.oidc.jwksUrl, base)), {
          issuer,
          audience: clientId,
        })
      ).payload as Json
    } catch (cause) {
      throw new SocialLoginError(
        `${def.label}'s id_token could not be verified (${(cause as Error).message}), so the sign-in was refused.`,
        'invalid_answer',
      )
    }
    if (claims.nonce !== p.nonce)
      throw new SocialLoginError(
        `${def.label}'s answer does not belong to this sign-in (nonce mismatch), so it was refused. Try again.`,
        'nonce_mismatch',
      )
    const verified = claims.email_verified === true || claims.email_verified === 'true'
    const email = verified && typeof claims.email === 'string' ? claims.email : undefined
    // Apple's id_token has no name: it comes in the form's `user`, on the first login only.
    const name =
      p.provider === 'apple'
        ? p.appleUser && appleName(p.appleUser)
        : typeof claims.name === 'string'
          ? claims.name
          : undefined
    return { subject: String(claims.sub), username: name || undefined, email }
  }
  if (!accessToken)
    throw new SocialLoginError(`${def.label} sent no access token`, 'invalid_answer')
  const bearer = { headers: { authorization: `Bearer ${accessToken}` } }
  switch (p.provider) {
    case 'github': {
      const user = await call(endpoint('https://api.github.com/user', base), bearer)
      const emails = await call(endpoint('https://api.github.com/user/emails', base), bearer)
      const list = Array.isArray(emails) ? (emails as Json[]) : Object.values(emails)
      const primary = (list as Json[]).find((e) => e?.primary === true && e?.verified === true)
      return {
        subject: String(user.id),
        username: typeof user.login === 'string' ? user.login : undefined,
        email: typeof primary?.email === 'string' ? primary.email : undefined,
      }
    }
    case 'facebook': {
      const query = new URLSearchParams({ fields: 'id,name,email', access_token: accessToken })
      const me = await call(`${endpoint('https://graph.facebook.com/v19.0/me', base)}?${query}`)
      return {
        subject: String(me.id),
        username: typeof me.name === 'string' ? me.name : undefined,
        email: typeof me.email === 'string' ? me.email : undefined,
      }
    }
    case 'x': {
      const me = await call(endpoint('https://api.x.com/2/users/me', base), bearer)
      const data = (me.data ?? {}) as Json
      return {
        subject: String(data.id),
        username: typeof data.username === 'string' ? data.username : undefined,
      }
    }
    default: {
      const me = await call(endpoint('https://discord.com/api/users/@me', base), bearer)
      return {
        subject: String(me.id),
        username: typeof me.username === 'string' ? me.username : undefined,
        email: me.verified === true && typeof me.email === 'string' ? me.email : undefined,
      }
    }
  }
}

function appleName(user: string): string | undefined {
  try {
    const name = (JSON.parse(user) as { name?: { firstName?: string; lastName?: string } }).name
    const full = [name?.firstName, name?.lastName].filter(Boolean).join(' ')
    return full || undefined
  } catch {
    return undefined
  }
}
