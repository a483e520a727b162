import type { Locale } from '../i18n/locales.ts'
import { authApiSchemas } from './authApiSchemas.ts'
import { lazily } from './lazily.ts'
import type { OAuthProvider } from './primitives.ts'
import { type FoyerRoute, route, typed } from './route.ts'

type DeviceBound = { deviceId: string }
/** A request that mails the visitor: the mail's language (the frame's locale; English when absent). */
type MailLocale = { locale?: Locale | undefined }
type SocialStartRequest = DeviceBound & {
  /** base64url sha256 of the frame's binding secret. */
  bindingHash: string
  appOrigin: string
  /** Redirect mode: the app page the visitor comes back to. */
  returnTo?: string | undefined
}
/**
 * A WebAuthn credential's answer as JSON (`RegistrationResponseJSON` or
 * `AuthenticationResponseJSON`): the server checks it with its own schema and the WebAuthn library.
 */
type PasskeyResponse = {
  [key: string]: unknown
  id: string
  rawId: string
  type: 'public-key'
  response: { [key: string]: unknown; clientDataJSON: string }
  /** Never the PRF output (`prf.results`): the server refuses it. */
  clientExtensionResults?:
    | { [key: string]: unknown; prf?: { [key: string]: unknown; results?: undefined } | undefined }
    | undefined
  authenticatorAttachment?: string | undefined
}
/** A JSON-RPC 2.0 request (one call; the proxy also takes batches). */
type JsonRpcRequest = { jsonrpc: '2.0'; id: number | string; method: string; params?: unknown }

/**
 * The routes of the embedded wallet's frame: its logins, sessions, passkeys, key shares and
 * RPC proxies. Apart from `foyerRoutes`' others (names, on-ramp, SIWE), so that the frame's first
 * step carries none of their schemas.
 */
