import type { FoyerRoute, RouteInput } from '@foyer/modal/contracts'
import { zValidator } from '@hono/zod-validator'
import type { Context, MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import { HttpError, invalidRequest } from './errors.ts'

/**
 * 415 unless the request says its body is JSON (`Content-Type: application/json`). A browser
 * sends JSON cross-site only after a CORS preflight, but `text/plain` (a plain form) without
 * one: refusing every other type is what keeps a cross-site page from posting to a JSON route.
 */
export function assertJsonContentType(c: Context): void {
  const type = c.req.header('content-type')
  const mediaType = type?.split(';')[0]?.trim().toLowerCase()
  if (mediaType === 'application/json') return
  const description = `Content-Type must be application/json (received ${type === undefined ? 'none' : JSON.stringify(type.slice(0, 80))})`
  throw new HttpError(415, 'unsupported_media_type', description, [
    { field: 'header.content-type', rule: 'json', value: type?.slice(0, 80), description },
  ])
}

/** 415 when the body is not sent as JSON, 400 when it is not JSON; else on to the validator. */
const jsonRequest: MiddlewareHandler = async (c, next) => {
  assertJsonContentType(c)
  try {
    // Hono keeps the parsed body: the validator reads the same one.
    await c.req.json()
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body must be JSON', [
      { field: 'body', rule: 'json', description: 'body must be a JSON document' },
    ])
  }
  await next()
}

/** A refused secret field (a code, a share, a token) names the field and the rule, never the value. */
function hideSecrets(error: HttpError, where: string, secretFields: readonly string[]): HttpError {
  if (secretFields.length === 0) return error
  const secret = new Set(secretFields.map((f) => `${where}.${f}`))
  const reasons = error.reasons.map((reason) =>
    reason.field && secret.has(reason.field)
      ? {
          field: reason.field,
          rule: reason.rule,
          value: '[redacted]',
          description: reason.description.replace(/ \(received .*\)$/s, ' (value not shown)'),
        }
      : reason,
  )
  return new HttpError(
    error.status,
    error.code,
    reasons.map((r) => r.description).join('; '),
    reasons,
  )
}

const fieldPrefix = { json: 'body', query: 'query', param: 'param' } as const

/**
 * A request part checked by `@hono/zod-validator`; a refusal is a 400 naming each field, the rule
 * and the value received (`invalidRequest`), secret fields without their value. The handler reads
 * the result with `c.req.valid(target)`.
 */
function validator<T extends keyof typeof fieldPrefix, S extends z.ZodType>(
  target: T,
  schema: S,
  secretFields: readonly string[] = [],
) {
  const where = fieldPrefix[target]
  return zValidator(target, schema, (result) => {
    if (!result.success)
      throw hideSecrets(
        invalidRequest(where, result.error.issues, result.data),
        where,
        secretFields,
      )
  })
}

/**
 * The server's own schema of a contract's request part (stricter rules, Node-only checks): it
 * must read exactly what the contract sends, no field more or less. A changed contract or schema
 * breaks the build here.
 */
type Fits<S extends z.ZodType, Part> = [RouteInput<Part>] extends [z.input<S>]
  ? [z.input<S>] extends [RouteInput<Part>]
    ? S
    : never
  : never

/**
 * The route's JSON body, checked (415 when not sent as JSON, 400 when not JSON or refused).
 * @param schema the server's own schema of it, when the contract holds only its type
 * @example app.post('/verify', ...jsonBody(foyerRoutes.siweVerify), (c) => c.req.valid('json'))
 */
export function jsonBody<
  R extends FoyerRoute & { body: z.ZodType },
  S extends z.ZodType = R['body'],
>(route: R, schema?: Fits<S, R['body']>, options: { secret?: readonly string[] } = {}) {
  return [jsonRequest, validator('json', (schema ?? route.body) as S, options.secret)] as const
}

/** The route's query parameters, checked (one value each). */
export function queryOf<
  R extends FoyerRoute & { query: z.ZodType },
  S extends z.ZodType = R['query'],
>(route: R, schema?: Fits<S, R['query']>) {
  return validator('query', (schema ?? route.query) as S)
}

/** The route's path parameters, checked. */
export function paramsOf<R extends FoyerRoute & { params: z.ZodType }>(route: R) {
  return validator('param', route.params as R['params'])
}

/** A request part of a route that is in no contract (the approval page, the dev mailbox), checked. */
export const validJson = <S extends z.ZodType>(
  schema: S,
  options: { secret?: readonly string[] } = {},
) => [jsonRequest, validator('json', schema, options.secret)] as const
export const validQuery = <S extends z.ZodType>(schema: S) => validator('query', schema)
