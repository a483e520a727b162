import { z } from 'zod'
import { apiSchemas } from './apiSchemas.ts'
import { authApiSchemas } from './authApiSchemas.ts'
import { nameApiSchemas } from './nameApiSchemas.ts'
import { onrampApiSchemas } from './onrampApiSchemas.ts'
import type { OAuthProvider } from './primitives.ts'
import { siweApiSchemas } from './siweApiSchemas.ts'

/**
 * One route of `@foyer/server`: its method and full path (`:name` for a path parameter), the
 * request parts it reads and the reply it answers. The server validates the request parts with
 * `@hono/zod-validator` and types its reply by the same contract; `createFoyerClient` builds the
 * call from it and checks the reply. A changed contract breaks the build on both sides.
 */
export type FoyerRoute = {
  method: 'GET' | 'POST' | 'PUT'
  path: string
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  reply: z.ZodType
}

/**
 * A request part the server checks with rules of its own (secrets, its config, Node-only
 * checks): here only its type, which the server's schema must produce (`validate*` in
 * server/src/http/validate.ts).
 */
const typed = <T>() => z.custom<T>(() => true)

type DeviceBound = { deviceId: string }
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

const route = <R extends FoyerRoute>(r: R): R => r

/**
 * Every route the modal and the wallet frame call, in one list (SPEC §7). Paths are relative to
 * the server's base URL (`config.api` for the modal, the frame's own origin for the frame).
 */