export const walletRoutes = lazily({
  emailStart: () =>
    route({
      method: 'POST',
      path: '/v1/auth/email/start',
      body: typed<DeviceBound & MailLocale & { email: string }>(),
      reply: authApiSchemas.startEmail,
    }),
  deviceStatus: () =>
    route({
      method: 'GET',
      path: '/v1/auth/device/status',
      query: typed<DeviceBound & { email: string }>(),
      reply: authApiSchemas.deviceStatus,
    }),
  emailVerify: () =>
    route({
      method: 'POST',
      path: '/v1/auth/email/verify',
      body: typed<DeviceBound & { email: string; otp: string }>(),
      reply: authApiSchemas.signedIn,
    }),
  session: () =>
    route({
      method: 'GET',
      path: '/v1/auth/session',
      reply: authApiSchemas.session,
    }),
  signOut: () =>
    route({
      method: 'POST',
      path: '/v1/auth/signout',
      body: typed<Record<string, never>>(),
      reply: authApiSchemas.any,
    }),
  sessions: () =>
    route({
      method: 'GET',
      path: '/v1/auth/sessions',
      reply: authApiSchemas.sessions,
    }),
  signOutEverywhere: () =>
    route({
      method: 'POST',
      path: '/v1/auth/signout/everywhere',
      body: typed<Record<string, never>>(),
      reply: authApiSchemas.signOutEverywhere,
    }),
  emailChangeStart: () =>
    route({
      method: 'POST',
      path: '/v1/auth/email/change/start',
      body: typed<MailLocale & { newEmail: string }>(),
      reply: authApiSchemas.emailChangeStep,
    }),
  emailChangeConfirmPrimary: () =>
    route({
      method: 'POST',
      path: '/v1/auth/email/change/confirm-primary',
      body: typed<MailLocale & { otp: string }>(),
      reply: authApiSchemas.emailChangeStep,
    }),
  emailChangeConfirmSecondary: () =>
    route({
      method: 'POST',
      path: '/v1/auth/email/change/confirm-secondary',
      body: typed<MailLocale & { otp: string }>(),
      reply: authApiSchemas.emailChanged,
    }),
  socialStart: () =>
    route({
      method: 'POST',
      path: '/v1/auth/social/start',
      body: typed<SocialStartRequest & { provider: OAuthProvider }>(),
      reply: authApiSchemas.socialStart,
    }),
  socialFinish: () =>
    route({
      method: 'POST',
      path: '/v1/auth/social/finish',
      body: typed<DeviceBound & { result: string; binding: string }>(),
      reply: authApiSchemas.sociallySignedIn,
    }),
  farcasterStart: () =>
    route({
      method: 'POST',
      path: '/v1/auth/social/farcaster/start',
      body: typed<SocialStartRequest>(),
      reply: authApiSchemas.farcasterStart,
    }),
  farcasterStatus: () =>
    route({
      method: 'POST',
      path: '/v1/auth/social/farcaster/status',
      body: typed<DeviceBound & { state: string; binding: string }>(),
      reply: authApiSchemas.farcasterStatus,
    }),
  passkeyRegisterOptions: () =>
    route({
      method: 'POST',
      path: '/v1/auth/passkey/register/options',
      body: typed<DeviceBound>(),
      reply: authApiSchemas.passkeyOptions,
    }),
  /** A new user's first passkey (sign-up), or, signed in, one more passkey of the bearer's. */
  passkeyRegisterVerify: () =>
    route({
      method: 'POST',
      path: '/v1/auth/passkey/register/verify',
      body: typed<DeviceBound & { response: PasskeyResponse; name?: string | undefined }>(),
      reply: authApiSchemas.passkeySignedIn,
    }),
  passkeyLoginOptions: () =>
    route({
      method: 'POST',
      path: '/v1/auth/passkey/login/options',
      body: typed<DeviceBound>(),
      reply: authApiSchemas.passkeyOptions,
    }),
  passkeyLoginVerify: () =>
    route({
      method: 'POST',
      path: '/v1/auth/passkey/login/verify',
      body: typed<DeviceBound & { response: PasskeyResponse }>(),
      reply: authApiSchemas.passkeySignedIn,
    }),
  putPasskeyRecovery: () =>
    route({
      method: 'PUT',
      path: '/v1/auth/passkey/recovery',
      body: typed<{ credentialId: string; ciphertext: string }>(),
      reply: authApiSchemas.any,
    }),
  getPasskeyRecovery: () =>
    route({
      method: 'GET',
      path: '/v1/auth/passkey/recovery',
      query: typed<{ credentialId: string }>(),
      reply: authApiSchemas.passkeyRecovery,
    }),
  passkeyList: () =>
    route({
      method: 'GET',
      path: '/v1/auth/passkey/list',
      reply: authApiSchemas.passkeyList,
    }),
  passkeyRemove: () =>
    route({
      method: 'POST',
      path: '/v1/auth/passkey/remove',
      body: typed<{ credentialId: string }>(),
      reply: authApiSchemas.any,
    }),
  getAuthShare: () =>
    route({
      method: 'GET',
      path: '/v1/keys/auth-share',
      reply: authApiSchemas.authShare,
    }),
  putAuthShare: () =>
    route({
      method: 'PUT',
      path: '/v1/keys/auth-share',
      body: typed<{ share: string; address: string; signature?: string | undefined }>(),
      reply: authApiSchemas.authShareStored,
    }),
  rpc: () =>
    route({
      method: 'POST',
      path: '/rpc',
      query: typed<{ chainId: string; projectId: string }>(),
      body: typed<JsonRpcRequest>(),
      reply: authApiSchemas.rpc,
    }),
  /** ERC-4337 bundler methods for the signed-in wallet's own UserOperations (the frame only). */
  bundler: () =>
    route({
      method: 'POST',
      path: '/v1/user-operations/bundler',
      query: typed<{ chainId: string }>(),
      body: typed<JsonRpcRequest>(),
      reply: authApiSchemas.rpc,
    }),
  /** ERC-7677 paymaster service: the app's sponsorship of the signed-in wallet's UserOperations. */
  paymaster: () =>
    route({
      method: 'POST',
      path: '/v1/user-operations/paymaster',
      query: typed<{ chainId: string }>(),
      body: typed<JsonRpcRequest>(),
      reply: authApiSchemas.rpc,
    }),
} satisfies Record<string, () => FoyerRoute>)
