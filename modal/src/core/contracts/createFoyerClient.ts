import type { z } from 'zod'
import { describeIssues } from '../errors/details.ts'
import { ApiRequestError } from './errors.ts'
import type { FoyerRoute, RouteInput, RouteReply } from './foyerRoutes.ts'
import { primitiveSchemas } from './primitiveSchemas.ts'

export type CreateFoyerClientParameters = {
  /** Origin and path prefix of the Foyer server, e.g. `http://127.0.0.1:5173/__foyer/api`. */
  baseUrl: string
  /** Sent as the `projectId` query parameter on every call when given (the modal's calls). */
  projectId?: string | undefined
  /** @default globalThis.fetch */
  fetch?: typeof fetch | undefined
  /** Added to every request, e.g. `{ cache: 'no-store', credentials: 'omit' }` (the frame's). */
  init?: Pick<RequestInit, 'cache' | 'credentials'> | undefined
}

/** What one call sends: the route's parts, typed by its contract, and extra headers. */
export type CallInput<R extends FoyerRoute> = (R['params'] extends z.ZodType
  ? { params: RouteInput<R['params']> }
  : { params?: undefined }) &
  (R['query'] extends z.ZodType ? { query: RouteInput<R['query']> } : { query?: undefined }) &
  (R['body'] extends z.ZodType ? { body: RouteInput<R['body']> } : { body?: undefined }) & {
    /** e.g. the frame's `Authorization` and `X-Foyer-Device`. */
    headers?: Record<string, string> | undefined
  }

/** The one HTTP client of the Foyer server: a call is a route of `foyerRoutes` and its input. */
export type FoyerClient = {
  /**
   * Sends `input` to `route` and answers its reply, checked against the route's contract.
   * @throws {ApiRequestError} unreachable, refused (its status and error body), or an answer
   *   that is not JSON or breaks the contract
   */
  call<R extends FoyerRoute>(
    route: R,
    ...input: OptionalIfEmpty<CallInput<R>>
  ): Promise<RouteReply<R>>
}

type OptionalIfEmpty<T> = Record<never, never> extends T ? [input?: T] : [input: T]

function toPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/:([A-Za-z]+)/g, (_, key: string) =>
    encodeURIComponent(String(params?.[key] ?? '')),
  )
}

/**
 * The client of `@foyer/server` that the modal's features and the wallet frame share. It knows
 * no route: each caller names one of `foyerRoutes`, so a route's changed contract breaks the
 * build of its callers. Failures are `ApiRequestError`s that keep the server's error body; a
 * feature wraps them in its own error (SPEC §8).
 * @example
 * const client = createFoyerClient({ baseUrl: '/__foyer/api', projectId: 'demo' })
 * const { nonce } = await client.call(foyerRoutes.siweNonce)
 */
export function createFoyerClient(parameters: CreateFoyerClientParameters): FoyerClient {
  const { projectId, init } = parameters
  const base = parameters.baseUrl.replace(/\/+$/, '')
  // Called through a wrapper: a bare `fetch` stored on an object throws "Illegal invocation".
  const fetchFn: typeof fetch = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))

  async function call<R extends FoyerRoute>(
    route: R,
    input: Partial<CallInput<FoyerRoute>> = {},
  ): Promise<RouteReply<R>> {
    const { method } = route
    const path = toPath(route.path, input.params as Record<string, unknown> | undefined)
    const request = `${method} ${path}`
    const url = new URL(`${base}${path}`, globalThis.location?.href)
    for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>))
      if (value !== undefined) url.searchParams.set(key, String(value))
    if (projectId !== undefined) url.searchParams.set('projectId', projectId)
    const { body } = input
    const headers = {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...input.headers,
    }
    let response: Response
    try {
      response = await fetchFn(url, {
        ...init,
        method,
        ...(Object.keys(headers).length > 0 ? { headers } : {}),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    } catch (cause) {
      throw new ApiRequestError({
        message: 'Could not reach the server',
        failure: 'unreachable',
        request,
        cause,
      })
    }
    const { status } = response
    let json: unknown
    try {
      const text = await response.text()
      json = text ? JSON.parse(text) : undefined
    } catch (cause) {
      if (response.ok)
        throw new ApiRequestError({
          message: 'The server answered with invalid JSON',
          failure: 'invalid_json',
          request,
          status,
          cause,
        })
    }
    if (!response.ok) {
      const errorBody = primitiveSchemas.errorBody.safeParse(json)
      const {
        reasons,
        message: serverMessage,
        error: code,
      } = errorBody.success ? errorBody.data : {}
      throw new ApiRequestError({
        message:
          reasons?.[0]?.description || serverMessage || `Request failed with status ${status}`,
        failure: 'refused',
        request,
        status,
        code,
        serverMessage,
        reasons,
        retryAfter: response.headers.get('retry-after') ?? undefined,
      })
    }
    const result = route.reply.safeParse(json)
    if (result.success) return result.data as RouteReply<R>
    throw new ApiRequestError({
      message: 'Unexpected answer from the server',
      failure: 'unexpected',
      request,
      status,
      details: describeIssues(result.error.issues, json, 'body').join('; '),
    })
  }

  return { call: call as FoyerClient['call'] }
}

/**
 * The Foyer server client of an instance's config, or undefined when it has no `api` (a build
 * without a Foyer server). Every call carries the config's `projectId`.
 * @example const client = configClient(foyer.config); if (client) await client.call(foyerRoutes.siweNonce)
 */
export function configClient(
  config: { api?: string | undefined; projectId: string },
  { fetch }: { fetch?: typeof globalThis.fetch | undefined } = {},
): FoyerClient | undefined {
  const { api, projectId } = config
  return api ? createFoyerClient({ baseUrl: api, projectId, fetch }) : undefined
}