export const foyerRoutes = {
  onrampOptions: route({
    method: 'GET',
    path: '/v1/onramp/options',
    reply: apiSchemas.onrampOptions,
  }),
  onrampQuote: route({
    method: 'POST',
    path: '/v1/onramp/quote',
    body: onrampApiSchemas.quoteRequest,
    reply: apiSchemas.onrampQuote,
  }),
  onrampProviders: route({
    method: 'GET',
    path: '/v1/onramp/providers',
    reply: onrampApiSchemas.providers,
  }),
  onrampPrice: route({
    method: 'GET',
    path: '/v1/onramp/price',
    query: onrampApiSchemas.priceQuery,
    reply: onrampApiSchemas.price,
  }),
  nameProfile: route({
    method: 'GET',
    path: '/v1/profile/account/:name',
    params: nameApiSchemas.nameParams,
    reply: apiSchemas.nameProfile,
  }),
  nameSuggestions: route({
    method: 'GET',
    path: '/v1/profile/suggestions/:name',
    params: nameApiSchemas.nameParams,
    reply: apiSchemas.nameSuggestions,
  }),
  reverseLookup: route({
    method: 'GET',
    path: '/v1/profile/reverse/:address',
    params: nameApiSchemas.addressParams,
    reply: apiSchemas.reverseLookup,
  }),
  registerName: route({
    method: 'POST',
    path: '/v1/profile/account',
    body: nameApiSchemas.registerRequest,
    reply: apiSchemas.registerName,
  }),
  siweNonce: route({
    method: 'GET',
    path: '/v1/siwe/nonce',
    reply: siweApiSchemas.nonceResponse,
  }),
  siweVerify: route({
    method: 'POST',
    path: '/v1/siwe/verify',
    body: siweApiSchemas.verifyRequest,
    reply: siweApiSchemas.session,
  }),
  siweSession: route({
    method: 'GET',
    path: '/v1/siwe/session',
    reply: siweApiSchemas.session,
  }),
  siweSignout: route({
    method: 'POST',
    path: '/v1/siwe/signout',
    body: typed<Record<string, never>>(),
    reply: siweApiSchemas.signoutResponse,
  }),
  emailStart: route({
    method: 'POST',
    path: '/v1/auth/email/start',
    body: typed<DeviceBound & { email: string }>(),
    reply: authApiSchemas.startEmail,
  }),
  deviceStatus: route({
    method: 'GET',
    path: '/v1/auth/device/status',
    query: typed<DeviceBound & { email: string }>(),
    reply: authApiSchemas.deviceStatus,
  }),
  emailVerify: route({
    method: 'POST',
    path: '/v1/auth/email/verify',
    body: typed<DeviceBound & { email: string; otp: string }>(),
    reply: authApiSchemas.signedIn,
  }),
  session: route({
    method: 'GET',
    path: '/v1/auth/session',
    reply: authApiSchemas.session,
  }),
  signOut: route({
    method: 'POST',
    path: '/v1/auth/signout',
    body: typed<Record<string, never>>(),
    reply: authApiSchemas.any,
  }),
  sessions: route({
    method: 'GET',
    path: '/v1/auth/sessions',
    reply: authApiSchemas.sessions,
  }),
  signOutEverywhere: route({
    method: 'POST',
    path: '/v1/auth/signout/everywhere',
    body: typed<Record<string, never>>(),
    reply: authApiSchemas.signOutEverywhere,
  }),
  emailChangeStart: route({
    method: 'POST',
    path: '/v1/auth/email/change/start',
    body: typed<{ newEmail: string }>(),
    reply: authApiSchemas.emailChangeStep,
  }),
  emailChangeConfirmPrimary: route({
    method: 'POST',
    path: '/v1/auth/email/change/confirm-primary',
    body: typed<{ otp: string }>(),
    reply: authApiSchemas.emailChangeStep,
  }),
  emailChangeConfirmSecondary: route({
    method: 'POST',
    path: '/v1/auth/email/change/confirm-secondary',
    body: typed<{ otp: string }>(),
    reply: authApiSchemas.emailChanged,
  }),
  socialStart: route({
    method: 'POST',
    path: '/v1/auth/social/start',
    body: typed<SocialStartRequest & { provider: OAuthProvider }>(),
    reply: authApiSchemas.socialStart,
  }),
  socialFinish: route({
    method: 'POST',
    path: '/v1/auth/social/finish',
    body: typed<DeviceBound & { result: string; binding: string }>(),
    reply: authApiSchemas.sociallySignedIn,
  }),
  farcasterStart: route({
    method: 'POST',
    path: '/v1/auth/social/farcaster/start',
    body: typed<SocialStartRequest>(),
    reply: authApiSchemas.farcasterStart,
  }),
  farcasterStatus: route({
    method: 'POST',
    path: '/v1/auth/social/farcaster/status',
    body: typed<DeviceBound & { state: string; binding: string }>(),
    reply: authApiSchemas.farcasterStatus,
  }),
  passkeyRegisterOptions: route({
    method: 'POST',
    path: '/v1/auth/passkey/register/options',
    body: typed<DeviceBound>(),
    reply: authApiSchemas.passkeyOptions,
  }),
  /** A new user's first passkey (sign-up), or, signed in, one more passkey of the bearer's. */
  passkeyRegisterVerify: route({
    method: 'POST',
    path: '/v1/auth/passkey/register/verify',
    body: typed<DeviceBound & { response: PasskeyResponse; name?: string | undefined }>(),
    reply: authApiSchemas.passkeySignedIn,
  }),
  passkeyLoginOptions: route({
    method: 'POST',
    path: '/v1/auth/passkey/login/options',
    body: typed<DeviceBound>(),
    reply: authApiSchemas.passkeyOptions,
  }),
  passkeyLoginVerify: route({
    method: 'POST',
    path: '/v1/auth/passkey/login/verify',
    body: typed<DeviceBound & { response: PasskeyResponse }>(),
    reply: authApiSchemas.passkeySignedIn,
  }),
  putPasskeyRecovery: route({
    method: 'PUT',
    path: '/v1/auth/passkey/recovery',
    body: typed<{ credentialId: string; ciphertext: string }>(),
    reply: authApiSchemas.any,
  }),
  getPasskeyRecovery: route({
    method: 'GET',
    path: '/v1/auth/passkey/recovery',
    query: typed<{ credentialId: string }>(),
    reply: authApiSchemas.passkeyRecovery,
  }),
  passkeyList: route({
    method: 'GET',
    path: '/v1/auth/passkey/list',
    reply: authApiSchemas.passkeyList,
  }),
  passkeyRemove: route({
    method: 'POST',
    path: '/v1/auth/passkey/remove',
    body: typed<{ credentialId: string }>(),
    reply: authApiSchemas.any,
  }),
  getAuthShare: route({
    method: 'GET',
    path: '/v1/keys/auth-share',
    reply: authApiSchemas.authShare,
  }),
  putAuthShare: route({
    method: 'PUT',
    path: '/v1/keys/auth-share',
    body: typed<{ share: string; address: string; signature?: string | undefined }>(),
    reply: authApiSchemas.authShareStored,
  }),
  rpc: route({
    method: 'POST',
    path: '/rpc',
    query: typed<{ chainId: string; projectId: string }>(),
    body: typed<JsonRpcRequest>(),
    reply: authApiSchemas.rpc,
  }),
  /** ERC-4337 bundler methods for the signed-in wallet's own UserOperations (the frame only). */
  bundler: route({
    method: 'POST',
    path: '/v1/user-operations/bundler',
    query: typed<{ chainId: string }>(),
    body: typed<JsonRpcRequest>(),
    reply: authApiSchemas.rpc,
  }),
  /** ERC-7677 paymaster service: the app's sponsorship of the signed-in wallet's UserOperations. */
  paymaster: route({
    method: 'POST',
    path: '/v1/user-operations/paymaster',
    query: typed<{ chainId: string }>(),
    body: typed<JsonRpcRequest>(),
    reply: authApiSchemas.rpc,
  }),
} satisfies Record<string, FoyerRoute>

export type FoyerRoutes = typeof foyerRoutes

/** What a route's request part must be, as the caller writes it. */
export type RouteInput<S> = S extends z.ZodType ? z.input<S> : never
/** What a route answers, once checked. */
export type RouteReply<R extends FoyerRoute> = z.output<R['reply']>
/** What the server's handler must send (before the client checks it). */
export type RouteReplyInput<R extends FoyerRoute> = z.input<R['reply']>
