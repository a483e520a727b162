import type { z } from 'zod'
import { apiSchemas } from './apiSchemas.ts'
import { joinLazily, lazily } from './lazily.ts'
import { nameApiSchemas } from './nameApiSchemas.ts'
import { onrampApiSchemas } from './onrampApiSchemas.ts'
import { type FoyerRoute, route, typed } from './route.ts'
import { siweApiSchemas } from './siweApiSchemas.ts'
import { walletRoutes } from './walletRoutes.ts'

export type { FoyerRoute }

/**
 * Every route the modal and the wallet frame call, in one list (SPEC §7). Paths are relative to
 * the server's base URL (`config.api` for the modal, the frame's own origin for the frame).
 */
export const foyerRoutes = joinLazily(
  lazily({
    onrampOptions: () =>
      route({
        method: 'GET',
        path: '/v1/onramp/options',
        reply: apiSchemas.onrampOptions,
      }),
    onrampQuote: () =>
      route({
        method: 'POST',
        path: '/v1/onramp/quote',
        body: onrampApiSchemas.quoteRequest,
        reply: apiSchemas.onrampQuote,
      }),
    onrampProviders: () =>
      route({
        method: 'GET',
        path: '/v1/onramp/providers',
        reply: onrampApiSchemas.providers,
      }),
    onrampPrice: () =>
      route({
        method: 'GET',
        path: '/v1/onramp/price',
        query: onrampApiSchemas.priceQuery,
        reply: onrampApiSchemas.price,
      }),
    nameProfile: () =>
      route({
        method: 'GET',
        path: '/v1/profile/account/:name',
        params: nameApiSchemas.nameParams,
        reply: apiSchemas.nameProfile,
      }),
    nameSuggestions: () =>
      route({
        method: 'GET',
        path: '/v1/profile/suggestions/:name',
        params: nameApiSchemas.nameParams,
        reply: apiSchemas.nameSuggestions,
      }),
    reverseLookup: () =>
      route({
        method: 'GET',
        path: '/v1/profile/reverse/:address',
        params: nameApiSchemas.addressParams,
        reply: apiSchemas.reverseLookup,
      }),
    registerName: () =>
      route({
        method: 'POST',
        path: '/v1/profile/account',
        body: nameApiSchemas.registerRequest,
        reply: apiSchemas.registerName,
      }),
    siweNonce: () =>
      route({
        method: 'GET',
        path: '/v1/siwe/nonce',
        reply: siweApiSchemas.nonceResponse,
      }),
    siweVerify: () =>
      route({
        method: 'POST',
        path: '/v1/siwe/verify',
        body: siweApiSchemas.verifyRequest,
        reply: siweApiSchemas.session,
      }),
    siweSession: () =>
      route({
        method: 'GET',
        path: '/v1/siwe/session',
        reply: siweApiSchemas.session,
      }),
    siweSignout: () =>
      route({
        method: 'POST',
        path: '/v1/siwe/signout',
        body: typed<Record<string, never>>(),
        reply: siweApiSchemas.signoutResponse,
      }),
  } satisfies Record<string, () => FoyerRoute>),
  walletRoutes,
)

export type FoyerRoutes = typeof foyerRoutes

/** What a route's request part must be, as the caller writes it. */
export type RouteInput<S> = S extends z.ZodType ? z.input<S> : never
/** What a route answers, once checked. */
export type RouteReply<R extends FoyerRoute> = z.output<R['reply']>
/** What the server's handler must send (before the client checks it). */
export type RouteReplyInput<R extends FoyerRoute> = z.input<R['reply']>
