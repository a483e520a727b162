import type { OAuthProvider } from './socialConfig.ts'

/** How a provider signs a visitor in: its endpoints, scopes and quirks (from each one's docs). */
export type ProviderDefinition = {
  /** What the visitor reads: 'Google', 'GitHub'… */
  label: string
  authorizeUrl: string
  tokenUrl: string
  scope: string
  /** OIDC: the id_token's issuer and signing keys; the nonce is checked. */
  oidc?: { issuer: string; jwksUrl: string }
  /** Apple answers with a POST to the redirect URI (form_post). */
  responseMode?: 'form_post'
  /** How the token endpoint takes the client's credentials. */
  tokenAuth: 'body' | 'basic' | 'query'
  /** GitHub answers form-encoded unless asked for JSON. */
  tokenAccept?: 'application/json'
}

export const PROVIDERS: Record<OAuthProvider, ProviderDefinition> = {
  // OIDC: https://developers.google.com/identity/openid-connect/openid-connect
  google: {
    label: 'Google',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    scope: 'openid email profile',
    oidc: {
      issuer: 'https://accounts.google.com',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    },
    tokenAuth: 'body',
  },
  // Plain OAuth 2: the user from /user, the verified email from /user/emails.
  github: {
    label: 'GitHub',
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    scope: 'read:user user:email',
    tokenAuth: 'body',
    tokenAccept: 'application/json',
  },
  // Sign in with Apple: form_post, an ES256 JWT as client secret, the name on first login only.
  apple: {
    label: 'Apple',
    authorizeUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    scope: 'name email',
    oidc: { issuer: 'https://appleid.apple.com', jwksUrl: 'https://appleid.apple.com/auth/keys' },
    responseMode: 'form_post',
    tokenAuth: 'body',
  },
  // Facebook Login (manual flow), then Graph `me`.
  facebook: {
    label: 'Facebook',
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    scope: 'public_profile email',
    tokenAuth: 'query',
  },
  // X OAuth 2 with PKCE (confidential client: HTTP Basic), then users/me.
  x: {
    label: 'X',
    authorizeUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    scope: 'users.read tweet.read',
    tokenAuth: 'basic',
  },
  discord: {
    label: 'Discord',
    authorizeUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    scope: 'identify email',
    tokenAuth: 'body',
  },
}

/** Where `realUrl` is asked: itself, or `${baseUrl}/HOST/PATH` for a local stand-in. */
export function endpoint(realUrl: string, baseUrl: string | undefined): string {
  if (!baseUrl) return realUrl
  const url = new URL(realUrl)
  return `${baseUrl.replace(/\/+$/, '')}/${url.host}${url.pathname}${url.search}`
}

/** The label of a provider, Farcaster included. */
export function providerLabel(provider: string): string {
  return provider === 'farcaster'
    ? 'Farcaster'
    : (PROVIDERS[provider as OAuthProvider]?.label ?? provider)
}
